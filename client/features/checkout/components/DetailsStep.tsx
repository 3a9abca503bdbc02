import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../../components/form/TextField.js';
import type { CheckoutPerson } from '../checkout-form.js';

/** Checkout's first step: contact details, then the address fields the page gives (the geo feature's). */
export function DetailsStep({
  person,
  onChange,
  errors,
  addressFields,
  onContinue,
}: {
  person: CheckoutPerson;
  onChange: (update: (person: CheckoutPerson) => CheckoutPerson) => void;
  errors: Record<string, string>;
  addressFields: ReactNode;
  onContinue: (event: FormEvent) => void;
}) {
  const set = (field: keyof CheckoutPerson) => (e: { target: { value: string } }) =>
    onChange((p) => ({ ...p, [field]: e.target.value }));
  return (
    <form onSubmit={onContinue} noValidate className="form-grid">
      <TextField
        id="firstName"
        name="firstName"
        label="First name"
        value={person.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
        autoComplete="given-name"
      />
      <TextField
        id="lastName"
        name="lastName"
        label="Last name"
        value={person.lastName}
        onChange={set('lastName')}
        error={errors.lastName}
        autoComplete="family-name"
      />
      <TextField
        id="email"
        name="email"
        type="email"
        label="Email"
        value={person.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
      />
      <TextField
        id="phone"
        name="phone"
        label="Phone (optional)"
        value={person.phone ?? ''}
        onChange={set('phone')}
        autoComplete="tel"
      />
      {addressFields}
      <button type="submit" className="button button--primary">
        Continue
      </button>
    </form>
  );
}
