import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { ACM_STATUS_LABELS, acmReference, RESOURCES_MSG } from '../../../shared/resources.js';
import type {
  AcmAnimal,
  AcmFormRequestView,
  CaseStudy,
  CaseStudySummary,
  FactSheet,
  FactSheetList,
} from '../../../shared/types/resources.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../auth/users.service.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { KitsService } from '../kits/kits.service.js';
import { MailService } from '../mail/mail.service.js';
import { acmFormsMail } from '../mail/templates/acm-forms.js';
import type { AdminAcmFormRequestsDto, CreateAcmFormRequestDto, ListFactSheetsDto } from './dto/resources.dto.js';
import { factSheetOf } from './fact-sheet.js';
import { acmFormRequests, caseStudies } from './resources.schema.js';
import { renderAcmFormPdf, renderFactSheetPdf } from './resources-pdf.js';
import { sheetRows, toCsv } from './work-spreadsheet.js';
import { toXlsx } from './work-spreadsheet-xlsx.js';

const FACT_SHEET_PAGE = 20;
type AcmRow = typeof acmFormRequests.$inferSelect;

const trimmed = (value: string | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

/**
 * Forms, resources and learning material (issue 18 §4): the caller's work spreadsheet, fact sheets from
 * the catalogue, case studies for vets, and witnessed-collection (ACM) form requests the lab answers by
 * e-mail. Animals and results are read through the kits module's service, tests through the catalogue's.
 */
@Injectable()
export class ResourcesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly kits: KitsService,
    private readonly catalogue: CatalogueLookupService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {}

  async workSpreadsheet(user: RequestUser, format: 'csv' | 'xlsx') {
    const rows = sheetRows(await this.kits.ownAnimalRecords(user.id));
    const stamp = new Date().toISOString().slice(0, 10);
    if (format === 'csv')
      return {
        filename: `work-spreadsheet-${stamp}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(toCsv(rows)),
      };
    return {
      filename: `work-spreadsheet-${stamp}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: await toXlsx(rows),
    };
  }

  async factSheets(query: ListFactSheetsDto): Promise<FactSheetList> {
    const page = Number(query.page ?? 1);
    const { rows, count } = await this.catalogue.factSheets({ search: query.search, page, size: FACT_SHEET_PAGE });
    return {
      results: rows.map(factSheetOf),
      count,
      next: page * FACT_SHEET_PAGE < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  async factSheet(id: number): Promise<FactSheet> {
    const [facts] = (await this.catalogue.factSheets({ id, page: 1, size: 1 })).rows;
    if (!facts) throw AppError.notFound('There is no fact sheet for this test');
    return factSheetOf(facts);
  }

  async factSheetPdf(id: number) {
    const sheet = await this.factSheet(id);
    const slug = sheet.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return { filename: `fact-sheet-${slug}.pdf`, bytes: await renderFactSheetPdf(sheet, new Date().toISOString()) };
  }

  async caseStudies(): Promise<CaseStudySummary[]> {
    const rows = await this.db.select().from(caseStudies).orderBy(desc(caseStudies.publishedAt), caseStudies.id);
    return rows.map(({ sections: _sections, ...study }) => ({ ...study, publishedAt: study.publishedAt.toISOString() }));
  }

  async caseStudy(id: number): Promise<CaseStudy> {
    const [row] = await this.db.select().from(caseStudies).where(eq(caseStudies.id, id));
    if (!row) throw AppError.notFound('There is no case study with this number');
    return { ...row, publishedAt: row.publishedAt.toISOString() };
  }

  /** The caller's animals that forms can be requested for. */
  async acmAnimals(user: RequestUser): Promise<AcmAnimal[]> {
    return (await this.kits.ownAnimalRecords(user.id)).map(({ results: _results, ...animal }) => animal);
  }

  async acmRequests(user: RequestUser): Promise<AcmFormRequestView[]> {
    const rows = await this.db
      .select()
      .from(acmFormRequests)
      .where(eq(acmFormRequests.ownerId, user.id))
      .orderBy(desc(acmFormRequests.id));
    return rows.map(viewOf);
  }

  async requestAcmForms(user: RequestUser, body: CreateAcmFormRequestDto): Promise<AcmFormRequestView> {
    const ids = [...new Set(body.animalIds)];
    const agentName = trimmed(body.agentName);
    const agentClinic = trimmed(body.agentClinic);
    if (agentClinic && !agentName) throw new FieldErrors({ agentName: RESOURCES_MSG.clinicWithoutAgent });
    const animals = await this.acmAnimalsByIds(user, ids);
    const [row] = await this.db.insert(acmFormRequests).values({ ownerId: user.id, animals, agentName, agentClinic }).returning();
    if (!row) throw new Error('ACM form request insert returned nothing');
    return viewOf(row);
  }

  private async acmAnimalsByIds(user: RequestUser, ids: number[]): Promise<AcmAnimal[]> {
    const found = await this.kits.ownAnimalRecords(user.id, ids);
    // Another account's animal reads as not found, as every /api/my id does.
    if (found.length !== ids.length) throw AppError.notFound(RESOURCES_MSG.unknownAnimal);
    return found.map(({ results: _results, ...animal }) => animal);
  }

  async adminAcmRequests(actor: RequestUser | undefined, query: AdminAcmFormRequestsDto): Promise<AcmFormRequestView[]> {
    requireAdmin(actor);
    const status = query.status ?? 'requested';
    const rows = await this.db
      .select()
      .from(acmFormRequests)
      .where(status === 'all' ? undefined : eq(acmFormRequests.status, status))
      .orderBy(desc(acmFormRequests.id))
      .limit(200);
    return Promise.all(
      rows.map(async (row) => {
        const owner = await this.users.findById(row.ownerId);
        return {
          ...viewOf(row),
          requester: owner ? { name: `${owner.firstName} ${owner.lastName}`, email: owner.email } : undefined,
        };
      }),
    );
  }

  /**
   * The lab's answer: the forms as a PDF pre-filled with the animals and the agent, e-mailed to the
   * requester through the outbox in the same transaction that marks the request sent.
   */
  async sendAcmForms(actor: RequestUser | undefined, id: number): Promise<AcmFormRequestView> {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(acmFormRequests).where(eq(acmFormRequests.id, id)).for('update');
      if (!row) throw AppError.notFound('There is no ACM form request with this number');
      if (row.status === 'sent') throw AppError.conflict(RESOURCES_MSG.alreadySent);
      const owner = await this.users.findById(row.ownerId, tx);
      if (!owner) throw AppError.notFound('The requester no longer has an account');
      const reference = acmReference(row.id);
      const name = `${owner.firstName} ${owner.lastName}`;
      const bytes = await renderAcmFormPdf({
        reference,
        requestedAt: row.createdAt.toISOString(),
        owner: { name, email: owner.email },
        agentName: row.agentName,
        agentClinic: row.agentClinic,
        animals: row.animals,
      });
      const mailId = await this.mail.enqueue(tx, {
        to: owner.email,
        kind: 'acm-forms',
        ...acmFormsMail(
          {
            name,
            reference,
            animalNames: row.animals.map((a) => a.name),
            agentName: row.agentName,
            agentClinic: row.agentClinic,
          },
          this.config,
        ),
        attachments: [
          {
            filename: `acm-forms-${reference}.pdf`,
            contentType: 'application/pdf',
            content: Buffer.from(bytes).toString('base64'),
          },
        ],
      });
      const [sent] = await tx
        .update(acmFormRequests)
        .set({ status: 'sent', sentAt: new Date(), sentBy: actor?.id ?? null, mailId })
        .where(and(eq(acmFormRequests.id, id), eq(acmFormRequests.status, 'requested')))
        .returning();
      if (!sent) throw AppError.conflict(RESOURCES_MSG.alreadySent);
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'acm_form_request',
        entityId: id,
        action: 'send-forms',
        subjectUserId: row.ownerId,
        before: { status: row.status },
        after: { status: sent.status, sentAt: sent.sentAt, mailId },
      });
      return viewOf(sent);
    });
  }
}

function viewOf(row: AcmRow): AcmFormRequestView {
  return {
    id: row.id,
    reference: acmReference(row.id),
    status: row.status,
    statusLabel: ACM_STATUS_LABELS[row.status],
    animals: row.animals,
    agentName: row.agentName,
    agentClinic: row.agentClinic,
    requestedAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
