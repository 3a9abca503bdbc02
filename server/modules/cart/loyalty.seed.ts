import type { DbExecutor } from '../../db/database.js';
import { loyaltyLedger } from './cart.schema.js';

/** Demo data: loyalty points earned by a demo order, written as checkout would write them. */
export async function seedLoyaltyPoints(
  tx: DbExecutor,
  entry: { userId: number; points: number; reason: string; orderId: number; createdAt: Date },
): Promise<void> {
  await tx.insert(loyaltyLedger).values(entry);
}
