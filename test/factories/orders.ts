import type { DbExecutor } from '../../server/db/database.js';
import { insertOrder as insertOrderRow, type OrderSpec } from '../../server/modules/orders/orders.inserts.js';

export type { OrderSpec };

let counter = 0;

/**
 * An order as checkout leaves it, through the orders module's own insert (the demo seeds' too,
 * docs/decisions/0059); a test names only what it checks: a key no other order has and the history's
 * opening reason are made up unless told.
 */
export function insertOrder(
  db: DbExecutor,
  spec: Omit<OrderSpec, 'key' | 'reason'> & Partial<Pick<OrderSpec, 'key' | 'reason'>>,
) {
  counter += 1;
  return insertOrderRow(db, { key: `test-order-${counter}-${Date.now()}`, reason: 'Placed by a test', ...spec });
}
