import type { DbExecutor } from '../../db/database.js';
import { coupons } from './cart.schema.js';

const DAY_MS = 86_400_000;

/** Demo coupons for the back office's list: active, scoped to a storefront, expired and disabled. */
export async function seedDemoCoupons(tx: DbExecutor): Promise<void> {
  const now = Date.now();
  await tx
    .insert(coupons)
    .values([
      { code: 'DEMO-WELCOME10', kind: 'percent', value: 10, perUserLimit: 1, totalLimit: 1000 },
      {
        code: 'DEMO-GB5',
        kind: 'fixed',
        value: 500,
        currency: 'GBP',
        minSpend: 4000,
        storefronts: ['GB'],
        startsAt: new Date(now - 10 * DAY_MS),
        expiresAt: new Date(now + 60 * DAY_MS),
      },
      { code: 'DEMO-AUTUMN', kind: 'percent', value: 15, expiresAt: new Date(now - 5 * DAY_MS), categoryIds: [1] },
      { code: 'DEMO-RETIRED', kind: 'percent', value: 20, disabledAt: new Date(now - 2 * DAY_MS) },
    ])
    .onConflictDoNothing({ target: coupons.code });
}
