import type { ReactNode } from 'react';
import { datePattern } from '../../../../../shared/format.js';
import { paths } from '../../../../../shared/paths.js';
import type { StorefrontCode } from '../../../../../shared/storefronts.js';
import type { MyDetails } from '../../../../../shared/types/account.js';
import type { TestKitBalance } from '../../../../../shared/types/kits.js';
import { SelectField } from '../../../../components/form/SelectField.js';
import { TextField } from '../../../../components/form/TextField.js';
import { Link } from '../../../../components/navigation/Link.js';
import { type RedeemChoice, RedeemCredit } from '../RedeemCredit.js';
import type { Fields } from './activation-form.js';
import { BreedPicker } from './BreedPicker.js';

interface StepProps {
  values: Fields;
  errors: Fields;
}

const text = (props: StepProps, name: string, label: string, extra?: { type?: string; hint?: string; autoComplete?: string }) => (
  <TextField
    id={`activate-${name}`}
    name={name}
    label={label}
    defaultValue={props.values[name] ?? ''}
    error={props.errors[name]}
    {...extra}
  />
);

/** Step: the kit's barcode twice (typing slips are the main cause of lost samples), or a credit to redeem. */
export function BarcodeStep(
  props: StepProps & {
    balance: TestKitBalance | undefined;
    redeem: RedeemChoice;
    onRedeemChange: (choice: RedeemChoice) => void;
  },
) {
  const { balance } = props;
  return (
    <>
      <p className="hint">Type the barcode from the tube label twice: typing errors are the main cause of lost samples.</p>
      {balance && balance.kits.length > 0 && (
        <p className="hint" data-testid="kits-waiting">
          Kits waiting for activation: {balance.kits.map((k) => `${k.barcode} (${k.testNames.join(', ')})`).join('; ')}
        </p>
      )}
      {text(props, 'barcode', 'Barcode number *')}
      {text(props, 'confirmBarcode', 'Confirm barcode number *')}
      {text(props, 'secondBarcode', 'Second swab barcode (optional)')}
      {text(props, 'confirmSecondBarcode', 'Confirm second barcode')}
      {balance && balance.results.length > 0 && (
        <>
          <p className="hint">Test kit balance: {balance.results.reduce((n, r) => n + r.credits, 0)} multi-pack credits</p>
          <RedeemCredit credits={balance.results} choice={props.redeem} errors={props.errors} onChange={props.onRedeemChange} />
        </>
      )}
    </>
  );
}

/** Step: the animal: name, species, sex, breed chosen from the list, one date of birth in the shop's format. */
export function PetStep(props: StepProps & { storefront: StorefrontCode; barcodes: string }) {
  const { values, errors } = props;
  const pattern = datePattern(props.storefront);
  return (
    <>
      {text(props, 'petName', 'Pet name *')}
      <div className="field-row">
        <div className="field">
          <label htmlFor="activate-species">Species *</label>
          <select id="activate-species" name="species" defaultValue={values.species ?? 'canine'}>
            <option value="canine">Dog</option>
            <option value="feline">Cat</option>
          </select>
        </div>
        <SelectField
          id="activate-gender"
          name="gender"
          label="Sex *"
          placeholder="Choose"
          options={[
            { code: 'male', name: 'Male' },
            { code: 'female', name: 'Female' },
          ]}
          defaultValue={values.gender ?? ''}
          error={errors.gender}
        />
      </div>
      <BreedPicker
        species={values.species === 'feline' ? 'feline' : 'canine'}
        barcodes={props.barcodes}
        initial={values.breed ? { id: Number(values.breed), name: values.breedName ?? '' } : null}
        initialText={values.breedName ?? ''}
        error={errors.breed}
      />
      {text(props, 'dob', 'Date of birth', {
        hint: `As ${pattern}, for example ${props.storefront === 'US' ? '03/14/2022' : '14/03/2022'}.`,
      })}
      {text(props, 'chipNumber', 'Microchip (15 digits)')}
      {text(props, 'registrationName', 'Registered name')}
      {text(props, 'registrationNumber', 'Registration number')}
    </>
  );
}

/** What the account has on file, as the person step's first values. */
export const personOnFile = (user: MyDetails): Fields => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  address: user.address.line1 ?? '',
  city: user.address.city ?? '',
  postalCode: user.address.postalCode ?? '',
  country: user.address.country?.code ?? user.countryCode ?? '',
});

/** Step: the person, filled in from the account; the country chosen from the list; the terms linked. */
export function PersonStep(props: StepProps & { countries: ReadonlyArray<{ code: string; name: string }> }) {
  const { values, errors } = props;
  return (
    <>
      <div className="field-row">
        {text(props, 'firstName', 'First name *', { autoComplete: 'given-name' })}
        {text(props, 'lastName', 'Last name *', { autoComplete: 'family-name' })}
      </div>
      {text(props, 'email', 'Email *', { type: 'email', autoComplete: 'email' })}
      {text(props, 'address', 'Address *', { autoComplete: 'address-line1' })}
      <div className="field-row">
        {text(props, 'city', 'City *', { autoComplete: 'address-level2' })}
        {text(props, 'postalCode', 'Postcode *', { autoComplete: 'postal-code' })}
      </div>
      <SelectField
        id="activate-country"
        name="country"
        label="Country *"
        placeholder="Choose your country"
        options={props.countries}
        defaultValue={values.country ?? ''}
        error={errors.country}
        autoComplete="country"
      />
      <div className="field checkbox">
        <label>
          <input
            type="checkbox"
            name="acceptTerms"
            defaultChecked={values.acceptTerms === 'on'}
            aria-invalid={errors.acceptTerms ? true : undefined}
          />{' '}
          I accept the{' '}
          <Link to={paths.terms} target="_blank" rel="noopener">
            terms and conditions
          </Link>{' '}
          *
        </label>
        {errors.acceptTerms && <p className="field-error">{errors.acceptTerms}</p>}
      </div>
    </>
  );
}

/** Step: everything once more before the kit is activated; `children` holds who collects the sample. */
export function ReviewStep(props: { values: Fields; tests: string; countryName: string; children: ReactNode }) {
  const { values } = props;
  return (
    <>
      <dl className="animal-facts">
        <dt>Barcode</dt>
        <dd>{[values.barcode, values.secondBarcode].filter(Boolean).join(', ')}</dd>
        <dt>Tests</dt>
        <dd>{props.tests}</dd>
        <dt>Pet</dt>
        <dd>
          {values.petName} ({values.species === 'feline' ? 'cat' : 'dog'}, {values.gender})
        </dd>
        <dt>Breed</dt>
        <dd>{values.breed ? values.breedName : 'Not given'}</dd>
        <dt>Date of birth</dt>
        <dd>{values.dob || 'Not given'}</dd>
        <dt>Microchip</dt>
        <dd>{values.chipNumber || 'Not given'}</dd>
        <dt>Owner</dt>
        <dd>
          {values.firstName} {values.lastName}, {values.address}, {values.city} {values.postalCode}, {props.countryName}
        </dd>
      </dl>
      {props.children}
    </>
  );
}
