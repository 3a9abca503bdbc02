import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { PRODUCT_TYPE } from '../../../shared/catalogue.js';
import { KIT_STATUS_LABELS, type KitStatus } from '../../../shared/kit-lifecycle.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { AnimalKitsService, type StrMarkers } from '../kits/animal-kits.service.js';
import { animals } from './animals.schema.js';

/** What another module may know about an animal named in a parentage test. */
export interface AnimalFacts {
  id: number;
  ownerId: number;
  species: 'canine' | 'feline';
  name: string;
  gender: 'male' | 'female';
  breedName: string | null;
  dateOfBirth: string | null;
  microchip: string | null;
  registrationName: string | null;
  registrationNumber: string | null;
}

/** The state of an animal's DNA profile: the newest published one, else the newest kit that will make one. */
export interface ProfileState {
  published: { markers: StrMarkers; barcode: string; publishedAt: string | null } | null;
  ordered: { barcode: string; status: KitStatus; statusLabel: string } | null;
}

/** Kits that end without a profile: their replacement kit (if any) carries the profile test on. */
const DEAD_ENDS: KitStatus[] = ['sample_failed', 'resample_requested'];

/**
 * Read side of animals' DNA profiles for other modules (parentage, the microchip checker): which of an account's
 * animals can take part in a parentage test, the published STR profile of an animal, and animals found by
 * microchip. Only the lab's published profiles count: a kit's profile is published when its results are. The
 * kits, their profiles and their states are kits' (AnimalKitsService); the animals are this module's.
 */
@Injectable()
export class DnaProfilesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly catalogue: CatalogueLookupService,
    private readonly kits: AnimalKitsService,
  ) {}

  /** Catalogue tests that produce a DNA profile (profiles and parentage tests). */
  async profileTestIds(): Promise<number[]> {
    return (await this.catalogue.testsOf({ typeId: PRODUCT_TYPE.dnaProfile })).map((t) => t.id);
  }

  /**
   * The owner's animals (not archived) with a published DNA profile or a live kit that includes one,
   * by name; `search` matches name, microchip or registration.
   */
  async candidates(
    ownerId: number,
    filter: { page: number; size: number; search?: string; gender?: 'male' | 'female'; species?: 'canine' | 'feline' },
  ): Promise<{ rows: AnimalFacts[]; count: number }> {
    const profileTests = await this.profileTestIds();
    const conditions: SQL[] = [
      eq(animals.ownerId, ownerId),
      isNull(animals.archivedAt),
      this.kits.profileOrKitForOne(animals.id, profileTests),
    ];
    if (filter.gender) conditions.push(eq(animals.gender, filter.gender));
    if (filter.species) conditions.push(eq(animals.species, filter.species));
    const text = filter.search?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          ilike(animals.name, like),
          ilike(animals.microchip, like),
          ilike(animals.registrationName, like),
          ilike(animals.registrationNumber, like),
        ) as SQL,
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(animals)
        .where(where)
        .orderBy(animals.name, animals.id)
        .limit(filter.size)
        .offset((filter.page - 1) * filter.size),
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(animals)
        .where(where),
    ]);
    return { rows: rows.map(factsOf), count: total?.n ?? 0 };
  }

  async animals(ids: number[]): Promise<AnimalFacts[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(animals).where(inArray(animals.id, ids));
    return rows.map(factsOf);
  }

  /**
   * Animals carrying this chip, of any account (the microchip parent checker searches them all), oldest first;
   * at most `limit`. The caller decides what of another owner to show.
   */
  async carryingMicrochip(chip: string, limit: number): Promise<AnimalFacts[]> {
    const rows = await this.db.select().from(animals).where(eq(animals.microchip, chip)).orderBy(animals.id).limit(limit);
    return rows.map(factsOf);
  }

  /** Profile state per animal id; an animal with neither a profile nor a kit for one is absent. */
  async profileStates(animalIds: number[]): Promise<Map<number, ProfileState>> {
    const out = new Map<number, ProfileState>();
    if (animalIds.length === 0) return out;
    const profileTests = new Set(await this.profileTestIds());
    const rows = await this.kits.kitsWithProfiles(animalIds);
    for (const { kit, markers } of rows) {
      if (kit.animalId === null) continue;
      const state = out.get(kit.animalId) ?? { published: null, ordered: null };
      if (!state.published && kit.status === 'results_ready' && markers) {
        state.published = { markers, barcode: kit.barcode, publishedAt: kit.resultsAt?.toISOString() ?? null };
      }
      const makesProfile = kit.testIds.some((id) => profileTests.has(id));
      if (!state.ordered && makesProfile && kit.status !== 'results_ready' && !DEAD_ENDS.includes(kit.status)) {
        state.ordered = { barcode: kit.barcode, status: kit.status, statusLabel: KIT_STATUS_LABELS[kit.status] };
      }
      if (state.published || state.ordered) out.set(kit.animalId, state);
    }
    return out;
  }

  /**
   * Animals carrying this chip that have a published DNA profile, of any account (as the microchip
   * parent checker searches), newest profile first. The caller decides what of another owner to show.
   */
  async profiledByMicrochip(chip: string, species: 'canine' | 'feline'): Promise<AnimalFacts[]> {
    const published = this.kits.publishedProfileKits();
    const rows = await this.db
      .selectDistinct({ animal: animals, kitId: published.kitId })
      .from(animals)
      .innerJoin(published, eq(published.animalId, animals.id))
      .where(and(eq(animals.microchip, chip), eq(animals.species, species)))
      .orderBy(desc(published.kitId))
      .limit(20);
    const seen = new Set<number>();
    const out: AnimalFacts[] = [];
    for (const { animal } of rows) {
      if (seen.has(animal.id)) continue;
      seen.add(animal.id);
      out.push(factsOf(animal));
    }
    return out;
  }
}

function factsOf(row: typeof animals.$inferSelect): AnimalFacts {
  return {
    id: row.id,
    ownerId: row.ownerId,
    species: row.species,
    name: row.name,
    gender: row.gender,
    breedName: row.breedName,
    dateOfBirth: row.dateOfBirth,
    microchip: row.microchip,
    registrationName: row.registrationName,
    registrationNumber: row.registrationNumber,
  };
}
