import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SQL, sql } from 'drizzle-orm';
import { CatalogueService, type CatalogueVisitor } from '../../server/modules/catalogue/catalogue.service.js';
import type { ListProductsDto } from '../../server/modules/catalogue/dto/list-products.dto.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let catalogue: CatalogueService;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = t.app.get(CatalogueService);
  // As autovacuum would on a live database: the planner needs statistics to weigh the indexes.
  await t.db.execute(sql`ANALYZE`);
});
afterAll(async () => {
  await t.close();
});

const guest: CatalogueVisitor = { storefront: 'US', currency: 'USD', userType: 'guest', signedIn: false };

/**
 * The plan with sequential scans priced out: the catalogue is small enough that the planner would scan
 * it anyway, so this shows that an index serves every predicate (a missing index still yields a Seq Scan).
 */
async function plan(query: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const listPlan = (query: ListProductsDto) => plan(catalogue.listQuery(guest, query).select);

describe('catalogue queries use indexes', () => {
  it('lists a category of a species through the species/category index', async () => {
    const text = await listPlan({ species: 'canine', category_ids: '1,6,3', isDetails: 'true' });
    expect(text).not.toMatch(/Seq Scan on products/);
    expect(text).toMatch(/products_(species_category|category)_idx|products_pkey/);
    expect(text).not.toMatch(/Seq Scan on product_prices/);
  });

  it('filters by breed through the product_breeds key', async () => {
    const text = await listPlan({ species: 'canine', breeds: '206', category_ids: '1' });
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(/product_breeds/);
  });

  it('finds breeds by name through the trigram index on lower(name)', async () => {
    const text = await plan(sql`SELECT id FROM breeds b WHERE b.species = 'canine' AND lower(b.name) LIKE '%lab%'`);
    expect(text).toMatch(/breeds_(name_trgm|species_name)_idx/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});
