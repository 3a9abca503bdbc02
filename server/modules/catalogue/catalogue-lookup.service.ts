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

  async breed(id: number, executor: DbExecutor = this.db): Promise<BreedFacts | undefined> {
    const [row] = await rowsOf<{ id: number; name: string; species: string }>(
      executor,
      sql`SELECT id, name, species FROM breeds WHERE id = ${id}`,
    );
    return row ? { id: Number(row.id), name: row.name, species: row.species } : undefined;
  }
}
