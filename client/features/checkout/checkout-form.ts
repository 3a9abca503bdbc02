import { isStateRequired } from '../../../shared/address.js';
import type { PublicConfig } from '../../../shared/public-config.js';
import { MSG } from '../../../shared/validation-messages.js';
import { humanMessage, LOOKS_LIKE_EMAIL } from '../../lib/field-errors.js';

/** The buyer's contact and address as the details step edits them (billing and shipping alike). */
export interface CheckoutPerson {
  firstName: string;
  lastName: string;
  address: string;
  address2?: string;
  city: string;
  postalCode: string;
  state?: string;
  country: string;
  email: string;
  phone?: string;
}

export const EMPTY_PERSON: CheckoutPerson = {
  firstName: '',
  lastName: '',
  address: '',
  address2: '',
  city: '',
  postalCode: '',
  state: '',
  country: '',
  email: '',
  phone: '',
};

const REQUIRED: (keyof CheckoutPerson)[] = ['firstName', 'lastName', 'address', 'city', 'postalCode', 'country', 'email'];

/** What the details step says before the buyer may go on (the server checks the same again). */
export function personErrors(person: CheckoutPerson): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of REQUIRED) if (!String(person[field] ?? '').trim()) found[field] = MSG.required;
  if (person.email && !LOOKS_LIKE_EMAIL.test(person.email)) found.email = humanMessage(MSG.emailInvalid);
  if (isStateRequired(person.country) && !person.state) found.state = MSG.required;
  return found;
}

export type PaymentMethod = 'C' | 'P' | 'EFT';
export type PaymentChoice = readonly [code: PaymentMethod, label: string, hint: string];

const METHODS: readonly PaymentChoice[] = [
  ['C', 'Card', 'Visa, Mastercard, American Express'],
  ['P', 'PayPal', 'Pay with your PayPal account'],
  ['EFT', 'Bank transfer', 'Pay within 14 days; we post your kits when the transfer arrives'],
];
const TEST_MODE_NOTE = ' (test mode — no real money)';

/** The payment methods offered: a provider the shop does not offer is not shown; one in test mode says so (0030). */
export function paymentChoices(payments: Pick<PublicConfig['payments'], 'card' | 'wallet'>): PaymentChoice[] {
  return METHODS.filter(([code]) =>
    code === 'C' ? payments.card !== 'off' : code === 'P' ? payments.wallet !== 'off' : true,
  ).map(([code, label, hint]) => {
    const test = (code === 'C' && payments.card === 'test') || (code === 'P' && payments.wallet === 'test');
    return [code, label, test ? `${hint}${TEST_MODE_NOTE}` : hint] as const;
  });
}
