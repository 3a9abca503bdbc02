import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { animals } from './animals.schema.js';

/**
 * The animals module's answer to the other modules' demo seeds, which never read its tables themselves: the
 * demo animals with these microchips (only the owner's, when one is named), by name.
 */
export async function demoAnimals(executor: DbExecutor, microchips: readonly string[], ownerId?: number) {
  return executor
    .select({
      id: animals.id,
      name: animals.name,
      species: animals.species,
      breedName: animals.breedName,
      gender: animals.gender,
      microchip: animals.microchip,
      dateOfBirth: animals.dateOfBirth,
      registrationName: animals.registrationName,
      registrationNumber: animals.registrationNumber,
    })
    .from(animals)
    .where(and(inArray(animals.microchip, [...microchips]), ownerId === undefined ? undefined : eq(animals.ownerId, ownerId)))
    .orderBy(asc(animals.name));
}

/** The animals on one account, archived ones too, in the order they were added. */
export async function demoAnimalsOwnedBy(executor: DbExecutor, ownerId: number) {
  return executor
    .select({
      id: animals.id,
      name: animals.name,
      species: animals.species,
      microchip: animals.microchip,
      archivedAt: animals.archivedAt,
    })
    .from(animals)
    .where(eq(animals.ownerId, ownerId))
    .orderBy(asc(animals.id));
}
