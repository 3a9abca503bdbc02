import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api.js';
import { errorLines } from './toast.js';

describe('errorLines', () => {
  it('shows each 428 field error as "field: message"', () => {
    const error = new ApiError(428, { errors: { email: 'email must be a valid email', name: 'This field is required' } });
    expect(errorLines(error, 'Failed')).toEqual(['email: email must be a valid email', 'name: This field is required']);
  });
  it('shows the message of other API errors, or the fallback', () => {
    expect(errorLines(new ApiError(409, { message: 'User already exists. Please login' }), 'Failed')).toEqual([
      'User already exists. Please login',
    ]);
    expect(errorLines(new TypeError('fetch failed'), 'Network error')).toEqual(['Network error']);
  });
});
