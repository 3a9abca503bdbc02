import type { DbExecutor } from '../../server/db/database.js';
import { insertKit as insertKitRow, type KitSpec } from '../../server/modules/kits/kits.inserts.js';

/**
 * A kit with the events that took it to its status, through the kits module's own insert (the demo seed's too,
 * docs/decisions/0059); a test's kits belong to no real order (reference `TEST`) unless told.
 */
export function insertKit(db: DbExecutor, spec: Omit<KitSpec, 'orderReference'> & Partial<Pick<KitSpec, 'orderReference'>>) {
  return insertKitRow(db, { orderReference: 'TEST', ...spec });
}
