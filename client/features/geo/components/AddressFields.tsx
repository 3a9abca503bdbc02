import { useQuery } from '@tanstack/react-query';
import { TextField } from '../../../components/form/TextField.js';
import { countriesQuery } from '../api/get-countries.js';
import { useStates } from '../api/get-states.js';

/** The lines of a postal address as a form holds them. */
export interface PostalAddressDraft {
  address: string;
  address2?: string;
  city: string;
  postalCode: string;
  country: string;
  state?: string;
}

export interface AddressFieldsProps<T extends PostalAddressDraft> {
  value: T;
  onChange: (next: T) => void;
  errorOf: (field: keyof PostalAddressDraft) => string | undefined;
}

/**
 * Address, city, postal code, country and, where the country has them, its states. A new country clears
 * the state, which belonged to the old one.
 */
export function AddressFields<T extends PostalAddressDraft>({ value, onChange, errorOf }: AddressFieldsProps<T>) {
  const countries = useQuery(countriesQuery()).data ?? [];
  const states = useStates(value.country).data ?? [];
  const set = (field: keyof PostalAddressDraft) => (e: { target: { value: string } }) =>
    onChange({ ...value, [field]: e.target.value });
  return (
    <>
      <TextField
        id="address"
        name="address"
        label="Address"
        value={value.address}
        onChange={set('address')}
        error={errorOf('address')}
        autoComplete="address-line1"
      />
      <TextField
        id="address2"
        name="address2"
        label="Address line 2 (optional)"
        value={value.address2 ?? ''}
        onChange={set('address2')}
        error={errorOf('address2')}
        autoComplete="address-line2"
      />
      <TextField
        id="city"
        name="city"
        label="City"
        value={value.city}
        onChange={set('city')}
        error={errorOf('city')}
        autoComplete="address-level2"
      />
      <TextField
        id="postalCode"
        name="postalCode"
        label="Postal code"
        value={value.postalCode}
        onChange={set('postalCode')}
        error={errorOf('postalCode')}
        autoComplete="postal-code"
      />
      <SelectField
        id="country"
        label="Country"
        value={value.country}
        onChange={(country) => onChange({ ...value, country, state: '' })}
        error={errorOf('country')}
        placeholder="Choose a country"
        options={countries}
      />
      {states.length > 0 && (
        <SelectField
          id="state"
          label="State"
          value={value.state ?? ''}
          onChange={(state) => onChange({ ...value, state })}
          error={errorOf('state')}
          placeholder="Choose a state"
          options={states}
        />
      )}
    </>
  );
}

function SelectField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  placeholder: string;
  options: { code: string; name: string }[];
}) {
  const { id, error } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
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
