import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { paths } from '../../../shared/paths.js';
import type { SampleCollector } from '../../../shared/sample-collector.js';
import type { ActivationAccount } from '../../../shared/types/kits.js';
import { KIT_MSG, MSG } from '../../../shared/validation-messages.js';
import { Seo } from '../../components/content/Seo.js';
import { Stepper } from '../../components/layout/Stepper.js';
import { Link } from '../../components/navigation/Link.js';
import { collectorSlips, SampleCollectorChoice } from '../../features/checkout/components/SampleCollectorChoice.js';
import { useCountries } from '../../features/geo/api/get-countries.js';
import { activateKit, checkBarcodes, saveAboutMe, saveAboutMyPet } from '../../features/kits/api/activation.js';
import { balanceQuery, useBalance, useRedeemableTests } from '../../features/kits/api/kits.js';
import { ActivationAccountStep } from '../../features/kits/components/ActivationAccountStep.js';
import {
  BarcodeStep,
  PersonStep,
  PetStep,
  personOnFile,
  ReviewStep,
} from '../../features/kits/components/activation/ActivationSteps.js';
import {
  barcodeSlips,
  barcodesOf,
  type Fields,
  fieldOfKey,
  PERSON_FIELDS,
  personOf,
  petOf,
  petSlips,
} from '../../features/kits/components/activation/activation-form.js';
import { categoryName, type RedeemChoice } from '../../features/kits/components/RedeemCredit.js';
import { useMyDetails } from '../../features/session/api/get-my-details.js';
import { adoptSignedInUser } from '../../features/session/api/login.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
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

/**
 * /activate: the numbered flow, one step component each (features/kits/components/activation). A visitor
 * who is not signed in starts with their email (signing in or creating the account right there); then the
 * barcode twice, the pet, the person (filled in from the account), review, activate.
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
  const current = steps[step]?.id ?? 'barcode';
  const barcodeStep = steps.findIndex((s) => s.id === 'barcode');
  const code = storefront.storefront;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Fields = { ...values };
    for (const [k, v] of form.entries()) next[k] = String(v).trim();
    if (current === 'person' && !form.has('acceptTerms')) next.acceptTerms = '';
    setValues(next);
    const today = new Date();
    // A slip the page can see is shown at once, without asking the server (decision 0800).
    const slips: Fields = current === 'barcode' ? barcodeSlips(next) : current === 'pet' ? petSlips(next, code, today) : {};
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
      if (current === 'barcode') await checkBarcodes(barcodesOf(next), redeem.type);
      if (current === 'pet') await saveAboutMyPet(petOf(next, code, today));
      if (current === 'person') await saveAboutMe(personOf(next));
      if (current === 'review') {
        const result = await activateKit({
          barcodes: barcodesOf(next),
          pet: petOf(next, code, today),
          person: personOf(next),
          ...(redeem.type !== undefined ? { type: redeem.type, productIds: redeem.productIds } : {}),
          ...(collector ? { sampleCollector: { ...collector, clinic: collector.clinic || undefined } } : {}),
        });
        // A redeemed credit lowers the balance the page shows next.
        await queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey });
        setDone(result);
        showToast('Kit activated', 'success');
        return;
      }
      // What the account has on file fills the person step the first time it opens.
      if (current === 'pet' && user && next.firstName === undefined) setValues({ ...personOnFile(user), ...next });
      setStep(step + 1);
    } catch (error) {
      const fields = reportFormError(error, steps[step]?.failure ?? 'Network error');
      setErrors(Object.fromEntries(Object.entries(fields).map(([key, message]) => [fieldOfKey(key), message])));
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
        <p className="actions">
          <Link className="button" to={`/my/animals/${done.animalId}`}>
            See the animal
          </Link>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              // Continue activating: the person stays, the barcode and the pet are cleared.
              setValues(Object.fromEntries(Object.entries(values).filter(([k]) => PERSON_FIELDS.includes(k))));
              setRedeem({ productIds: [] });
              setDone(undefined);
              setStep(barcodeStep);
            }}
          >
            Activate another kit
          </button>
          <Link to={`/tools/sample-tracker?barcode=${done.barcodes[0]}`}>Track the sample</Link>
        </p>
      </div>
    );
  }

  const redeemedTests =
    redeem.type === undefined
      ? 'The tests the kit was bought with'
      : `One ${categoryName(redeem.type)} credit: ${(redeemTests.data?.results ?? [])
          .filter((test) => redeem.productIds.includes(test.id))
          .map((test) => test.name)
          .join(', ')}`;

  return (
    <div className="account-page kits-page">
      <Seo
        title="Activate kit"
        description="Activate your DNA test kit: enter its barcode, tell us about your pet and send the sample."
        path={paths.activate}
      />
      <h1>Activate kit</h1>
      <Stepper label="Activation steps" steps={steps.map((s) => s.label)} current={step} />
      {current === 'email' && (
        <ActivationAccountStep countries={countries} defaultCountry={storefront.countryCode ?? ''} onSignedIn={onSignedIn} />
      )}
      {current !== 'email' && user && (
        <form key={step} className="form-card" onSubmit={onSubmit} noValidate aria-label={steps[step]?.label}>
          {current === 'barcode' && (
            <BarcodeStep values={values} errors={errors} balance={balance.data} redeem={redeem} onRedeemChange={setRedeem} />
          )}
          {current === 'pet' && (
            <PetStep
              values={values}
              errors={errors}
              storefront={code}
              barcodes={[values.barcode, values.secondBarcode].filter(Boolean).join(',')}
            />
          )}
          {current === 'person' && <PersonStep values={values} errors={errors} countries={countries} />}
          {current === 'review' && (
            <ReviewStep
              values={values}
              tests={redeemedTests}
              countryName={countries.find((c) => c.code === values.country)?.name ?? values.country ?? ''}
            >
              <SampleCollectorChoice
                value={collector}
                onChange={setCollector}
                // Server errors arrive flattened to their last part (`sampleCollector.name` as `name`).
                errors={{ 'sampleCollector.name': errors['sampleCollector.name'] ?? errors.name ?? errors.type ?? '' }}
              />
            </ReviewStep>
          )}
          <div className="form-actions">
            {step > barcodeStep && (
              <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
                Back
              </button>
            )}
            <button type="submit" className="button">
              {current === 'review' ? 'Activate' : 'Next'}
            </button>
          </div>
          {current === 'review' && (
            <p>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setValues(Object.fromEntries(Object.entries(values).filter(([k]) => PERSON_FIELDS.includes(k))));
                  setRedeem({ productIds: [] });
                  setErrors({});
                  setStep(barcodeStep);
                }}
              >
                Start again with another barcode
              </button>
            </p>
          )}
        </form>
      )}
    </div>
  );
}
