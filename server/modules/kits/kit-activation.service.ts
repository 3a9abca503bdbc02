import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, sql } from 'drizzle-orm';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { kitCredits, kits } from './kits.schema.js';
import type { KitRow } from './kits.service.js';

/** What activation records on a kit besides its state: the animal, who activated it and who took the sample. */
export type KitActivation = Pick<KitRow, 'animalId' | 'contact'> & Partial<Pick<KitRow, 'testIds' | 'collector'>>;

/**
 * What activation asks of kits (docs/decisions/0055): an account's multi-pack credits and waiting kits, a
 * credit spent and a kit given its animal, on kits' own tables. The state move itself is KitsService.move.
 */
@Injectable()
export class KitActivationService {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The account's credits left, per category, by category. */
  async credits(userId: number): Promise<Array<{ categoryId: number; credits: number }>> {
    return this.db
      .select({ categoryId: kitCredits.categoryId, credits: kitCredits.credits })
      .from(kitCredits)
      .where(and(eq(kitCredits.userId, userId), gt(kitCredits.credits, 0)))
      .orderBy(kitCredits.categoryId);
  }

  /** The account's kits allocated and not yet activated, oldest first. */
  async waitingKits(userId: number): Promise<KitRow[]> {
    return this.db
      .select()
      .from(kits)
      .where(and(eq(kits.ownerId, userId), eq(kits.status, 'allocated')))
      .orderBy(kits.id);
  }

  /** Whether the account has a credit of this category to redeem. */
  async hasCredit(executor: DbExecutor, userId: number, categoryId: number): Promise<boolean> {
    const [row] = await executor
      .select({ credits: kitCredits.credits })
      .from(kitCredits)
      .where(and(eq(kitCredits.userId, userId), eq(kitCredits.categoryId, categoryId)));
    return Boolean(row && row.credits >= 1);
  }

  /** Spends one credit of the category in one statement; false when there was none left. */
  async spendCredit(tx: DbExecutor, userId: number, categoryId: number): Promise<boolean> {
    const [spent] = await tx
      .update(kitCredits)
      .set({ credits: sql`${kitCredits.credits} - 1`, updatedAt: new Date() })
      .where(and(eq(kitCredits.userId, userId), eq(kitCredits.categoryId, categoryId), gt(kitCredits.credits, 0)))
      .returning({ credits: kitCredits.credits });
    return Boolean(spent);
  }

  /** Gives the kit its animal and the activation's details, in the activation's transaction. */
  async attach(tx: DbExecutor, kitId: number, activation: KitActivation): Promise<void> {
    await tx.update(kits).set(activation).where(eq(kits.id, kitId));
  }
}
