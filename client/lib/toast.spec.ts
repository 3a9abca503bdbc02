import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api.js';
import { errorLines } from './toast.js';

describe('errorLines', () => {
  it('shows each 428 field error named by words, never by its key', () => {
    const error = new ApiError(428, {
      errors: {
        email: 'email must be a valid email',
        firstName: 'This field is required',
        acceptTerms: 'This field must be true',
      },
    });
    expect(errorLines(error, 'Failed')).toEqual([
      'Enter a valid email address',
      'First name is required',
      'Accept terms: Tick this box to go on',
    ]);
  });
  it('shows the message of other API errors, or the fallback', () => {
    expect(errorLines(new ApiError(409, { message: 'User already exists. Please login' }), 'Failed')).toEqual([
      'User already exists. Please login',
    ]);
    expect(errorLines(new TypeError('fetch failed'), 'Network error')).toEqual(['Network error']);
  });
});
