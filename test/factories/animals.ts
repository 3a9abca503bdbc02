import type { DbExecutor } from '../../server/db/database.js';
import { type AnimalSpec, insertAnimal as insertAnimalRow } from '../../server/modules/animals/animals.inserts.js';

export { shareAnimal } from '../../server/modules/animals/animals.inserts.js';

/**
 * An animal on its owner's account, through the animals module's own insert (the demo seed's too,
 * docs/decisions/0059); a test names only what it checks: the animal is a female dog called Biscuit unless told.
 */
export function insertAnimal(db: DbExecutor, spec: Pick<AnimalSpec, 'ownerId'> & Partial<AnimalSpec>) {
  return insertAnimalRow(db, { species: 'canine', name: 'Biscuit', gender: 'female', ...spec });
}
