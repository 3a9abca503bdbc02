import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { canonicalMarker, interpret, isStrMarker, normaliseGenotype, parseStrCall } from '../../../shared/genotype.js';
import {
  addBusinessDays,
  KIT_STATUS_LABELS,
  type KitStatus,
  TRACKER_STEPS,
  TURNAROUND_BUSINESS_DAYS,
} from '../../../shared/kit-lifecycle.js';
import type { AdminKit, ImportReview, ReportAuthentication, ReportRecord, SampleTracker } from '../../../shared/types/kits.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { animalsToJoin } from '../animals/animal-reads.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../auth/users.service.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { normaliseBarcode, normaliseCode, parseResultsCsv, verificationCode } from './kits.rules.js';
import { dnaProfiles, kitEvents, kits, reports, results } from './kits.schema.js';
import { KitsService } from './kits.service.js';
import { ReportAuthority } from './report-authority.service.js';
import { ReportsService } from './reports.service.js';

/** The lab's side: import results, review and publish them, issue reports; public tracker and verification. */
@Injectable()
export class LabService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly kits: KitsService,
    private readonly users: UsersService,
    private readonly catalogue: CatalogueLookupService,
    private readonly reports: ReportsService,
    private readonly authority: ReportAuthority,
    private readonly audit: AuditService,
  ) {}

  /** Allocate kits to a customer by e-mail, as the lab does for a batch or a replacement. */
  async allocate(
    actor: RequestUser | undefined,
    input: { email: string; testIds: number[]; quantity: number; orderReference?: string },
  ): Promise<{ barcodes: string[] }> {
    const admin = requireAdmin(actor);
    const owner = await this.users.findByEmail(input.email);
    if (!owner) throw new FieldErrors({ email: 'No account has this email address' });
    const created = await this.db.transaction(async (tx) => {
      const kits = await this.kits.allocate(
        {
          ownerId: owner.id,
          testIds: input.testIds,
          quantity: input.quantity,
          orderReference: input.orderReference,
          actorId: admin.id,
        },
        tx,
      );
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'kit-allocation',
        entityId: owner.id,
        action: 'allocate',
        subjectUserId: owner.id,
        before: null,
        after: { barcodes: kits.map((k) => k.barcode), testIds: input.testIds, orderReference: input.orderReference ?? null },
      });
      return kits;
    });
    return { barcodes: created.map((kit) => kit.barcode) };
  }

  async receive(actor: RequestUser | undefined, barcodes: string[]) {
    return { results: await this.kits.receive(barcodes, requireAdmin(actor).id) };
  }

  async move(actor: RequestUser | undefined, barcode: string, status: KitStatus, note?: string) {
    const kit = await this.kits.moveByBarcode(barcode, status, requireAdmin(actor).id, note);
    return { barcode: kit.barcode, status: kit.status };
  }

  async history(actor: RequestUser | undefined, barcode: string) {
    requireAdmin(actor);
    const kit = await this.kits.byBarcode(barcode);
    return { results: kit ? await this.kits.history(kit.id) : [] };
  }

  async listKits(
    actor: RequestUser | undefined,
    filter: { status?: KitStatus; barcode?: string },
  ): Promise<{ results: AdminKit[] }> {
    requireAdmin(actor);
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(kits.status, filter.status));
    if (filter.barcode) conditions.push(eq(kits.barcode, normaliseBarcode(filter.barcode)));
    const animal = animalsToJoin();
    const rows = await this.db
      .select({
        kit: kits,
        animalName: animal.name,
        drafts: sql<number>`(SELECT count(*) FROM results r WHERE r.kit_id = ${kits.id} AND r.status = 'draft')`.mapWith(Number),
      })
      .from(kits)
      .leftJoin(animal, eq(animal.id, kits.animalId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(kits.updatedAt), desc(kits.id))
      .limit(100);
    const tests = await this.catalogue.tests([...new Set(rows.flatMap((r) => r.kit.testIds))]);
    const names = new Map(tests.map((t) => [t.id, t.name]));
    const out: AdminKit[] = [];
    for (const { kit, animalName, drafts } of rows) {
      const owner = await this.users.findById(kit.ownerId);
      out.push({
        id: kit.id,
        barcode: kit.barcode,
        status: kit.status,
        statusLabel: KIT_STATUS_LABELS[kit.status],
        ownerEmail: owner?.email ?? '',
        ownerName: owner ? `${owner.firstName} ${owner.lastName}` : '',
        animalName,
        testNames: kit.testIds.map((id) => names.get(id) ?? `Test ${id}`),
        orderReference: kit.orderReference,
        updatedAt: kit.updatedAt.toISOString(),
        draftResults: drafts,
      });
    }
    return { results: out };
  }

  /**
   * Reads the lab's CSV into draft results for review. A row is refused (with its line) when the kit
   * is unknown or not at the lab, the test was not ordered for it, or the genotype cannot be a result
   * of that test. Received samples move to "in testing". Nothing is visible to the owner yet.
   */
  async importCsv(actor: RequestUser | undefined, csv: string): Promise<ImportReview> {
    const actorId = requireAdmin(actor).id;
    const parsed = parseResultsCsv(csv);
    const review: ImportReview = { imported: 0, rows: [], errors: [...parsed.errors] };
    await this.db.transaction(async (tx) => {
      const byBarcode = new Map(
        (await this.kits.byBarcodes([...new Set(parsed.rows.map((r) => r.barcode))], tx)).map((k) => [k.barcode, k]),
      );
      const tests = new Map(
        (await this.catalogue.tests([...new Set([...byBarcode.values()].flatMap((k) => k.testIds))], tx)).map((t) => [t.id, t]),
      );
      const markers = new Map<number, Record<string, [number, number] | [string, string]>>();
      for (const row of parsed.rows) {
        let kit = byBarcode.get(row.barcode);
        if (!kit) {
          review.errors.push({ line: row.line, message: `No kit has the barcode ${row.barcode}` });
          continue;
        }
        if (kit.status !== 'sample_received' && kit.status !== 'in_testing') {
          review.errors.push({
            line: row.line,
            message: `Kit ${row.barcode} is "${KIT_STATUS_LABELS[kit.status]}", not at the lab`,
          });
          continue;
        }
        if (isStrMarker(row.testCode)) {
          const call = parseStrCall(row.testCode, row.genotype);
          if (!call) {
            review.errors.push({ line: row.line, message: `"${row.genotype}" is not an allele call for ${row.testCode}` });
            continue;
          }
          markers.set(kit.id, { ...(markers.get(kit.id) ?? {}), [canonicalMarker(row.testCode)]: call });
          review.rows.push({
            line: row.line,
            barcode: row.barcode,
            testCode: canonicalMarker(row.testCode),
            genotype: call.join('/'),
            label: 'DNA profile marker',
          });
        } else {
          const test = /^\d+$/.test(row.testCode) ? tests.get(Number(row.testCode)) : undefined;
          if (!test || !kit.testIds.includes(test.id)) {
            review.errors.push({ line: row.line, message: `Test ${row.testCode} was not ordered for kit ${row.barcode}` });
            continue;
          }
          const genotype = normaliseGenotype(row.genotype, test);
          if (!genotype) {
            review.errors.push({ line: row.line, message: `"${row.genotype}" is not a genotype of ${test.name}` });
            continue;
          }
          await tx
            .insert(results)
            .values({
              kitId: kit.id,
              testId: test.id,
              testName: test.name,
              gene: test.gene,
              inheritance: test.inheritance,
              genotype,
              importedBy: actorId,
            })
            .onConflictDoUpdate({
              target: [results.kitId, results.testId],
              set: { genotype, status: 'draft', importedBy: actorId, importedAt: new Date(), publishedAt: null },
              setWhere: sql`${results.status} = 'draft'`,
            });
          review.rows.push({
            line: row.line,
            barcode: row.barcode,
            testCode: row.testCode,
            genotype,
            label: interpret(genotype, test).label,
          });
        }
        if (kit.status === 'sample_received') {
          kit = await this.kits.move(tx, kit, 'in_testing', actorId, 'Results imported');
          byBarcode.set(kit.barcode, kit);
        }
        review.imported += 1;
      }
      for (const [kitId, found] of markers) {
        const [existing] = await tx.select().from(dnaProfiles).where(eq(dnaProfiles.kitId, kitId));
        const merged = { ...(existing?.markers ?? {}), ...found };
        await tx
          .insert(dnaProfiles)
          .values({ kitId, markers: merged })
          .onConflictDoUpdate({ target: dnaProfiles.kitId, set: { markers: merged } });
      }
      if (review.imported > 0) {
        await this.audit.record(tx, {
          actorId,
          entity: 'lab-import',
          entityId: [...new Set(review.rows.map((r) => r.barcode))].join(','),
          action: 'import-results',
          before: null,
          after: {
            imported: review.imported,
            rows: review.rows.map(({ barcode, testCode, genotype }) => ({ barcode, testCode, genotype })),
          },
        });
      }
    });
    return review;
  }

  async drafts(actor: RequestUser | undefined, barcode: string) {
    requireAdmin(actor);
    const kit = await this.kits.byBarcode(barcode);
    if (!kit) throw AppError.notFound('No kit has this barcode');
    const rows = await this.db.select().from(results).where(eq(results.kitId, kit.id)).orderBy(results.testName);
    return {
      barcode: kit.barcode,
      status: kit.status,
      results: rows.map((r) => ({ testId: r.testId, testName: r.testName, genotype: r.genotype, status: r.status })),
    };
  }

  /**
   * Publishes the reviewed results of kits in testing: results become visible, the kit moves to
   * "results ready" (the owner is e-mailed) and the summary report and breed certificate are issued
   * with their verification codes. A kit missing a result for an ordered test is refused.
   */
  async publish(actor: RequestUser | undefined, barcodes: string[]) {
    const actorId = requireAdmin(actor).id;
    const out: Array<{ barcode: string; ok: boolean; message: string }> = [];
    for (const raw of barcodes) {
      const barcode = normaliseBarcode(raw);
      try {
        await this.db.transaction(async (tx) => {
          const kit = await this.kits.byBarcode(barcode, tx);
          if (!kit) throw AppError.notFound('No kit has this barcode');
          const rows = await tx.select().from(results).where(eq(results.kitId, kit.id));
          const missing = kit.testIds.filter((id) => !rows.some((r) => r.testId === id));
          const tests = await this.catalogue.tests(kit.testIds, tx);
          const profileTests = tests.filter((t) => t.typeId === 3).map((t) => t.id);
          const [profile] = await tx.select().from(dnaProfiles).where(eq(dnaProfiles.kitId, kit.id));
          const stillMissing = missing.filter((id) => !(profileTests.includes(id) && profile));
          if (stillMissing.length) throw AppError.conflict(`Results are missing for ${stillMissing.length} ordered test(s)`);
          const moved = await this.kits.move(tx, kit, 'results_ready', actorId);
          await this.kits.auditLabMove(tx, actorId, 'publish', kit, moved);
          const now = new Date();
          await tx
            .update(results)
            .set({ status: 'published', publishedAt: now })
            .where(and(eq(results.kitId, kit.id), eq(results.status, 'draft')));
          for (const kind of ['summary', 'certificate'] as const) await this.reports.issue(tx, moved, kind, now);
        });
        out.push({ barcode, ok: true, message: KIT_STATUS_LABELS.results_ready });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        out.push({ barcode, ok: false, message: error.message });
      }
    }
    return { results: out };
  }

  async tracker(barcode: string): Promise<SampleTracker> {
    const kit = await this.kits.byBarcode(barcode);
    if (!kit) throw AppError.notFound('No sample has this barcode. Check the number on the kit label');
    const events = await this.db.select().from(kitEvents).where(eq(kitEvents.kitId, kit.id)).orderBy(kitEvents.id);
    const at = (status: KitStatus) => events.findLast((e) => e.toStatus === status)?.createdAt.toISOString() ?? null;
    const failed = kit.status === 'sample_failed' || kit.status === 'resample_requested';
    const steps = (
      failed
        ? (['allocated', 'activated', 'sample_received', 'sample_failed', 'resample_requested'] as KitStatus[])
        : [...TRACKER_STEPS]
    ).map((status) => ({ status, label: KIT_STATUS_LABELS[status], at: at(status), done: at(status) !== null }));
    const expected =
      kit.receivedAt && !failed && kit.status !== 'results_ready'
        ? addBusinessDays(kit.receivedAt, TURNAROUND_BUSINESS_DAYS)
        : null;
    return {
      barcode: kit.barcode,
      status: kit.status,
      statusLabel: KIT_STATUS_LABELS[kit.status],
      steps,
      receivedAt: kit.receivedAt?.toISOString() ?? null,
      expectedCompletion: expected ? expected.toISOString().slice(0, 10) : null,
      turnaroundBusinessDays: TURNAROUND_BUSINESS_DAYS,
    };
  }

  /**
   * Report authentication: the code must be the HMAC of the record the lab published for this
   * barcode. The stored record is re-signed each time, so an edited database row fails as well.
   */
  async authenticate(barcode: string, code: string | undefined): Promise<ReportAuthentication> {
    const kit = await this.kits.byBarcode(barcode);
    const wanted = normaliseCode(code ?? '');
    if (!kit && wanted) {
      const elsewhere = await this.authority.verifyElsewhere(barcode.trim().toUpperCase(), wanted);
      if (elsewhere) return elsewhere;
    }
    if (!kit || !wanted) return { genuine: false, message: 'No report matches this barcode and verification code' };
    const rows = await this.db.select().from(reports).where(eq(reports.kitId, kit.id));
    const match = rows.find((r) => r.code === wanted && verificationCode(this.config.sessionSecret, r.record) === r.code);
    if (!match) return { genuine: false, message: 'No report matches this barcode and verification code' };
    return { genuine: true, record: match.record as ReportRecord };
  }

  async reportOf(kitId: number, kind: 'summary' | 'certificate') {
    const [row] = await this.db
      .select()
      .from(reports)
      .where(and(eq(reports.kitId, kitId), eq(reports.kind, kind)));
    return row;
  }
}
