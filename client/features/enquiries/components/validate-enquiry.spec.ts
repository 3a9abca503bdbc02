import { describe, expect, it } from '@jest/globals';
import { validateEnquiry } from './validate-enquiry.js';

describe('validateEnquiry', () => {
  it('accepts a complete message', () => {
    expect(validateEnquiry({ name: 'Ann', email: 'ann@example.com', message: 'Hello' })).toEqual({});
  });
  it('requires name, email and message with the spec texts', () => {
    expect(validateEnquiry({ name: ' ', email: '', message: '' })).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      message: 'This field is required',
    });
  });
  it('checks the email format and length', () => {
    expect(validateEnquiry({ name: 'A', email: 'ann@', message: 'x' }).email).toBe('email must be a valid email');
    expect(validateEnquiry({ name: 'A', email: `${'a'.repeat(115)}@ex.com`, message: 'x' }).email).toBe(
      'This field have maximum 120 characters',
    );
  });
});
