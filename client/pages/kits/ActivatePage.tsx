import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.js';
import type { SampleCollector } from '../../../shared/sample-collector.js';
import type { ActivationAccount } from '../../../shared/types/kits.js';
import { KIT_MSG, MSG } from '../../../shared/validation-messages.js';
import { Seo } from '../../components/content/Seo.js';
import { getBreeds } from '../../features/catalogue/api/get-breeds.js';
import { collectorSlips, SampleCollectorChoice } from '../../features/checkout/components/SampleCollectorChoice.js';
import { useCountries } from '../../features/geo/api/get-countries.js';
import { balanceQuery, useBalance, useRedeemableTests } from '../../features/kits/api/kits.js';
import { ActivationAccountStep } from '../../features/kits/components/ActivationAccountStep.js';
import { categoryName, type RedeemChoice, RedeemCredit } from '../../features/kits/components/RedeemCredit.js';
import { useMyDetails } from '../../features/session/api/get-my-details.js';
import { adoptSignedInUser } from '../../features/session/api/login.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { api } from '../../lib/api.js';
import { reportFormError } from '../../lib/form-errors.js';
import { afterRender, focusFirstInvalid, showToast } from '../../lib/toast.js';

type StepId = 'email' | 'barcode' | 'pet' | 'person' | 'review';

/** The numbered flow; `failure` is the spec's fallback text when a step's call fails without an answer. */
const FLOW: ReadonlyArray<{ id: StepId; label: string; failure: string }> = [
  { id: 'email', label: 'Your email', failure: 'Email registration failed' },
  { id: 'barcode', label: 'Kit barcode', failure: 'Barcode validation failed' },
  { id: 'pet', label: 'About my pet', failure: 'Failed to add animal' },
  { id: 'person', label: 'About me', failure: 'Failed to add person' },
  { id: 'review', label: 'Review', failure: 'Kit activation failed' },
];

type Fields = Record<string, string>;

const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'address', 'city', 'postalCode', 'country', 'acceptTerms'];

function Field(props: { name: string; label: string; values: Fields; errors: Fields; type?: string; required?: boolean }) {
  const id = `activate-${props.name}`;
  const error = props.errors[props.name];
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? ' *' : ''}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.values[props.name] ?? ''}
        aria-invalid={error ? true : undefined}
      />
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

/** The barcode step's mistakes the page can see: a missing barcode, a confirmation that differs. */
function barcodeSlips(v: Fields): Fields {
  const slips: Fields = {};
  if (!v.barcode) slips.barcode = MSG.required;
  if (!v.confirmBarcode) slips.confirmBarcode = MSG.required;
  else if (v.barcode && v.confirmBarcode !== v.barcode) slips.confirmBarcode = MSG.barcodeConfirmMismatch;
  if (v.secondBarcode && v.confirmSecondBarcode !== v.secondBarcode) slips.confirmSecondBarcode = MSG.barcodeConfirmMismatch;
  return slips;
}

const int = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * A breed chosen by name from the catalogue (typed ahead); the form carries its id. Asked with the kit's
 * barcodes, the list holds the breeds the kit's tests are for (docs/decisions/0504).
 */
function BreedPicker({
  species,
  barcodes,
  values,
  errors,
}: {
  species: string;
  barcodes: string;
  values: Fields;
  errors: Fields;
}) {
  const [name, setName] = useState(values.breedName ?? '');
  const [options, setOptions] = useState<Array<{ id: number; name: string }>>([]);
  useEffect(() => {
    if (name.trim().length < 2) return;
    let live = true;
    getBreeds({ species, name: name.trim(), barcodes })
      .then((res) => {
        if (live) setOptions(res.results);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [name, species, barcodes]);
  const chosen = options.find((o) => o.name === name);
  return (
    <div className="field">
      <label htmlFor="activate-breedName">Breed</label>
      <span className="hint" id="activate-breedName-hint">
        Type two letters: the list offers the breeds this kit's tests are made for.
      </span>
      <input
        id="activate-breedName"
        name="breedName"
        aria-describedby="activate-breedName-hint"
        list="activate-breeds"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <datalist id="activate-breeds">
        {options.map((o) => (
          <option key={o.id} value={o.name} />
        ))}
      </datalist>
      <input type="hidden" name="breed" value={chosen ? String(chosen.id) : name ? (values.breed ?? '') : ''} />
      {errors.breed && <p className="field-error">{errors.breed}</p>}
    </div>
  );
}

/**
 * /activate: the numbered flow. A visitor who is not signed in starts with their email (signing in or
 * creating the account right there); then the barcode twice, the pet, the person, review, activate.
 */
export function ActivatePage() {
  const user = useMyDetails();
  const balance = useBalance(Boolean(user));
  const countries = useCountries().data;
  const storefront = useStorefront();
  const queryClient = useQueryClient();
  // The email step stays in the numbering once done, so the steps do not renumber under the visitor.
  const [steps] = useState(() => (user ? FLOW.slice(1) : FLOW));
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Fields>({});
  const [errors, setErrors] = useState<Fields>({});
  const [done, setDone] = useState<{ animalId: number; barcodes: string[] }>();
  const [redeem, setRedeem] = useState<RedeemChoice>({ productIds: [] });
  const [collector, setCollector] = useState<SampleCollector | null>(null);
  const redeemTests = useRedeemableTests(redeem.type);
  const redeemBody = redeem.type !== undefined ? { type: redeem.type, productIds: redeem.productIds } : {};
  const current = steps[step]?.id ?? 'barcode';
  const barcodeStep = steps.findIndex((s) => s.id === 'barcode');

  const barcodes = (v: Fields) => ({
    barcode: v.barcode ?? '',
    confirmBarcode: v.confirmBarcode ?? '',
    ...(v.secondBarcode ? { secondBarcode: v.secondBarcode, confirmSecondBarcode: v.confirmSecondBarcode ?? '' } : {}),
  });
  const pet = (v: Fields) => ({
    petName: v.petName ?? '',
    gender: v.gender ?? '',
    species: v.species ?? 'canine',
    ...(int(v.breed) !== undefined ? { breed: int(v.breed) } : {}),
    ...(int(v.dobDay) !== undefined ? { dobDay: int(v.dobDay) } : {}),
    ...(int(v.dobMonth) !== undefined ? { dobMonth: int(v.dobMonth) } : {}),
    ...(int(v.dobYear) !== undefined ? { dobYear: int(v.dobYear) } : {}),
    ...(v.chipNumber ? { chipNumber: v.chipNumber } : {}),
    ...(v.registrationName ? { registrationName: v.registrationName } : {}),
    ...(v.registrationNumber ? { registrationNumber: v.registrationNumber } : {}),
  });
  const person = (v: Fields) => ({
    firstName: v.firstName ?? user?.firstName ?? '',
    lastName: v.lastName ?? user?.lastName ?? '',
    address: v.address ?? '',
    country: v.country ?? user?.address.country?.code ?? '',
    city: v.city ?? '',
    postalCode: v.postalCode ?? '',
    email: v.email ?? user?.email ?? '',
    acceptTerms: v.acceptTerms === 'on',
  });

  function flatten(errs: Record<string, string>): Fields {
    return Object.fromEntries(Object.entries(errs).map(([k, m]) => [k.split('.').pop() ?? k, m]));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Fields = { ...values };
    for (const [k, v] of form.entries()) next[k] = String(v).trim();
    if (current === 'person' && !form.has('acceptTerms')) next.acceptTerms = '';
    setValues(next);
    // A typing slip the page can see is shown at once, without asking the server (decision 0800).
    const slips: Fields = current === 'barcode' ? barcodeSlips(next) : {};
    if (current === 'barcode' && redeem.type !== undefined && redeem.productIds.length === 0) {
      slips.productIds = KIT_MSG.chooseTests;
    }
    if (current === 'review') Object.assign(slips, collectorSlips(collector, MSG.required));
    setErrors(slips);
    if (Object.keys(slips).length > 0) {
      afterRender(focusFirstInvalid);
      return;
    }
    try {
      if (current === 'barcode') {
        await api('POST', '/api/activate/barcode', {
          barcodes: barcodes(next),
          ...(redeem.type !== undefined ? { type: redeem.type } : {}),
        });
      }
      if (current === 'pet') await api('POST', '/api/activate/about-my-pet', pet(next));
      if (current === 'person') await api('POST', '/api/activate/about-me', person(next));
      if (current === 'review') {
        const result = await api<{ animalId: number; barcodes: string[] }>('POST', '/api/activate', {
          barcodes: barcodes(next),
          pet: pet(next),
          person: person(next),
          ...redeemBody,
          ...(collector ? { sampleCollector: { ...collector, clinic: collector.clinic || undefined } } : {}),
        });
        // A redeemed credit lowers the balance the page shows next.
        await queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey });
        setDone(result);
        showToast('Kit activated', 'success');
        return;
      }
      setStep(step + 1);
    } catch (error) {
      setErrors(flatten(reportFormError(error, steps[step]?.failure ?? 'Network error')));
    }
  }

  async function onSignedIn(result: ActivationAccount) {
    if (!result.user) return;
    await adoptSignedInUser(queryClient, result.user);
    showToast(
      result.confirmationSent ? `Welcome! We have sent a confirmation link to ${result.email}.` : `Signed in as ${result.email}.`,
      'success',
    );
    setStep(barcodeStep);
  }

  if (done) {
    return (
      <div className="account-page kits-page">
        <Seo title="Kit activated" description="Your kit is activated." path={paths.activate} noindex />
        <h1>Kit activated</h1>
        <p>
          {done.barcodes.join(' and ')} is registered. Take the cheek swab at least one hour after food, let it dry, and post it
          back in the reply envelope.
        </p>
        {redeem.type !== undefined && balance.data && (
          <p data-testid="balance-after">
            Multi-pack credits left:{' '}
            {balance.data.results.length === 0
              ? 'none'
              : balance.data.results.map((r) => `${categoryName(r.categoryId)} ${r.credits}`).join(', ')}
          </p>
        )}
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              // Continue activating: the person stays, the barcode and the pet are cleared.
              setValues(Object.fromEntries(Object.entries(values).filter(([k]) => PERSON_FIELDS.includes(k))));
              setRedeem({ productIds: [] });
              setDone(undefined);
              setStep(barcodeStep);
            }}
          >
            Activate another kit
          </button>{' '}
          <Link to={`/my/animals/${done.animalId}`}>See the animal</Link> ·{' '}
          <Link to={`/tools/sample-tracker?barcode=${done.barcodes[0]}`}>Track the sample</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="account-page kits-page">
      <Seo
        title="Activate kit"
        description="Activate your DNA test kit: enter its barcode, tell us about your pet and send the sample."
        path={paths.activate}
      />
      <h1>Activate kit</h1>
      <ol className="activation-steps">
        {steps.map(({ label }, i) => (
          <li key={label} aria-current={i === step ? 'step' : undefined} className={i < step ? 'is-done' : ''}>
            {i + 1}. {label}
          </li>
        ))}
      </ol>
      {current === 'email' && (
        <ActivationAccountStep countries={countries} defaultCountry={storefront.countryCode ?? ''} onSignedIn={onSignedIn} />
      )}
      {current !== 'email' && user && (
        <form key={step} className="form-card" onSubmit={onSubmit} noValidate aria-label={steps[step]?.label}>
          {current === 'barcode' && (
            <>
              <p className="hint">
                Type the barcode from the tube label twice: typing errors are the main cause of lost samples.
              </p>
              {balance.data && balance.data.kits.length > 0 && (
                <p className="hint" data-testid="kits-waiting">
                  Kits waiting for activation:{' '}
                  {balance.data.kits.map((k) => `${k.barcode} (${k.testNames.join(', ')})`).join('; ')}
                </p>
              )}
              {balance.data && balance.data.results.length > 0 && (
                <p className="hint">
                  Test kit balance: {balance.data.results.reduce((n, r) => n + r.credits, 0)} multi-pack credits
                </p>
              )}
              <Field name="barcode" label="Barcode number" values={values} errors={errors} required />
              <Field name="confirmBarcode" label="Confirm barcode number" values={values} errors={errors} required />
              <Field name="secondBarcode" label="Second swab barcode (optional)" values={values} errors={errors} />
              <Field name="confirmSecondBarcode" label="Confirm second barcode" values={values} errors={errors} />
              {balance.data && balance.data.results.length > 0 && (
                <RedeemCredit credits={balance.data.results} choice={redeem} errors={errors} onChange={setRedeem} />
              )}
            </>
          )}
          {current === 'pet' && (
            <>
              <Field name="petName" label="Pet name" values={values} errors={errors} required />
              <div className="field">
                <label htmlFor="activate-species">Species *</label>
                <select id="activate-species" name="species" defaultValue={values.species ?? 'canine'}>
                  <option value="canine">Dog</option>
                  <option value="feline">Cat</option>
                </select>
              </div>
              <div className="field">
                <label htmlFor="activate-gender">Sex *</label>
                <select id="activate-gender" name="gender" defaultValue={values.gender ?? ''}>
                  <option value="">Choose</option>
                  <option value="male">Male</option>
                  <option value="female">Female</option>
                </select>
                {errors.gender && <p className="field-error">{errors.gender}</p>}
              </div>
              <BreedPicker
                species={values.species === 'feline' ? 'feline' : 'canine'}
                barcodes={[values.barcode, values.secondBarcode].filter(Boolean).join(',')}
                values={values}
                errors={errors}
              />
              <div className="field-row">
                <Field name="dobDay" label="Day of birth" values={values} errors={errors} />
                <Field name="dobMonth" label="Month" values={values} errors={errors} />
                <Field name="dobYear" label="Year" values={values} errors={errors} />
              </div>
              <Field name="chipNumber" label="Microchip (15 digits)" values={values} errors={errors} />
              <Field name="registrationName" label="Registered name" values={values} errors={errors} />
              <Field name="registrationNumber" label="Registration number" values={values} errors={errors} />
            </>
          )}
          {current === 'person' && (
            <>
              <Field
                name="firstName"
                label="First name"
                values={{ firstName: user.firstName, ...values }}
                errors={errors}
                required
              />
              <Field name="lastName" label="Last name" values={{ lastName: user.lastName, ...values }} errors={errors} required />
              <Field name="email" label="Email" type="email" values={{ email: user.email, ...values }} errors={errors} required />
              <Field name="address" label="Address" values={values} errors={errors} required />
              <Field name="city" label="City" values={values} errors={errors} required />
              <Field name="postalCode" label="Postcode" values={values} errors={errors} required />
              <Field
                name="country"
                label="Country code"
                values={{ country: user.address.country?.code ?? '', ...values }}
                errors={errors}
                required
              />
              <div className="field">
                <label>
                  <input type="checkbox" name="acceptTerms" defaultChecked={values.acceptTerms === 'on'} /> I accept the terms and
                  conditions *
                </label>
                {errors.acceptTerms && <p className="field-error">{errors.acceptTerms}</p>}
              </div>
            </>
          )}
          {current === 'review' && (
            <dl className="animal-facts">
              <dt>Barcode</dt>
              <dd>{[values.barcode, values.secondBarcode].filter(Boolean).join(', ')}</dd>
              <dt>Tests</dt>
              <dd>
                {redeem.type === undefined
                  ? 'The tests the kit was bought with'
                  : `One ${categoryName(redeem.type)} credit: ${(redeemTests.data?.results ?? [])
                      .filter((test) => redeem.productIds.includes(test.id))
                      .map((test) => test.name)
                      .join(', ')}`}
              </dd>
              <dt>Pet</dt>
              <dd>
                {values.petName} ({values.species === 'feline' ? 'cat' : 'dog'}, {values.gender})
              </dd>
              <dt>Breed</dt>
              <dd>{values.breed ? values.breedName : 'Not given'}</dd>
              <dt>Microchip</dt>
              <dd>{values.chipNumber || 'Not given'}</dd>
              <dt>Owner</dt>
              <dd>
                {values.firstName} {values.lastName}, {values.city} {values.country}
              </dd>
            </dl>
          )}
          {current === 'review' && (
            <SampleCollectorChoice
              value={collector}
              onChange={setCollector}
              // Server errors arrive flattened to their last part (`sampleCollector.name` as `name`).
              errors={{ 'sampleCollector.name': errors['sampleCollector.name'] ?? errors.name ?? errors.type ?? '' }}
            />
          )}
          <div className="form-actions">
            {step > barcodeStep && (
              <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
                Back
              </button>
            )}
            {step > barcodeStep && (
              <button type="button" className="button button--ghost" onClick={() => setStep(barcodeStep)}>
                Change barcode
              </button>
            )}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setValues({});
                setRedeem({ productIds: [] });
                setErrors({});
                setStep(barcodeStep);
              }}
            >
              Start again
            </button>
            <button type="submit" className="button">
              {current === 'review' ? 'Activate' : 'Next'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
