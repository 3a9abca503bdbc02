import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { interpret } from '../../../shared/genotype.js';
import { paths } from '../../../shared/paths.js';
import type { ReportRecord } from '../../../shared/types/kits.js';
import { AppError } from '../../common/app-error.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { animalDetails } from '../animals/animal-reads.js';
import { UsersService } from '../auth/users.service.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { MailService } from '../mail/mail.service.js';
import { reportSentMail } from '../mail/templates/report-sent.js';
import { verificationCode } from './kits.rules.js';
import { kits, reports, results } from './kits.schema.js';
import type { KitRow } from './kits.service.js';

export type ReportKind = 'summary' | 'certificate';

/** Issues reports (frozen record + HMAC code), renders them as PDFs and sends them by e-mail. */
@Injectable()
export class ReportsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly catalogue: CatalogueLookupService,
    private readonly mail: MailService,
  ) {}

  /** Freezes the published record of a kit and signs it; reissuing replaces the record and its code. */
  async issue(tx: DbExecutor, kit: KitRow, kind: ReportKind, now = new Date()) {
    if (!kit.animalId) throw AppError.conflict('The kit is not activated for an animal');
    const animal = await animalDetails(tx, kit.animalId);
    if (!animal) throw AppError.conflict('The kit is not activated for an animal');
    const owner = await this.users.findById(animal.ownerId, tx);
    const rows = await tx
      .select()
      .from(results)
      .where(and(eq(results.kitId, kit.id), eq(results.status, 'published')))
      .orderBy(results.testName);
    const tests = new Map((await this.catalogue.tests(kit.testIds, tx)).map((t) => [t.id, t]));
    const reportNumber = `${kind === 'summary' ? 'R' : 'C'}${kit.barcode.replace(/^PDL/, '')}`;
    const record: ReportRecord = {
      reportNumber,
      kind,
      barcode: kit.barcode,
      issuedAt: now.toISOString(),
      animal: {
        name: animal.name,
        species: animal.species,
        breed: animal.breed,
        gender: animal.gender,
        dateOfBirth: animal.dateOfBirth,
        microchip: animal.microchip,
        registrationName: animal.registrationName,
        registrationNumber: animal.registrationNumber,
      },
      owner: owner ? `${owner.firstName} ${owner.lastName}` : '',
      receivedAt: kit.receivedAt?.toISOString() ?? null,
      collector: kit.collector ?? null,
      results: rows.map((r) => ({
        testName: r.testName,
        gene: r.gene,
        genotype: r.genotype,
        label: interpret(r.genotype, { inheritance: r.inheritance, kind: tests.get(r.testId)?.kind ?? 'd' }).label,
      })),
    };
    const code = verificationCode(this.config.sessionSecret, record);
    await tx
      .insert(reports)
      .values({ kitId: kit.id, kind, reportNumber, code, record, issuedAt: now })
      .onConflictDoUpdate({ target: [reports.kitId, reports.kind], set: { code, record, issuedAt: now } });
    return { record, code };
  }

  /** Results published without reports (demo data seeded without the server's secret) get them on first read. */
  async ensureIssued(kit: KitRow): Promise<void> {
    if (kit.status !== 'results_ready') return;
    const existing = await this.db.select({ kind: reports.kind }).from(reports).where(eq(reports.kitId, kit.id));
    const missing = (['summary', 'certificate'] as const).filter((k) => !existing.some((e) => e.kind === k));
    if (missing.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const kind of missing) await this.issue(tx, kit, kind, kit.resultsAt ?? new Date());
    });
  }

  async pdf(kitId: number, kind: ReportKind): Promise<{ filename: string; bytes: Uint8Array }> {
    const [kit] = await this.db.select().from(kits).where(eq(kits.id, kitId));
    if (kit?.status !== 'results_ready') throw AppError.notFound('No report has been issued for this sample yet');
    await this.ensureIssued(kit);
    const [report] = await this.db
      .select()
      .from(reports)
      .where(and(eq(reports.kitId, kitId), eq(reports.kind, kind)));
    if (!report) throw AppError.notFound('No report has been issued for this sample yet');
    const record = report.record as ReportRecord;
    const rows = await this.db
      .select()
      .from(results)
      .where(and(eq(results.kitId, kitId), eq(results.status, 'published')));
    const tests = new Map((await this.catalogue.tests(kit.testIds)).map((t) => [t.id, t]));
    const meanings = new Map(
      rows.map((r) => {
        const reading = interpret(r.genotype, { inheritance: r.inheritance, kind: tests.get(r.testId)?.kind ?? 'd' });
        return [r.testName, `${reading.meaning} ${reading.breeding}`];
      }),
    );
    const verifyUrl = `${this.config.publicUrl}${paths.reportAuthentication}?barcode=${encodeURIComponent(record.barcode)}&code=${report.code}`;
    // The PDF and QR libraries load with the first report rather than at every start.
    const { renderReportPdf } = await import('./report-pdf.js');
    const bytes = await renderReportPdf(record, report.code, verifyUrl, meanings);
    const name = kind === 'summary' ? 'genetic-summary-report' : 'breed-certificate';
    return { filename: `${name}-${record.barcode}.pdf`, bytes };
  }

  /** 'Send by email': the PDF goes to the signed-in reader through the outbox. */
  async email(kitId: number, kind: ReportKind, to: { email: string; name: string }) {
    const { filename, bytes } = await this.pdf(kitId, kind);
    const title = kind === 'summary' ? 'genetic summary report' : 'breed certificate';
    await this.mail.enqueue(this.db, {
      to: to.email,
      kind: `report-${kind}`,
      ...reportSentMail(
        {
          name: to.name,
          title,
          barcode:
            filename
              .replace(/\.pdf$/, '')
              .split('-')
              .pop() ?? '',
        },
        this.config,
      ),
      attachments: [{ filename, contentType: 'application/pdf', content: Buffer.from(bytes).toString('base64') }],
    });
    return { sent: true, to: to.email };
  }
}
