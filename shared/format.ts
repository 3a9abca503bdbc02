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

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date on a lab document (report, certificate, fact sheet): day, short English month and year, "14 Mar
 * 2022", which reads the same in every storefront (docs/decisions/1011).
 */
export function formatLabDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return `${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
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

/** How the storefront writes a date, for a form field's hint: MM/DD/YYYY in the US, DD/MM/YYYY elsewhere. */
export const datePattern = (storefront: StorefrontCode): string => (storefront === 'US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY');

export type DateEntry =
  | { ok: true; day: number; month: number; year: number }
  | { ok: false; reason: 'format' | 'impossible' | 'future' };

/**
 * A date typed in the storefront's format (`/`, `.` or `-` between the parts), checked against the
 * calendar and `today`: 31/02/2022 does not exist, a birth date cannot be tomorrow.
 */
export function parseStorefrontDate(text: string, storefront: StorefrontCode, today: Date): DateEntry {
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!parts) return { ok: false, reason: 'format' };
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const [day, month] = storefront === 'US' ? [second, first] : [first, second];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) {
    return { ok: false, reason: 'impossible' };
  }
  const endOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() > endOfToday) return { ok: false, reason: 'future' };
  return { ok: true, day, month, year };
}
