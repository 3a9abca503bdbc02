import type { DbExecutor } from '../../server/db/database.js';
import { animals } from '../../server/modules/kits/kits.schema.js';

export interface AnimalSpec {
  ownerId: number;
  species: 'canine' | 'feline';
  name: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  breedId: number | null;
  breedName: string;
  microchip: string;
  registrationName?: string | null;
  registrationNumber?: string | null;
}

/** An animal on its owner's account (docs/decisions/0007: shared by the demo seed and the tests). */
export async function insertAnimal(tx: DbExecutor, spec: AnimalSpec): Promise<{ id: number }> {
  const [animal] = await tx
    .insert(animals)
    .values({ ...spec, registrationName: spec.registrationName ?? null, registrationNumber: spec.registrationNumber ?? null })
    .returning({ id: animals.id });
  if (!animal) throw new Error('The animal insert returned nothing');
  return animal;
}
