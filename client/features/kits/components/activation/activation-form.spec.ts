import { describe, expect, it } from '@jest/globals';
import { KIT_MSG } from '../../../../../shared/validation-messages.js';
import { fieldOfKey, petOf, petSlips } from './activation-form.js';

const today = new Date('2026-11-26T12:00:00Z');
const pet = { petName: 'Rex', gender: 'male', species: 'canine' };

describe('the activation’s pet step', () => {
  it('refuses a breed typed but not chosen, instead of sending no breed', () => {
    expect(petSlips({ ...pet, breedName: 'Labrador', breed: '' }, 'GB', today)).toEqual({ breed: KIT_MSG.breedUnknown });
    expect(petSlips({ ...pet, breedName: 'Labrador Retriever', breed: '206' }, 'GB', today)).toEqual({});
    expect(petSlips({ ...pet, breedName: '', breed: '' }, 'GB', today)).toEqual({});
  });

  it('reads the one date field in the storefront’s format and says what is wrong with it', () => {
    expect(petOf({ ...pet, dob: '14/03/2022' }, 'GB', today)).toMatchObject({ dobDay: 14, dobMonth: 3, dobYear: 2022 });
    expect(petOf({ ...pet, dob: '03/14/2022' }, 'US', today)).toMatchObject({ dobDay: 14, dobMonth: 3, dobYear: 2022 });
    expect(petSlips({ ...pet, dob: '2022-03-14' }, 'GB', today)).toEqual({ dob: 'Enter the date as DD/MM/YYYY' });
    expect(petSlips({ ...pet, dob: '14/03/2022' }, 'US', today)).toEqual({ dob: KIT_MSG.dobInvalid });
    expect(petSlips({ ...pet, dob: '01/01/2027' }, 'GB', today)).toEqual({ dob: KIT_MSG.dobFuture });
  });

  it('puts the server’s date part errors under the date field', () => {
    expect(fieldOfKey('pet.dobYear')).toBe('dob');
    expect(fieldOfKey('barcodes.confirmBarcode')).toBe('confirmBarcode');
  });
});
