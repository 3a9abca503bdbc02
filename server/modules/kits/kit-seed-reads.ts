import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { kits, results } from './kits.schema.js';

/**
 * The kits module's answers to the other modules' demo seeds, which never read its tables themselves
 * (docs/decisions/0059). They run once, at the first start, inside the seeding transaction.
 */

/** The first `count` demo kits taken for an animal (a show's samples). */
export async function demoActivatedKits(executor: DbExecutor, count: number) {
  return executor.select({ id: kits.id }).from(kits).where(isNotNull(kits.animalId)).orderBy(asc(kits.id)).limit(count);
}

/** The first `count` kits taken for one of these animals, in the order they were made (witnessed samples). */
export async function demoKitsOfAnimals(executor: DbExecutor, animalIds: readonly number[], count: number) {
  if (animalIds.length === 0) return [];
  return executor
    .select({ barcode: kits.barcode, animalId: kits.animalId })
    .from(kits)
    .where(inArray(kits.animalId, [...animalIds]))
    .orderBy(asc(kits.id))
    .limit(count);
}

/** Which of these animals have a kit with a published result, by id (what a member shares with a club). */
export async function demoAnimalsWithPublishedResults(executor: DbExecutor, animalIds: readonly number[]): Promise<number[]> {
  if (animalIds.length === 0) return [];
  const rows = await executor
    .selectDistinct({ animalId: kits.animalId })
    .from(kits)
    .innerJoin(results, eq(results.kitId, kits.id))
    .where(and(inArray(kits.animalId, [...animalIds]), eq(results.status, 'published')))
    .orderBy(asc(kits.animalId));
  return rows.flatMap((row) => (row.animalId === null ? [] : [row.animalId]));
}
