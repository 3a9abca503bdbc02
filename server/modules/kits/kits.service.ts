import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { formatDate } from '../../../shared/format.js';
import {
  addBusinessDays,
  KIT_STATUS_LABELS,
  type KitStatus,
  refuseMove,
  TURNAROUND_BUSINESS_DAYS,
} from '../../../shared/kit-lifecycle.js';
import type { SampleCollector } from '../../../shared/sample-collector.js';
import { DEFAULT_STOREFRONT, isStorefrontCode } from '../../../shared/storefronts.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db, DbExecutor } from '../../db/database.js';
import {
  type AnimalDetails,
  type AnimalSummary,
  type AnimalView,
  animalName,
  animalsToJoin,
  animalsWithMicrochipToJoin,
  ownAnimal,
  ownAnimalsDetails,
  ownAnimalsToJoin,
  sharedWith,
} from '../animals/animal-reads.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../auth/users.service.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { MailService } from '../mail/mail.service.js';
import { KIT_MAILS } from '../mail/templates/kit-mails.js';
import { mayOrderUpgrade, newBarcode, normaliseBarcode } from './kits.rules.js';
import { kitCredits, kitEvents, kits, results } from './kits.schema.js';

export type KitRow = typeof kits.$inferSelect;

/** An animal as another module may see it: no owner details, samples or results (the animals module's summary). */
export type AnimalFacts = AnimalSummary;

/** A published result of an animal: the newest one per test when a test was run on more than one sample. */
export interface PublishedResult {
  testId: number;
  testName: string;
  gene: string | null;
  /** Catalogue inheritance code: AR, ARIP, AD, ADIP, CD, XR, XD, MULTI. */
  inheritance: string | null;
  /** Catalogue kind: `d` disease, `t` trait (colour, coat, size). */
  kind: string | null;
  genotype: string;
}

/** One of the caller's animals as its owner's own records show it, with every published result. */
export interface OwnAnimalRecord extends Omit<AnimalDetails, 'ownerId'> {
  results: Array<PublishedResult & { publishedAt: string; barcode: string }>;
}

/** A kit as a show booking lists it (docs/decisions/0972). */
export interface KitSummary {
  id: number;
  barcode: string;
  status: KitStatus;
  statusLabel: string;
  animalName: string | null;
  breed: string | null;
}

export interface AllocateKits {
  /** The customer the kits are posted to. */
  ownerId: number;
  /** The catalogue tests each kit is run for. */
  testIds: number[];
  quantity: number;
  /** The paid order (or the lab's batch name) the kits belong to. */
  orderReference?: string | null;
  /** Who allocated: the lab technician, or undefined for the orders module after payment. */
  actorId?: number;
  /**
   * False when the caller e-mails the customer about the whole batch itself (a clinic's dispatched
   * supplies order lists every barcode in one e-mail instead of one e-mail per kit).
   */
  notifyOwner?: boolean;
  /** Who will collect the samples, as the buyer chose at checkout (docs/decisions/0970). */
  collector?: SampleCollector | null;
}

/** The columns of an animals view (docs/decisions/0057) that make an AnimalFacts. */
function factsOf(animal: AnimalView) {
  const { id, ownerId, name, species, gender, breed } = animal;
  return { id, ownerId, name, species, gender, breed };
}

/**
 * The kit and sample lifecycle (docs/decisions/0500). This is the seam the orders module calls when an
 * order is paid (`allocate`), and what the lab's admin screens use to move samples along. Every move is
 * checked against the state machine, written to the history and e-mailed to the owner in one transaction.
 */
@Injectable()
export class KitsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly catalogue: CatalogueLookupService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The cart's check of an upgrade line (docs/decisions/0634): the kit's barcode as the lab writes it when
   * this buyer may order more tests for its sample, else null.
   */
  async upgradableBarcode(
    buyer: { id: number; userType: string },
    barcode: string,
    executor: DbExecutor = this.db,
  ): Promise<string | null> {
    const animal = animalsToJoin();
    const [kit] = await executor
      .select({
        barcode: kits.barcode,
        kitOwnerId: kits.ownerId,
        animalOwnerId: animal.ownerId,
        sharedWithBuyer: sharedWith(kits.animalId, buyer.id),
      })
      .from(kits)
      .leftJoin(animal, eq(animal.id, kits.animalId))
      .where(eq(kits.barcode, normaliseBarcode(barcode)));
    return kit && mayOrderUpgrade({ ...kit, sharedWithBuyer: Boolean(kit.sharedWithBuyer) }, buyer) ? kit.barcode : null;
  }

  async allocate(input: AllocateKits, executor?: DbExecutor): Promise<KitRow[]> {
    const run = async (tx: DbExecutor) => {
      const owner = await this.users.findById(input.ownerId, tx);
      if (!owner) throw new FieldErrors({ email: 'No account has this email address' });
      const tests = await this.catalogue.tests(input.testIds, tx);
      if (tests.length !== new Set(input.testIds).size) throw new FieldErrors({ testIds: 'Choose tests from the catalogue' });
      const created: KitRow[] = [];
      for (let i = 0; i < input.quantity; i++) {
        const [draft] = await tx
          .insert(kits)
          .values({
            barcode: `NEW-${randomBytes(8).toString('hex')}`,
            ownerId: owner.id,
            testIds: [...new Set(input.testIds)],
            orderReference: input.orderReference ?? null,
            collector: input.collector ?? null,
          })
          .returning({ id: kits.id });
        if (!draft) throw new Error('Kit insert returned nothing');
        const [kit] = await tx
          .update(kits)
          .set({ barcode: newBarcode(draft.id) })
          .where(eq(kits.id, draft.id))
          .returning();
        if (!kit) throw new Error('Kit update returned nothing');
        if (input.notifyOwner === false) {
          await tx
            .insert(kitEvents)
            .values({ kitId: kit.id, fromStatus: null, toStatus: 'allocated', actorId: input.actorId ?? null });
        } else {
          await this.record(tx, kit, null, 'allocated', input.actorId);
        }
        created.push(kit);
      }
      return created;
    };
    return executor ? run(executor) : this.db.transaction(run);
  }

  /** Multi-pack credits (the orders module calls this for a paid multi-pack). */
  async addCredits(userId: number, categoryId: number, credits: number, executor: DbExecutor = this.db): Promise<void> {
    const [existing] = await executor
      .select()
      .from(kitCredits)
      .where(and(eq(kitCredits.userId, userId), eq(kitCredits.categoryId, categoryId)));
    if (existing) {
      await executor
        .update(kitCredits)
        .set({ credits: existing.credits + credits, updatedAt: new Date() })
        .where(and(eq(kitCredits.userId, userId), eq(kitCredits.categoryId, categoryId)));
    } else {
      await executor.insert(kitCredits).values({ userId, categoryId, credits });
    }
  }

  /**
   * Multi-pack transfer (spec §7 POST /api/my/transfer-multipack): the giver's balance only drops if it
   * covers the quantity (a conditional update), and the recipient's rises in the same transaction.
   */
  async transferCredits(fromUserId: number, toEmail: string, categoryId: number, quantity: number): Promise<{ credits: number }> {
    return this.db.transaction(async (tx) => {
      const recipient = await this.users.findByEmail(toEmail.trim().toLowerCase(), tx);
      if (!recipient) throw new FieldErrors({ email: 'User not found' });
      if (recipient.id === fromUserId) throw new FieldErrors({ email: 'Enter the email of another account' });
      const [left] = await tx
        .update(kitCredits)
        .set({ credits: sql`${kitCredits.credits} - ${quantity}`, updatedAt: new Date() })
        .where(and(eq(kitCredits.userId, fromUserId), eq(kitCredits.categoryId, categoryId), gte(kitCredits.credits, quantity)))
        .returning({ credits: kitCredits.credits });
      if (!left) throw new FieldErrors({ quantity: 'You do not have that many test kits of this kind' });
      await tx
        .insert(kitCredits)
        .values({ userId: recipient.id, categoryId, credits: quantity })
        .onConflictDoUpdate({
          target: [kitCredits.userId, kitCredits.categoryId],
          set: { credits: sql`${kitCredits.credits} + ${quantity}`, updatedAt: new Date() },
        });
      return { credits: left.credits };
    });
  }

  async byBarcode(barcode: string, executor: DbExecutor = this.db): Promise<KitRow | undefined> {
    const [kit] = await executor
      .select()
      .from(kits)
      .where(eq(kits.barcode, normaliseBarcode(barcode)));
    return kit;
  }

  async byBarcodes(barcodes: string[], executor: DbExecutor = this.db): Promise<KitRow[]> {
    if (barcodes.length === 0) return [];
    return executor
      .select()
      .from(kits)
      .where(inArray(kits.barcode, barcodes.map(normaliseBarcode)));
  }

  /** Kits as another module may list them: barcode, status and the animal's name and breed, nothing personal. */
  async kitSummaries(kitIds: number[], executor: DbExecutor = this.db): Promise<KitSummary[]> {
    if (kitIds.length === 0) return [];
    const animal = animalsToJoin();
    const rows = await executor
      .select({ id: kits.id, barcode: kits.barcode, status: kits.status, animalName: animal.name, breed: animal.breed })
      .from(kits)
      .leftJoin(animal, eq(animal.id, kits.animalId))
      .where(inArray(kits.id, kitIds))
      .orderBy(kits.barcode);
    return rows.map((r) => ({ ...r, statusLabel: KIT_STATUS_LABELS[r.status] }));
  }

  /**
   * Moves a kit to a new status, or refuses with the state machine's reason (409). Receiving a sample
   * stamps the receipt date; a failed sample is followed at once by a free replacement kit.
   */
  async move(tx: DbExecutor, kit: KitRow, to: KitStatus, actorId?: number, note?: string): Promise<KitRow> {
    const reason = refuseMove(kit.status, to);
    if (reason) throw AppError.conflict(reason);
    const now = new Date();
    const stamps: Partial<typeof kits.$inferInsert> = {};
    if (to === 'activated') stamps.activatedAt = now;
    if (to === 'sample_received') stamps.receivedAt = now;
    if (to === 'results_ready') stamps.resultsAt = now;
    const [updated] = await tx
      .update(kits)
      .set({ status: to, updatedAt: now, ...stamps })
      .where(and(eq(kits.id, kit.id), eq(kits.status, kit.status)))
      .returning();
    if (!updated) throw AppError.conflict('The kit was changed by someone else; reload and try again');
    await this.record(tx, updated, kit.status, to, actorId, note);
    if (to === 'sample_failed') {
      const resample = await this.move(tx, updated, 'resample_requested', actorId, 'Free replacement kit sent');
      const [replacement] = await this.allocate(
        {
          ownerId: kit.ownerId,
          testIds: kit.testIds,
          quantity: 1,
          orderReference: kit.orderReference,
          actorId,
        },
        tx,
      );
      if (replacement) {
        await tx.update(kits).set({ replacesKitId: kit.id, animalId: kit.animalId }).where(eq(kits.id, replacement.id));
      }
      return resample;
    }
    return updated;
  }

  /** Lab reception: scanned barcodes move to "sample received"; each answers its own outcome. */
  async receive(barcodes: string[], actorId: number): Promise<Array<{ barcode: string; ok: boolean; message: string }>> {
    const out: Array<{ barcode: string; ok: boolean; message: string }> = [];
    for (const raw of barcodes) {
      const barcode = normaliseBarcode(raw);
      try {
        await this.db.transaction(async (tx) => {
          const kit = await this.byBarcode(barcode, tx);
          if (!kit) throw AppError.notFound('No kit has this barcode');
          const moved = await this.move(tx, kit, 'sample_received', actorId);
          await this.auditLabMove(tx, actorId, 'receive', kit, moved);
        });
        out.push({ barcode, ok: true, message: KIT_STATUS_LABELS.sample_received });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        out.push({ barcode, ok: false, message: error.message });
      }
    }
    return out;
  }

  async moveByBarcode(barcode: string, to: KitStatus, actorId: number, note?: string): Promise<KitRow> {
    return this.db.transaction(async (tx) => {
      const kit = await this.byBarcode(barcode, tx);
      if (!kit) throw AppError.notFound('No kit has this barcode');
      const moved = await this.move(tx, kit, to, actorId, note);
      await this.auditLabMove(tx, actorId, 'move', kit, moved, note);
      return moved;
    });
  }

  /** The audit row of a move the lab made by hand, in the move's transaction (the kit's history keeps every move). */
  async auditLabMove(tx: DbExecutor, actorId: number, action: string, before: KitRow, after: KitRow, note?: string) {
    await this.audit.record(tx, {
      actorId,
      entity: 'kit',
      entityId: before.barcode,
      action,
      subjectUserId: before.ownerId,
      before: { barcode: before.barcode, status: before.status },
      after: { barcode: after.barcode, status: after.status, ...(note ? { note } : {}) },
    });
  }

  async history(kitId: number) {
    return this.db.select().from(kitEvents).where(eq(kitEvents.kitId, kitId)).orderBy(kitEvents.id);
  }

  expectedCompletion(kit: KitRow): Date | null {
    return kit.receivedAt ? addBusinessDays(kit.receivedAt, TURNAROUND_BUSINESS_DAYS) : null;
  }

  /** The caller's own animal (not archived), or undefined: another account's id reads as not found. */
  async ownAnimal(ownerId: number, animalId: number): Promise<AnimalFacts | undefined> {
    return ownAnimal(this.db, ownerId, animalId);
  }

  /** The caller's animals that have at least one published result, with how many tests are published. */
  async ownAnimalsWithResults(ownerId: number): Promise<Array<AnimalFacts & { publishedTests: number }>> {
    const animal = ownAnimalsToJoin(ownerId);
    const facts = factsOf(animal);
    const rows = await this.db
      .select({ ...facts, publishedTests: sql<number>`count(distinct ${results.testId})::int` })
      .from(animal)
      .innerJoin(kits, eq(kits.animalId, animal.id))
      .innerJoin(results, and(eq(results.kitId, kits.id), eq(results.status, 'published')))
      .groupBy(...Object.values(facts))
      .orderBy(animal.name, animal.id);
    return rows.map((r) => ({ ...r, publishedTests: Number(r.publishedTests) }));
  }

  /**
   * Animals of any account carrying this microchip that have published results, as the microchip
   * parent checker finds them (docs/decisions/0510): the caller decides what of them to show.
   */
  async animalsWithResultsByMicrochip(chip: string): Promise<AnimalFacts[]> {
    const animal = animalsWithMicrochipToJoin(chip);
    return this.db
      .selectDistinct(factsOf(animal))
      .from(animal)
      .innerJoin(kits, eq(kits.animalId, animal.id))
      .innerJoin(results, and(eq(results.kitId, kits.id), eq(results.status, 'published')))
      .orderBy(animal.id)
      .limit(20);
  }

  /** Published results of these animals, the newest per test, keyed by animal id. */
  async publishedResults(animalIds: number[]): Promise<Map<number, PublishedResult[]>> {
    const out = new Map<number, PublishedResult[]>(animalIds.map((id) => [id, []]));
    if (animalIds.length === 0) return out;
    const rows = await this.db
      .select({
        animalId: kits.animalId,
        testId: results.testId,
        testName: results.testName,
        gene: results.gene,
        inheritance: results.inheritance,
        genotype: results.genotype,
      })
      .from(results)
      .innerJoin(kits, eq(kits.id, results.kitId))
      .where(and(inArray(kits.animalId, animalIds), eq(results.status, 'published')))
      .orderBy(desc(results.publishedAt), desc(results.id));
    const kinds = new Map((await this.catalogue.tests([...new Set(rows.map((r) => r.testId))])).map((t) => [t.id, t.kind]));
    for (const row of rows) {
      const list = row.animalId === null ? undefined : out.get(row.animalId);
      if (!list || list.some((r) => r.testId === row.testId)) continue;
      list.push({
        testId: row.testId,
        testName: row.testName,
        gene: row.gene,
        inheritance: row.inheritance,
        kind: kinds.get(row.testId) ?? null,
        genotype: row.genotype,
      });
    }
    return out;
  }

  /**
   * The owner's animals (not archived), by name, each with its published results (every sample's, newest
   * first): what the owner's own exports and forms print. Another account's animals never appear.
   */
  async ownAnimalRecords(ownerId: number, animalIds?: number[]): Promise<OwnAnimalRecord[]> {
    const rows = await ownAnimalsDetails(this.db, ownerId, animalIds);
    const ids = rows.map((r) => r.id);
    const found = ids.length
      ? await this.db
          .select({
            animalId: kits.animalId,
            barcode: kits.barcode,
            testId: results.testId,
            testName: results.testName,
            gene: results.gene,
            inheritance: results.inheritance,
            genotype: results.genotype,
            publishedAt: results.publishedAt,
          })
          .from(results)
          .innerJoin(kits, eq(kits.id, results.kitId))
          .where(and(inArray(kits.animalId, ids), eq(results.status, 'published')))
          .orderBy(desc(results.publishedAt), results.testName, results.id)
      : [];
    const kinds = new Map((await this.catalogue.tests([...new Set(found.map((r) => r.testId))])).map((t) => [t.id, t.kind]));
    return rows.map(({ ownerId: _owner, ...animal }) => ({
      ...animal,
      results: found
        .filter((r) => r.animalId === animal.id)
        .map((r) => ({
          testId: r.testId,
          testName: r.testName,
          gene: r.gene,
          inheritance: r.inheritance,
          kind: kinds.get(r.testId) ?? null,
          genotype: r.genotype,
          publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
          barcode: r.barcode,
        })),
    }));
  }

  private async record(tx: DbExecutor, kit: KitRow, from: KitStatus | null, to: KitStatus, actorId?: number, note?: string) {
    await tx
      .insert(kitEvents)
      .values({ kitId: kit.id, fromStatus: from, toStatus: to, actorId: actorId ?? null, note: note ?? null });
    const owner = await this.users.findById(kit.ownerId, tx);
    if (!owner) return;
    const expected = this.expectedCompletion(kit);
    const mail = KIT_MAILS[to](
      {
        barcode: kit.barcode,
        animalName: kit.animalId ? await animalName(tx, kit.animalId) : null,
        animalId: kit.animalId,
        ownerName: `${owner.firstName} ${owner.lastName}`,
        expected: expected
          ? formatDate(expected, isStorefrontCode(owner.countryCode) ? owner.countryCode : DEFAULT_STOREFRONT)
          : undefined,
      },
      this.config,
    );
    await this.mail.enqueue(tx, { to: owner.email, kind: `kit-${to.replace(/_/g, '-')}`, ...mail });
  }
}
