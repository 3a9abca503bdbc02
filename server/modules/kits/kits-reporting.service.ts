import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { addBusinessDays, KIT_STATUS_LABELS, KIT_STATUSES, TURNAROUND_BUSINESS_DAYS } from '../../../shared/kit-lifecycle.js';
import type { CustomerAnimal, CustomerKit, Dashboard } from '../../../shared/types/back-office.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { animalsOfAccount, animalsToJoin } from '../animals/animal-reads.js';
import { kits } from './kits.schema.js';

/** Samples the lab holds and has not yet finished. */
const AT_THE_LAB = ['sample_received', 'in_testing'] as const;
/** Twenty business days never take fewer than this many calendar days, so older receipts are candidates. */
const SHORTEST_TURNAROUND_DAYS = Math.floor((TURNAROUND_BUSINESS_DAYS / 5) * 7) - 2;

/** What the back office reads about kits and animals: the dashboard's figures and one customer's. */
@Injectable()
export class KitsReportingService {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Every kit state with how many kits are in it, zeros included, in lifecycle order. */
  async countByStatus(): Promise<Dashboard['kitsByStatus']> {
    const rows = await this.db.select({ status: kits.status, n: sql<number>`count(*)::int` }).from(kits).groupBy(kits.status);
    const counts = new Map(rows.map((row) => [row.status, Number(row.n)]));
    return KIT_STATUSES.map((status) => ({ status, label: KIT_STATUS_LABELS[status], count: counts.get(status) ?? 0 }));
  }

  /** Samples at the lab whose expected completion date (received + turnaround) has passed. */
  async overdueSamples(now: Date): Promise<Dashboard['overdueSamples']> {
    const candidates = await this.db
      .select({ barcode: kits.barcode, status: kits.status, receivedAt: kits.receivedAt })
      .from(kits)
      .where(
        sql`${inArray(kits.status, [...AT_THE_LAB])} and ${lt(kits.receivedAt, new Date(now.getTime() - SHORTEST_TURNAROUND_DAYS * 86_400_000))}`,
      )
      .orderBy(asc(kits.receivedAt))
      .limit(500);
    return candidates.flatMap((kit) => {
      if (!kit.receivedAt) return [];
      const expected = addBusinessDays(kit.receivedAt, TURNAROUND_BUSINESS_DAYS);
      if (expected >= now) return [];
      return [
        {
          barcode: kit.barcode,
          status: kit.status,
          receivedAt: kit.receivedAt.toISOString(),
          expected: expected.toISOString().slice(0, 10),
        },
      ];
    });
  }

  async kitsOf(userId: number): Promise<CustomerKit[]> {
    const animal = animalsToJoin();
    const rows = await this.db
      .select({ barcode: kits.barcode, status: kits.status, animalName: animal.name, updatedAt: kits.updatedAt })
      .from(kits)
      .leftJoin(animal, eq(animal.id, kits.animalId))
      .where(eq(kits.ownerId, userId))
      .orderBy(desc(kits.updatedAt), desc(kits.id))
      .limit(200);
    return rows.map((row) => ({
      ...row,
      statusLabel: KIT_STATUS_LABELS[row.status],
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async animalsOf(userId: number): Promise<CustomerAnimal[]> {
    return animalsOfAccount(this.db, userId);
  }
}
