import { Inject, Injectable } from '@nestjs/common';
import { and, type Column, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { normaliseBarcode } from './kits.rules.js';
import { dnaProfiles, kits, reports, results } from './kits.schema.js';
import type { KitRow } from './kits.service.js';

export type StrMarkers = (typeof dnaProfiles.$inferSelect)['markers'];

/**
 * The kits of an animal as the animals and tools modules see them (docs/decisions/0055): kits, their published
 * results, DNA profiles and reports, read from kits' own tables only. Where a list of animals is filtered or
 * sorted by a kit, kits hands out the SQL piece (a condition or a subquery) that the animals query joins to, so
 * the list stays one statement and the kit tables stay known to kits alone.
 */
@Injectable()
export class AnimalKitsService {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The kits of these animals (barcode and state), oldest first. */
  async kitsOf(animalIds: number[]): Promise<Array<Pick<KitRow, 'animalId' | 'barcode' | 'status'>>> {
    if (animalIds.length === 0) return [];
    return this.db
      .select({ animalId: kits.animalId, barcode: kits.barcode, status: kits.status })
      .from(kits)
      .where(inArray(kits.animalId, animalIds))
      .orderBy(kits.id);
  }

  /** The animal's kit with this barcode (as typed: it is normalised here), if the kit is the animal's. */
  async kitOf(animalId: number, barcode: string): Promise<KitRow | undefined> {
    const [kit] = await this.db
      .select()
      .from(kits)
      .where(and(eq(kits.animalId, animalId), eq(kits.barcode, normaliseBarcode(barcode))));
    return kit;
  }

  /** A kit's published results, by test name. */
  async publishedResults(kitId: number) {
    return this.db
      .select()
      .from(results)
      .where(and(eq(results.kitId, kitId), eq(results.status, 'published')))
      .orderBy(results.testName);
  }

  /** A kit's DNA profile (allele sizes per marker), if the lab has one; whether it is published is the kit's state. */
  async dnaProfile(kitId: number): Promise<StrMarkers | undefined> {
    const [profile] = await this.db
      .select({ markers: dnaProfiles.markers })
      .from(dnaProfiles)
      .where(eq(dnaProfiles.kitId, kitId));
    return profile?.markers;
  }

  /** Whether the lab holds a DNA profile for the kit (without reading its markers). */
  async hasDnaProfile(kitId: number): Promise<boolean> {
    const [profile] = await this.db.select({ kitId: dnaProfiles.kitId }).from(dnaProfiles).where(eq(dnaProfiles.kitId, kitId));
    return Boolean(profile);
  }

  /** The reports issued for a kit, by kind. */
  async reportsOf(kitId: number) {
    return this.db.select().from(reports).where(eq(reports.kitId, kitId)).orderBy(reports.kind);
  }

  /** The animal's published results over all its finished kits, newest first, each with its kit's barcode. */
  async publishedResultsOfAnimal(animalId: number) {
    return this.db
      .select({ result: results, barcode: kits.barcode })
      .from(results)
      .innerJoin(kits, eq(kits.id, results.kitId))
      .where(and(eq(kits.animalId, animalId), eq(kits.status, 'results_ready'), eq(results.status, 'published')))
      .orderBy(desc(results.publishedAt));
  }

  /** The animal's newest kit with published results (its certificate is the animal's certificate). */
  async newestFinishedKit(animalId: number): Promise<{ id: number } | undefined> {
    const [kit] = await this.db
      .select({ id: kits.id })
      .from(kits)
      .where(and(eq(kits.animalId, animalId), eq(kits.status, 'results_ready')))
      .orderBy(desc(kits.resultsAt), desc(kits.id))
      .limit(1);
    return kit;
  }

  /** Every kit of these animals with its DNA profile if the lab holds one, newest kit first. */
  async kitsWithProfiles(animalIds: number[]): Promise<Array<{ kit: KitRow; markers: StrMarkers | null }>> {
    if (animalIds.length === 0) return [];
    return this.db
      .select({ kit: kits, markers: dnaProfiles.markers })
      .from(kits)
      .leftJoin(dnaProfiles, eq(dnaProfiles.kitId, kits.id))
      .where(inArray(kits.animalId, animalIds))
      .orderBy(desc(kits.id));
  }

  /** The published DNA profiles of these animals (results out and a profile row), newest first. */
  async publishedProfiles(animalIds: number[]) {
    if (animalIds.length === 0) return [];
    return this.db
      .select({ animalId: kits.animalId, publishedAt: kits.resultsAt, markers: dnaProfiles.markers })
      .from(kits)
      .innerJoin(dnaProfiles, eq(dnaProfiles.kitId, kits.id))
      .where(and(inArray(kits.animalId, animalIds), eq(kits.status, 'results_ready')))
      .orderBy(desc(kits.resultsAt));
  }

  /** The recipient of a transfer takes the animal's kits with it, in the transfer's transaction. */
  async handOver(tx: DbExecutor, animalId: number, ownerId: number): Promise<void> {
    await tx.update(kits).set({ ownerId }).where(eq(kits.animalId, animalId));
  }

  /**
   * For a list of animals: the ids of animals with a kit whose barcode matches `pattern` (an ILIKE pattern),
   * as a subquery to test an animal id against (`inArray(animals.id, …)`).
   */
  animalIdsWithBarcodeLike(pattern: string) {
    return this.db.select({ animalId: kits.animalId }).from(kits).where(ilike(kits.barcode, pattern));
  }

  /**
   * For a list of animals: true where the animal (its id column, `animalId`) has a published DNA profile, or a
   * live kit that will make one (a kit ordered with one of `profileTestIds` that has not ended without one).
   */
  profileOrKitForOne(animalId: Column, profileTestIds: readonly number[]): SQL {
    const testsArray = profileTestIds.length
      ? sql`ARRAY[${sql.join(
          profileTestIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[]`
      : sql`ARRAY[]::integer[]`;
    return sql`EXISTS (SELECT 1 FROM kits k WHERE k.animal_id = ${animalId} AND (
        (k.status = 'results_ready' AND EXISTS (SELECT 1 FROM dna_profiles p WHERE p.kit_id = k.id))
        OR (k.status NOT IN ('results_ready', 'sample_failed', 'resample_requested') AND k.test_ids && ${testsArray})))`;
  }

  /**
   * For a list of animals: the published DNA profiles as a subquery `(animal_id, id)` of the kit to join an animal to
   * (`innerJoin(sub, eq(sub.animalId, animals.id))`), one row per kit with results out and a profile row.
   */
  publishedProfileKits() {
    return this.db
      .select({ animalId: kits.animalId, kitId: kits.id })
      .from(kits)
      .innerJoin(dnaProfiles, eq(dnaProfiles.kitId, kits.id))
      .where(eq(kits.status, 'results_ready'))
      .as('published_profiles');
  }
}
