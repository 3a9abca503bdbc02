import { AUTH_MSG } from '../../../shared/validation-messages.js';
import { COMMON_PASSWORDS_TEXT } from './data/common-passwords.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

const COMMON = new Set(COMMON_PASSWORDS_TEXT.split('\n'));

/**
 * NIST 800-63B style: length, and not a well-known password. Common words padded to the minimum
 * length with digits or symbols ("password123!", "qwertyuiop1") count as common too.
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MSG.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MSG.passwordMax;
  if (isCommonPassword(password)) return AUTH_MSG.passwordCommon;
  return undefined;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = lower.replace(/[\d\W_]+$/, '').replace(/^[\d\W_]+/, '');
  if (core.length >= 3 && COMMON.has(core)) return true;
  // One character repeated, or a single short word repeated ("abcabcabcabc").
  return /^(.{1,4})\1+$/.test(lower);
}
