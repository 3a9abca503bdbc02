import type { FelineColour, FelineGenotypes, KittenColour } from '../genetics/feline-colour.js';
import type { PairingOdds } from '../genetics/pairing.js';

/** A parent of a planned pairing: another account's animal shows no id and nothing of its owner. */
export interface PairingParent {
  name: string;
  species: 'canine' | 'feline';
  gender: 'male' | 'female';
  breed: string | null;
  yours: boolean;
  animalId: number | null;
}

/** POST /api/my/breeding-strategy/pairing: the odds, with the parents when they were chosen as animals. */
export interface PairingAnswer extends PairingOdds {
  dam: PairingParent | null;
  sire: PairingParent | null;
}

/** GET /api/my/breeding-strategy/animals: the caller's animals a pairing can be planned for. */
export interface BreedingAnimal {
  id: number;
  name: string;
  species: 'canine' | 'feline';
  gender: 'male' | 'female';
  breed: string | null;
  publishedTests: number;
}

/** POST /api/my/feline-colour with a dam and a sire. */
export interface KittenColoursAnswer {
  dam: FelineColour;
  sire: FelineColour;
  kittens: KittenColour[];
  note: string;
}

export type FelineColourAnswer = FelineColour | KittenColoursAnswer;

/** GET /api/my/feline-colour/cats: the caller's cats with the colour loci the lab has published. */
export interface ColourCat {
  id: number;
  name: string;
  gender: 'male' | 'female';
  breed: string | null;
  loci: Partial<FelineGenotypes>;
}
