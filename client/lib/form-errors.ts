import { ApiError } from './api.js';
import { humanFieldErrors } from './field-errors.js';
import { toastError } from './toast.js';

/**
 * A failed form call: 428 field errors are returned, worded for people, to show under their fields (focus
 * then moves to the first one and a toast says only what no field shows); any other failure is a toast
 * with its message or the spec's fallback text.
 */
export function reportFormError(error: unknown, fallback: string): Record<string, string> {
  toastError(error, fallback);
  return error instanceof ApiError && error.status === 428 && error.body.errors ? humanFieldErrors(error.body.errors) : {};
}
