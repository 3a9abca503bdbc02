import type { KitStatus } from '../../../shared/kit-lifecycle.js';
import type { DbExecutor } from '../../db/database.js';
import { kitEvents, kits } from './kits.schema.js';

/**
 * The kits module's inserts for the demo seed and the test factories (test/factories/kits.ts builds on them;
 * docs/decisions/0059): one implementation of a kit row and its lifecycle events, inside the module that owns them.
 */

/** The way a kit goes, allocation to results. */
export const KIT_PATH: KitStatus[] = ['allocated', 'activated', 'sample_received', 'in_testing', 'results_ready'];

export interface KitSpec {
  barcode: string;
  ownerId: number;
  testIds: number[];
  /** How far along the path the kit is; one event row per step. */
  status: KitStatus;
  animalId?: number | null;
  orderReference: string;
  /** When step `i` of the path happened. */
  at: (step: number) => Date;
}

/** A kit at `status`, with the lifecycle events that took it there and the dates each step sets. */
export async function insertKit(tx: DbExecutor, spec: KitSpec) {
  const steps = KIT_PATH.slice(0, KIT_PATH.indexOf(spec.status) + 1);
  const [row] = await tx
    .insert(kits)
    .values({
      barcode: spec.barcode,
      status: spec.status,
      ownerId: spec.ownerId,
      animalId: spec.animalId ?? null,
      testIds: spec.testIds,
      orderReference: spec.orderReference,
      activatedAt: steps.includes('activated') ? spec.at(1) : null,
      receivedAt: steps.includes('sample_received') ? spec.at(2) : null,
      resultsAt: steps.includes('results_ready') ? spec.at(4) : null,
      createdAt: spec.at(0),
      updatedAt: spec.at(steps.length - 1),
    })
    .returning();
  if (!row) throw new Error('The kit insert returned nothing');
  for (const [i, step] of steps.entries()) {
    await tx.insert(kitEvents).values({ kitId: row.id, fromStatus: steps[i - 1] ?? null, toStatus: step, createdAt: spec.at(i) });
  }
  return row;
}
