import { MINOR_UNITS, type Money } from '../../../shared/format.js';
import type { CurrencyCode } from '../../../shared/storefronts.js';

/** PayPal writes amounts as decimal strings ("12.50"); we hold integer minor units. */
export function toDecimalString(amount: number): string {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Not an amount in minor units: ${amount}`);
  const major = Math.floor(amount / MINOR_UNITS);
  const minor = amount % MINOR_UNITS;
  return `${major}.${String(minor).padStart(2, '0')}`;
}

export function fromDecimalString(value: string, currency: string): Money {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new RangeError(`Not a decimal amount: ${value}`);
  const minor = (match[2] ?? '0').padEnd(2, '0');
  return { amount: Number(match[1]) * MINOR_UNITS + Number(minor), currency: currency.toUpperCase() as CurrencyCode };
}
