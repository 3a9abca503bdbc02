import type { DbExecutor } from '../../db/database.js';
import { animalShares, animals, collectedAnimals } from './animals.schema.js';

export interface AnimalSpec {
  ownerId: number;
  species: 'canine' | 'feline';
  name: string;
  gender: 'male' | 'female';
  dateOfBirth?: string | null;
  breedId?: number | null;
  breedName?: string | null;
  microchip?: string | null;
  registrationName?: string | null;
  registrationNumber?: string | null;
}

/**
 * The animals module's inserts for the demo seeds and the test factories (test/factories/animals.ts builds on
 * them; docs/decisions/0059): one implementation of what an animal row holds, inside the module that owns it.
 */

/** An animal on its owner's account. */
export async function insertAnimal(tx: DbExecutor, spec: AnimalSpec): Promise<{ id: number }> {
  const [animal] = await tx
    .insert(animals)
    .values({
      ...spec,
      dateOfBirth: spec.dateOfBirth ?? null,
      breedId: spec.breedId ?? null,
      breedName: spec.breedName ?? null,
      microchip: spec.microchip ?? null,
      registrationName: spec.registrationName ?? null,
      registrationNumber: spec.registrationNumber ?? null,
    })
    .returning({ id: animals.id });
  if (!animal) throw new Error('The animal insert returned nothing');
  return animal;
}

/** Read-only access to an animal for another account, as its owner grants it from the animal's page. */
export async function shareAnimal(tx: DbExecutor, animalId: number, userId: number): Promise<void> {
  await tx.insert(animalShares).values({ animalId, userId });
}

export interface CollectedAnimalSpec {
  agentId: number;
  name: string;
  species: string;
  microchip: string | null;
  barcode: string | null;
  ownerName: string | null;
  collectedOn: string;
}

/** An animal whose sample a collection agent witnessed, in the agent's register. */
export async function insertCollectedAnimal(tx: DbExecutor, spec: CollectedAnimalSpec): Promise<void> {
  await tx.insert(collectedAnimals).values(spec);
}
