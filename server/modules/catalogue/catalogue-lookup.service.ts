import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB } from '../../common/tokens.js';
import { type Db, type DbExecutor, rowsOf } from '../../db/database.js';

/** What another module may know about a test: enough to print it on a result and read its genotype. */
export interface TestFacts {
  id: number;
  name: string;
  typeId: number;
  kind: string;
  species: string | null;
  categoryId: number;
  gene: string | null;
  inheritance: string | null;
}

/** What a test's fact sheet says: the catalogue's own words about the test, and the breeds it is for. */
export interface FactSheetFacts {
  id: number;
  name: string;
  species: 'canine' | 'feline';
  kind: 'd' | 't';
  gene: string | null;
  inheritance: string | null;
  condition: string | null;
  description: string;
  /** Breed names, or empty when the test applies to every breed of its species. */
  breeds: string[];
}

export interface BreedFacts {
  id: number;
  name: string;
  species: string;
}

/** Read-only facts of the catalogue for the kits module (activation, results, reports). */
@Injectable()
export class CatalogueLookupService {
  constructor(@Inject(DB) private readonly db: Db) {}

  async tests(ids: number[], executor: DbExecutor = this.db): Promise<TestFacts[]> {
    if (ids.length === 0) return [];
    const rows = await rowsOf<{
      id: number;
      name: string;
      type_id: number;
      kind: string;
      species: string | null;
      category_id: number;
      gene: string | null;
      inheritance: string | null;
    }>(
      executor,
      sql`SELECT id, name, type_id, kind, species, category_id, gene, inheritance FROM products
          WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      typeId: Number(r.type_id),
      kind: r.kind,
      species: r.species,
      categoryId: Number(r.category_id),
      gene: r.gene,
      inheritance: r.inheritance,
    }));
  }

  /** Listed products of a type and/or category, for choosing tests when a multi-pack credit is redeemed. */
  async testsOf(filter: { typeId?: number; categoryId?: number; species?: string; typeIds?: number[] }): Promise<TestFacts[]> {
    const conditions = [sql`is_listed`];
    if (filter.species !== undefined) conditions.push(sql`species = ${filter.species}`);
    if (filter.typeIds?.length)
      conditions.push(
        sql`type_id IN (${sql.join(
          filter.typeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (filter.typeId !== undefined) conditions.push(sql`type_id = ${filter.typeId}`);
    if (filter.categoryId !== undefined) conditions.push(sql`category_id = ${filter.categoryId}`);
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`SELECT id FROM products WHERE ${sql.join(conditions, sql` AND `)} ORDER BY name LIMIT 400`,
    );
    const tests = await this.tests(rows.map((r) => Number(r.id)));
    return tests.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The single tests a breed is screened for (its product links), full breed profiles left out. */
  async breedTests(breedId: number): Promise<TestFacts[]> {
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`SELECT p.id FROM product_breeds pb JOIN products p ON p.id = pb.product_id
          WHERE pb.breed_id = ${breedId} AND p.is_listed AND p.kind <> 'fbp' AND p.type_id IN (1, 2)`,
    );
    const tests = await this.tests(rows.map((r) => Number(r.id)));
    return tests.sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * The disease and trait tests that have a fact sheet, by name, optionally matching `search` in the name,
   * gene, condition or breeds; `id` picks one.
   */
  async factSheets(filter: {
    search?: string;
    id?: number;
    page: number;
    size: number;
  }): Promise<{ rows: FactSheetFacts[]; count: number }> {
    const conditions = [sql`p.is_listed`, sql`p.kind IN ('d', 't')`];
    if (filter.id !== undefined) conditions.push(sql`p.id = ${filter.id}`);
    const words = (filter.search ?? '').trim().toLowerCase();
    if (words)
      conditions.push(sql`(p.search_text LIKE ${`%${words}%`} OR lower(coalesce(p.condition, '')) LIKE ${`%${words}%`})`);
    const where = sql.join(conditions, sql` AND `);
    const [counted] = await rowsOf<{ n: number }>(this.db, sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`);
    const rows = await rowsOf<{
      id: number;
      name: string;
      species: 'canine' | 'feline';
      kind: 'd' | 't';
      gene: string | null;
      inheritance: string | null;
      condition: string | null;
      description: string;
      breeds: string[] | null;
    }>(
      this.db,
      sql`SELECT p.id, p.name, p.species, p.kind, p.gene, p.inheritance, p.condition, p.description,
                 (SELECT array_agg(b.name ORDER BY b.name) FROM product_breeds pb JOIN breeds b ON b.id = pb.breed_id
                   WHERE pb.product_id = p.id AND b.id NOT IN (3, 4)) AS breeds
          FROM products p WHERE ${where}
          ORDER BY p.name, p.id LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`,
    );
    return {
      rows: rows.map((r) => ({ ...r, id: Number(r.id), breeds: r.breeds ?? [] })),
      count: Number(counted?.n ?? 0),
    };
  }

  async breed(id: number, executor: DbExecutor = this.db): Promise<BreedFacts | undefined> {
    const [row] = await rowsOf<{ id: number; name: string; species: string }>(
      executor,
      sql`SELECT id, name, species FROM breeds WHERE id = ${id}`,
    );
    return row ? { id: Number(row.id), name: row.name, species: row.species } : undefined;
  }
}
