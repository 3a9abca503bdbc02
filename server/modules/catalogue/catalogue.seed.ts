import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.js';
import { buildCatalogueData } from './catalogue.data.js';
import { breeds, productBreeds, productBundleItems, productPrices, products } from './catalogue.schema.js';

const CHUNK = 500;

/** `excluded.<column>` for every column but the key, so a re-run updates rows in place. */
function updateAllBut(table: PgTable, key: string): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => name !== key)
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

/**
 * The catalogue is reference data: every database gets it, and a new REFERENCE_DATA_VERSION upserts it.
 * Products are never deleted (orders point at them); breed links and bundle contents are replaced.
 */
export async function seedCatalogue(db: DbExecutor): Promise<void> {
  const data = buildCatalogueData();
  for (let i = 0; i < data.breeds.length; i += CHUNK) {
    await db
      .insert(breeds)
      .values(data.breeds.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target: breeds.id, set: updateAllBut(breeds, 'id') });
  }
  for (let i = 0; i < data.products.length; i += CHUNK) {
    await db
      .insert(products)
      .values(data.products.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target: products.id, set: updateAllBut(products, 'id') });
  }
  for (let i = 0; i < data.prices.length; i += CHUNK) {
    await db
      .insert(productPrices)
      .values(data.prices.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.currency],
        set: { amount: sql`excluded.amount`, saleAmount: sql`excluded.sale_amount`, memberAmount: sql`excluded.member_amount` },
      });
  }
  await db.delete(productBreeds);
  for (let i = 0; i < data.productBreeds.length; i += CHUNK) {
    await db.insert(productBreeds).values(data.productBreeds.slice(i, i + CHUNK));
  }
  await db.delete(productBundleItems);
  for (let i = 0; i < data.bundleItems.length; i += CHUNK) {
    await db.insert(productBundleItems).values(data.bundleItems.slice(i, i + CHUNK));
  }
}
