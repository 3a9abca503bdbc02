export const MAX_MAIL_ATTEMPTS = 8;

/** Exponential back-off after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 2 h. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempt - 1), 2 * 60 * 60);
}
