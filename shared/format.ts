import { type CurrencyCode, STOREFRONTS, type StorefrontCode } from './storefronts.js';

/** A sum of money: integer minor units and its ISO 4217 currency, always together. */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

/** Minor units per major unit; every storefront currency has two decimals. */
export const MINOR_UNITS = 100;

/** The one rounding rule for money: half away from zero, to a whole minor unit. */
export function roundMinor(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Building an Intl.NumberFormat costs far more than using one: a catalogue page formats hundreds of prices. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(money: Money, storefront: StorefrontCode): string {
  const key = `${storefront}:${money.currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(STOREFRONTS[storefront].locale, { style: 'currency', currency: money.currency });
    moneyFormats.set(key, format);
  }
  return format.format(money.amount / MINOR_UNITS);
}

/** MM/dd/y in the US, dd/MM/y everywhere else (spec §5). */
export function formatDate(date: Date | string, storefront: StorefrontCode): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const day = String(d.getUTCDate()).padStart(2, '0');
  const month = String(d.getUTCMonth() + 1).padStart(2, '0');
  const year = d.getUTCFullYear();
  return storefront === 'US' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * The storefront's date with the time of day in UTC, marked as such: a page rendered on the server must
 * read the same in the browser, whose time zone the server does not know.
 */
export function formatDateTime(date: Date | string, storefront: StorefrontCode): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(d, storefront)} ${time} UTC`;
}
