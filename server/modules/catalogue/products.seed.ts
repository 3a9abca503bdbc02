import { ALL_BREEDS_ID } from '../../../shared/catalogue.js';
import type { DbExecutor } from '../../db/database.js';
import { productBreeds, productPrices, products } from './catalogue.schema.js';
import { derivedColumns, FIRST_BACK_OFFICE_PRODUCT_ID, searchTextOf } from './product-editing.js';

const DAY_MS = 86_400_000;

/** A product the back office made and later retired, so that its Retired filter shows what retiring keeps. */
export async function seedDemoProducts(tx: DbExecutor): Promise<void> {
  const now = Date.now();
  const fields = {
    name: 'Canine Copper Storage Screen (first edition)',
    kind: 'd',
    categoryId: 1,
    gene: 'COMMD1',
  };
  await tx.insert(products).values({
    id: FIRST_BACK_OFFICE_PRODUCT_ID,
    ...fields,
    ...derivedColumns(fields),
    species: 'canine',
    inheritance: 'AR',
    description: 'The first edition of the copper storage screen, replaced by the breed-specific Copper Toxicosis test.',
    sampleType: 'Cheek swab',
    turnaround: '10–15 business days',
    searchText: searchTextOf(fields, []),
    isListed: false,
    createdAt: new Date(now - 400 * DAY_MS),
    retiredAt: new Date(now - 30 * DAY_MS),
    updatedAt: new Date(now - 30 * DAY_MS),
  });
  await tx.insert(productBreeds).values({ productId: FIRST_BACK_OFFICE_PRODUCT_ID, breedId: ALL_BREEDS_ID.canine });
  await tx.insert(productPrices).values([
    { productId: FIRST_BACK_OFFICE_PRODUCT_ID, currency: 'GBP', amount: 4900 },
    { productId: FIRST_BACK_OFFICE_PRODUCT_ID, currency: 'USD', amount: 5900 },
  ]);
}
