import { SelectField } from './SelectField.js';
import { TextField } from './TextField.js';

/** The fields that create an account, shared by the registration pages and kit activation's account step. */
type Errors = Record<string, string | undefined>;

export function NameFields({ idPrefix, errors }: { idPrefix: string; errors: Errors }) {
  return (
    <div className="field-row">
      <TextField
        id={`${idPrefix}-first`}
        name="firstName"
        label="First name"
        autoComplete="given-name"
        maxLength={120}
        error={errors.firstName}
      />
      <TextField
        id={`${idPrefix}-last`}
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        maxLength={120}
        error={errors.lastName}
      />
    </div>
  );
}

export function KennelFields({ idPrefix, errors }: { idPrefix: string; errors: Errors }) {
  return (
    <div className="field-row">
      <TextField
        id={`${idPrefix}-kennel`}
        name="kennelName"
        label="Kennel or cattery name"
        maxLength={120}
        error={errors.kennelName}
      />
      <TextField
        id={`${idPrefix}-prefix`}
        name="kennelPrefix"
        label="Prefix"
        hint="The registered prefix of your animals' names"
        maxLength={40}
        error={errors.kennelPrefix}
      />
    </div>
  );
}

export function NewPasswordField({ id, error }: { id: string; error: string | undefined }) {
  return (
    <TextField
      id={id}
      name="password"
      label="Password"
      type="password"
      autoComplete="new-password"
      hint="At least 10 characters; a few unrelated words work well"
      error={error}
    />
  );
}

/** The account's country (`countryCode`), preset to the storefront's. */
export function CountrySelect(props: {
  id: string;
  countries: ReadonlyArray<{ code: string; name: string }>;
  defaultValue: string;
  error: string | undefined;
}) {
  return (
    <SelectField
      id={props.id}
      name="countryCode"
      label="Country"
      placeholder="Choose your country"
      options={props.countries}
      defaultValue={props.defaultValue}
      error={props.error}
    />
  );
}
