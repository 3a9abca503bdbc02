import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.js';
import { buildCatalogueData } from './catalogue.data.js';
import { breeds, productBreeds, productBundleItems, productPrices, products } from './catalogue.schema.js';

const CHUNK = 500;

/**
 * `excluded.<column>` for every column but the key and `kept` (what the back office owns: a retired product
 * stays retired), so a re-run updates rows in place.
 */
function updateAllBut(table: PgTable, key: string, ...kept: string[]): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => name !== key && !kept.includes(name))
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
      .onConflictDoUpdate({ target: products.id, set: updateAllBut(products, 'id', 'retiredAt', 'updatedAt') });
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

/** A product as the demo orders of other modules need it, with its price in one currency. */
export interface DemoProduct {
  id: number;
  name: string;
  kind: string;
  typeId: number;
  categoryId: number;
  kitCount: number | null;
  amount: number;
}

/**
 * The catalogue's answers to the other modules' demo seeds, which never read its tables themselves: the
 * products with these ids that have a price in `currency` (a product without one is absent).
 */
export async function demoProducts(executor: DbExecutor, ids: readonly number[], currency: string): Promise<DemoProduct[]> {
  return executor
    .select({
      id: products.id,
      name: products.name,
      kind: products.kind,
      typeId: products.typeId,
      categoryId: products.categoryId,
      kitCount: products.kitCount,
      amount: productPrices.amount,
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(inArray(products.id, [...ids]));
}

/** The tests with these names, with what a result row copies from them. */
export async function demoTests(executor: DbExecutor, names: readonly string[]) {
  return executor
    .select({ id: products.id, name: products.name, gene: products.gene, inheritance: products.inheritance })
    .from(products)
    .where(inArray(products.name, [...names]));
}

/** The breeds with these names. */
export async function demoBreeds(executor: DbExecutor, names: readonly string[]) {
  return executor
    .select({ id: breeds.id, name: breeds.name })
    .from(breeds)
    .where(inArray(breeds.name, [...names]));
}
