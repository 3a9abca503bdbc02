import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../components/form/SelectField.js';
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
        name="country"
        onChange={(e) => onChange({ ...value, country: e.target.value, state: '' })}
        error={errorOf('country')}
        placeholder="Choose a country"
        options={countries}
      />
      {states.length > 0 && (
        <SelectField
          id="state"
          label="State"
          value={value.state ?? ''}
          name="state"
          onChange={(e) => onChange({ ...value, state: e.target.value })}
          error={errorOf('state')}
          placeholder="Choose a state"
          options={states}
        />
      )}
    </>
  );
}
