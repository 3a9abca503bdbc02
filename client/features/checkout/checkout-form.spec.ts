import { describe, expect, it } from '@jest/globals';
import { MSG } from '../../../shared/validation-messages.js';
import { EMPTY_PERSON, paymentChoices, personErrors } from './checkout-form.js';

const complete = {
  ...EMPTY_PERSON,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  email: 'ada@example.com',
};

describe('the details step', () => {
  it('lets a complete address through, and names every missing required field', () => {
    expect(personErrors(complete)).toEqual({});
    expect(Object.keys(personErrors(EMPTY_PERSON)).sort()).toEqual(
      ['address', 'city', 'country', 'email', 'firstName', 'lastName', 'postalCode'].sort(),
    );
  });

  it('asks for a state in the countries whose addresses need one, and only there', () => {
    expect(personErrors({ ...complete, country: 'US' })).toEqual({ state: MSG.required });
    expect(personErrors({ ...complete, country: 'US', state: 'NY' })).toEqual({});
    expect(personErrors({ ...complete, country: 'FR' })).toEqual({});
  });

  it('refuses an e-mail address without a domain', () => {
    expect(Object.keys(personErrors({ ...complete, email: 'ada@' }))).toEqual(['email']);
  });
});

describe('the payment step', () => {
  it('hides a provider the shop does not offer and marks one in test mode', () => {
    const choices = paymentChoices({ card: 'test', wallet: 'off' });
    expect(choices.map(([code]) => code)).toEqual(['C', 'EFT']);
    expect(choices[0]?.[2]).toContain('test mode — no real money');
    expect(paymentChoices({ card: 'stripe', wallet: 'paypal' }).every(([, , hint]) => !hint.includes('test mode'))).toBe(true);
  });
});
