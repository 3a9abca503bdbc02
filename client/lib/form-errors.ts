import { ApiError } from './api.js';
import { toastError } from './toast.js';

/**
 * A failed form call: every message is a toast (spec §5: 428 errors as 'field: message', else the
 * message or the spec's fallback text), and 428 field errors are also returned to show beside their fields.
 */
export function reportFormError(error: unknown, fallback: string): Record<string, string> {
  toastError(error, fallback);
  return error instanceof ApiError && error.status === 428 && error.body.errors ? error.body.errors : {};
}
