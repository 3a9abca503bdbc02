import { describe, expect, it } from '@jest/globals';
import { luhnValid, testCardBehaviour } from './test-card.rules.js';

describe('testCardBehaviour', () => {
  it('follows Stripe’s test cards', () => {
    expect(testCardBehaviour('4242 4242 4242 4242')).toBe('succeeds');
    expect(testCardBehaviour('4000000000000002')).toBe('declined');
    expect(testCardBehaviour('4000-0025-0000-3155')).toBe('requires_authentication');
  });

  it('lets any other valid number pay and refuses mistyped ones', () => {
    expect(testCardBehaviour('5555555555554444')).toBe('succeeds');
    expect(testCardBehaviour('4242424242424241')).toBe('incorrect_number');
    expect(testCardBehaviour('4242')).toBe('incorrect_number');
    expect(testCardBehaviour('abcd efgh ijkl mnop')).toBe('incorrect_number');
  });
});

describe('luhnValid', () => {
  it('checks the card number checksum', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});
