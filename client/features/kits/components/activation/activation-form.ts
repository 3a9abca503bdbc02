import { datePattern, parseStorefrontDate } from '../../../../../shared/format.js';
import type { StorefrontCode } from '../../../../../shared/storefronts.js';
import { KIT_MSG, MSG } from '../../../../../shared/validation-messages.js';
import type { BarcodeEntry, PersonEntry, PetEntry } from '../../api/activation.js';

/** The activation form's values as typed, by field name, across its steps. */
export type Fields = Record<string, string>;

export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'address', 'city', 'postalCode', 'country', 'acceptTerms'];

/** The barcode step's mistakes the page can see: a missing barcode, a confirmation that differs. */
export function barcodeSlips(v: Fields): Fields {
  const slips: Fields = {};
  if (!v.barcode) slips.barcode = MSG.required;
  if (!v.confirmBarcode) slips.confirmBarcode = MSG.required;
  else if (v.barcode && v.confirmBarcode !== v.barcode) slips.confirmBarcode = MSG.barcodeConfirmMismatch;
  if (v.secondBarcode && v.confirmSecondBarcode !== v.secondBarcode) slips.confirmSecondBarcode = MSG.barcodeConfirmMismatch;
  return slips;
}

/**
 * The pet step's mistakes the page can see: a breed typed but not chosen from the list (never silently
 * "not given"), and a date of birth that is not a date in the storefront's format, does not exist or is
 * still to come.
 */
export function petSlips(v: Fields, storefront: StorefrontCode, today: Date): Fields {
  const slips: Fields = {};
  if (!v.petName) slips.petName = MSG.required;
  if (!v.gender) slips.gender = MSG.required;
  if (v.breedName && !v.breed) slips.breed = KIT_MSG.breedUnknown;
  if (v.dob) {
    const date = parseStorefrontDate(v.dob, storefront, today);
    if (!date.ok) {
      slips.dob =
        date.reason === 'format'
          ? KIT_MSG.dobFormat(datePattern(storefront))
          : date.reason === 'future'
            ? KIT_MSG.dobFuture
            : KIT_MSG.dobInvalid;
    }
  }
  return slips;
}

const int = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export const barcodesOf = (v: Fields): BarcodeEntry => ({
  barcode: v.barcode ?? '',
  confirmBarcode: v.confirmBarcode ?? '',
  ...(v.secondBarcode ? { secondBarcode: v.secondBarcode, confirmSecondBarcode: v.confirmSecondBarcode ?? '' } : {}),
});

/** The pet as the API takes it: the date of birth split into its parts (spec §3 dobDay, dobMonth, dobYear). */
export function petOf(v: Fields, storefront: StorefrontCode, today: Date): PetEntry {
  const dob = v.dob ? parseStorefrontDate(v.dob, storefront, today) : undefined;
  return {
    petName: v.petName ?? '',
    gender: v.gender ?? '',
    species: v.species ?? 'canine',
    ...(int(v.breed) !== undefined ? { breed: int(v.breed) } : {}),
    ...(dob?.ok ? { dobDay: dob.day, dobMonth: dob.month, dobYear: dob.year } : {}),
    ...(v.chipNumber ? { chipNumber: v.chipNumber } : {}),
    ...(v.registrationName ? { registrationName: v.registrationName } : {}),
    ...(v.registrationNumber ? { registrationNumber: v.registrationNumber } : {}),
  };
}

export const personOf = (v: Fields): PersonEntry => ({
  firstName: v.firstName ?? '',
  lastName: v.lastName ?? '',
  address: v.address ?? '',
  country: v.country ?? '',
  city: v.city ?? '',
  postalCode: v.postalCode ?? '',
  email: v.email ?? '',
  acceptTerms: v.acceptTerms === 'on',
});

/** A server error's key as the field it belongs to: `pet.dobYear` is the one date field, `barcodes.barcode` its input. */
export function fieldOfKey(key: string): string {
  const last = key.split('.').pop() ?? key;
  return last === 'dobDay' || last === 'dobMonth' || last === 'dobYear' ? 'dob' : last;
}
