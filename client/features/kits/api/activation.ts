import type { BreedList } from '../../../../shared/types/catalogue.js';
import { api, apiGet } from '../../../lib/api.js';

/** The kit activation's calls (spec §7 POST /api/activate/…), one function per step. */

export interface BarcodeEntry {
  barcode: string;
  confirmBarcode: string;
  secondBarcode?: string;
  confirmSecondBarcode?: string;
}

export interface PetEntry {
  petName: string;
  gender: string;
  species: string;
  breed?: number;
  dobDay?: number;
  dobMonth?: number;
  dobYear?: number;
  chipNumber?: string;
  registrationName?: string;
  registrationNumber?: string;
}

export interface PersonEntry {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  acceptTerms: boolean;
}

export interface ActivationRequest {
  barcodes: BarcodeEntry;
  pet: PetEntry;
  person: PersonEntry;
  type?: number;
  productIds?: number[];
  sampleCollector?: { type: string; name: string; clinic?: string };
}

export const checkBarcodes = (barcodes: BarcodeEntry, type?: number) =>
  api('POST', '/api/activate/barcode', { barcodes, ...(type !== undefined ? { type } : {}) });
export const saveAboutMyPet = (pet: PetEntry) => api('POST', '/api/activate/about-my-pet', pet);
export const saveAboutMe = (person: PersonEntry) => api('POST', '/api/activate/about-me', person);
export const activateKit = (request: ActivationRequest) =>
  api<{ animalId: number; barcodes: string[] }>('POST', '/api/activate', request);

/** GET /api/breed with the kit's barcodes: the breeds its tests are made for (docs/decisions/0504). */
export function findBreeds(species: string, name: string, barcodes: string) {
  const query = new URLSearchParams({ species, name });
  if (barcodes) query.set('barcodes', barcodes);
  return apiGet<BreedList>(`/api/breed?${query.toString()}`);
}
