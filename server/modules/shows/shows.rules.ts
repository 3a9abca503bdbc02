import type { ShowBookingStatus } from '../../../shared/types/shows.js';

export const SHOW_MSG = {
  dateInvalid: 'Enter the show date as YYYY-MM-DD',
  dateTooSoon: 'Book at least 14 days before the show',
  dateTooFar: 'Book at most two years ahead',
  expectedInvalid: 'Expect from 1 to 500 animals',
  max120: 'This field have maximum 120 characters',
  max30: 'This field have maximum 30 characters',
  max1000: 'This field have maximum 1000 characters',
  countryInvalid: 'Choose a country',
  barcodes: 'Enter from 1 to 500 kit barcodes',
  unknownBarcodes: 'No kit has these barcodes',
  otherShow: 'Already recorded at another show',
  notConfirmed: 'Samples are recorded only at a confirmed show',
  notSampledHere: 'No kit with this barcode is recorded at this show',
} as const;

/** The lab needs two weeks to post kits and send an agent; bookings beyond two years are mistakes. */
export const MIN_NOTICE_DAYS = 14;

/** Why a show date cannot be booked today, or undefined. Dates are calendar days (YYYY-MM-DD, UTC). */
export function refuseShowDate(showDate: string, today: Date): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(showDate);
  if (!match) return SHOW_MSG.dateInvalid;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== showDate) return SHOW_MSG.dateInvalid;
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Math.round((day.getTime() - start) / 86_400_000);
  if (days < MIN_NOTICE_DAYS) return SHOW_MSG.dateTooSoon;
  if (days > 731) return SHOW_MSG.dateTooFar;
  return undefined;
}

/** The moves a booking may make: the lab confirms a request; the booker cancels while it is a request. */
export function refuseShowMove(from: ShowBookingStatus, to: ShowBookingStatus): string | undefined {
  if (from === 'requested' && (to === 'confirmed' || to === 'cancelled')) return undefined;
  return `A ${from} booking cannot be ${to}`;
}
