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
  const { id, error } = props;
  return (
    <div className="field">
      <label htmlFor={id}>Country</label>
      <select
        id={id}
        name="countryCode"
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Choose your country</option>
        {props.countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
