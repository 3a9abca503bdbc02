import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { CANINE_EXTENDED_STR_MARKERS, CANINE_STR_MARKERS, FELINE_STR_MARKERS, interpret } from '../../../shared/genotype.js';
import { KIT_STATUS_LABELS } from '../../../shared/kit-lifecycle.js';
import type { AnimalDetail, AnimalList, AnimalSummary, DnaProfile, KitResults } from '../../../shared/types/kits.js';
import { KIT_MSG } from '../../../shared/validation-messages.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db, DbExecutor } from '../../db/database.js';
import type { UserRow } from '../auth/auth.rules.js';
import { UsersService } from '../auth/users.service.js';
import { CatalogueLookupService } from '../catalogue/catalogue-lookup.service.js';
import { AnimalKitsService } from '../kits/animal-kits.service.js';
import { ReportsService } from '../kits/reports.service.js';
import { MailService } from '../mail/mail.service.js';
import { animalSharedMail } from '../mail/templates/animal-shared.js';
import { animalTransferDecidedMail } from '../mail/templates/animal-transfer-decided.js';
import { animalTransferOfferedMail } from '../mail/templates/animal-transfer-offered.js';
import { animalCounts, animalShares, animals, animalTransfers } from './animals.schema.js';
import type { ListAnimalsDto } from './dto/animals.dto.js';

type AnimalRow = typeof animals.$inferSelect;
export const ANIMAL_PAGE_SIZE = 15;

/** Animals of an account and those shared with it; results, DNA profiles, shares, archive and transfers. */
@Injectable()
export class AnimalsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly catalogue: CatalogueLookupService,
    private readonly mail: MailService,
    private readonly reports: ReportsService,
    private readonly kits: AnimalKitsService,
  ) {}

  private async keptCount(ownerId: number, view: 'mine' | 'archived'): Promise<number> {
    const [kept] = await this.db.select().from(animalCounts).where(eq(animalCounts.ownerId, ownerId));
    return (view === 'mine' ? kept?.live : kept?.archived) ?? 0;
  }

  private async counted(where: SQL | undefined): Promise<number> {
    const [total] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(animals)
      .where(where);
    return total?.n ?? 0;
  }

  async list(user: RequestUser, query: ListAnimalsDto): Promise<AnimalList> {
    const page = Number(query.page ?? 1);
    const size = Math.min(Number(query.size ?? ANIMAL_PAGE_SIZE), 50);
    const sharedWithMe = sql`${animals.id} IN (SELECT animal_id FROM animal_shares WHERE user_id = ${user.id})`;
    const view = query.view ?? 'mine';
    const conditions: SQL[] = [];
    if (view === 'mine') conditions.push(eq(animals.ownerId, user.id), isNull(animals.archivedAt));
    if (view === 'archived') conditions.push(eq(animals.ownerId, user.id), isNotNull(animals.archivedAt));
    if (view === 'shared') conditions.push(sharedWithMe, isNull(animals.archivedAt));
    if (view === 'all') conditions.push(or(eq(animals.ownerId, user.id), sharedWithMe) as SQL);
    const ofTheViewOnly = conditions.length;
    if (query.gender) conditions.push(eq(animals.gender, query.gender));
    if (query.species_id) conditions.push(eq(animals.species, query.species_id === '1' ? 'canine' : 'feline'));
    const text = (query.query ?? query.search ?? '').trim();
    if (text) {
      const type = query.query ? (query.query_type ?? 'pet_name') : 'any';
      const ownerIds = type === 'owner_name' ? await this.ownersNamedLike(user, text) : [];
      conditions.push(searchCondition(type, text, ownerIds, (like) => this.kits.animalIdsWithBarcodeLike(like)));
    }
    // The page walks the (owner, name, id) index and stops early. The count of an account's own animals,
    // live or archived and unfiltered, is kept beside them (animal_counts); any other is counted.
    const where = and(...conditions);
    const kept = (view === 'mine' || view === 'archived') && conditions.length === ofTheViewOnly;
    const [rows, count] = await Promise.all([
      this.db
        .select()
        .from(animals)
        .where(where)
        .orderBy(animals.name, animals.id)
        .limit(size)
        .offset((page - 1) * size),
      kept ? this.keptCount(user.id, view) : this.counted(where),
    ]);
    return {
      results: await this.summaries(user, rows),
      count,
      next: page * size < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  /**
   * The owners whose full name contains the text, among those whose animals the user can see (the user and
   * whoever shares an animal with them): the names are the auth module's, asked through UsersService.
   */
  private async ownersNamedLike(user: RequestUser, text: string): Promise<number[]> {
    const sharers = await this.db
      .selectDistinct({ ownerId: animals.ownerId })
      .from(animals)
      .innerJoin(animalShares, eq(animalShares.animalId, animals.id))
      .where(eq(animalShares.userId, user.id));
    return this.users.idsNamedLike([user.id, ...sharers.map((row) => row.ownerId)], text);
  }

  async detail(user: RequestUser, id: number): Promise<AnimalDetail> {
    const { animal } = await this.readable(user, id);
    const [summary] = await this.summaries(user, [animal]);
    if (!summary) throw AppError.notFound('Animal not found');
    const shareRows =
      animal.ownerId === user.id ? await this.db.select().from(animalShares).where(eq(animalShares.animalId, id)) : [];
    const shares = [];
    for (const share of shareRows) {
      const person = await this.users.findById(share.userId);
      if (person) shares.push({ userId: person.id, name: nameOf(person), email: person.email });
    }
    const [pending] = await this.db
      .select()
      .from(animalTransfers)
      .where(and(eq(animalTransfers.animalId, id), eq(animalTransfers.status, 'pending')));
    const recipient = pending && animal.ownerId === user.id ? await this.users.findById(pending.toUserId) : undefined;
    return {
      ...summary,
      weight: animal.weight,
      weightType: animal.weightType,
      shares,
      pendingTransfer: pending && recipient ? { id: pending.id, toEmail: recipient.email } : null,
    };
  }

  async barcodes(user: RequestUser, id: number) {
    await this.readable(user, id);
    const rows = await this.kits.kitsOf([id]);
    return rows.map((k) => ({ barcode: k.barcode, status: k.status, statusLabel: KIT_STATUS_LABELS[k.status] }));
  }

  async results(user: RequestUser, id: number, barcode: string): Promise<KitResults> {
    await this.readable(user, id);
    const kit = await this.kitOf(id, barcode);
    await this.reports.ensureIssued(kit);
    const rows = await this.kits.publishedResults(kit.id);
    const tests = await this.catalogue.tests(kit.testIds);
    const kinds = new Map(tests.map((t) => [t.id, t.kind]));
    const profile = kit.status === 'results_ready' && (await this.kits.hasDnaProfile(kit.id));
    const done = new Set([
      ...rows.map((r) => r.testId),
      ...(profile ? tests.filter((t) => t.typeId === 3).map((t) => t.id) : []),
    ]);
    const reportRows = await this.kits.reportsOf(kit.id);
    return {
      barcode: kit.barcode,
      status: kit.status,
      statusLabel: KIT_STATUS_LABELS[kit.status],
      receivedAt: kit.receivedAt?.toISOString() ?? null,
      reportedAt: kit.resultsAt?.toISOString() ?? null,
      results: rows.map((r) => ({
        testId: r.testId,
        testName: r.testName,
        gene: r.gene,
        ...interpret(r.genotype, { inheritance: r.inheritance, kind: kinds.get(r.testId) ?? 'd' }),
      })),
      pendingTests: tests.filter((t) => !done.has(t.id)).map((t) => ({ testId: t.id, testName: t.name })),
      hasDnaProfile: profile,
      reports: reportRows.map((r) => ({
        kind: r.kind,
        reportNumber: r.reportNumber,
        code: r.code,
        issuedAt: r.issuedAt.toISOString(),
      })),
    };
  }

  /**
   * Tests that can still be run on a sample already at the lab (an upgrade, no new swab): single
   * disease and trait tests of the species not yet ordered for this kit.
   */
  async upgradeProducts(user: RequestUser, id: number, barcode: string) {
    const { animal } = await this.readable(user, id);
    const kit = await this.kitOf(id, barcode);
    if (!['sample_received', 'in_testing', 'results_ready'].includes(kit.status)) return { results: [] };
    const tests = await this.catalogue.testsOf({ species: animal.species, typeIds: [1, 2] });
    return {
      results: tests
        .filter((t) => !kit.testIds.includes(t.id))
        .map((t) => ({ id: t.id, name: t.name, typeId: t.typeId, gene: t.gene })),
    };
  }

  async dna(user: RequestUser, id: number, barcode: string): Promise<DnaProfile> {
    const { animal } = await this.readable(user, id);
    const kit = await this.kitOf(id, barcode);
    const markers = kit.status === 'results_ready' ? await this.kits.dnaProfile(kit.id) : undefined;
    if (!markers) throw AppError.notFound('No DNA profile has been published for this sample');
    const panel: readonly string[] =
      animal.species === 'canine' ? [...CANINE_STR_MARKERS, ...CANINE_EXTENDED_STR_MARKERS] : FELINE_STR_MARKERS;
    return {
      barcode: kit.barcode,
      species: animal.species,
      markers: panel.filter((m) => markers[m]).map((marker) => ({ marker, alleles: (markers[marker] ?? []).join('/') })),
    };
  }

  async share(user: RequestUser, id: number, email: string) {
    await this.owned(user, id);
    const person = await this.users.findByEmail(email);
    if (!person) throw new FieldErrors({ email: KIT_MSG.shareNoAccount });
    if (person.id === user.id) throw new FieldErrors({ email: KIT_MSG.shareSelf });
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(animalShares)
        .values({ animalId: id, userId: person.id })
        .onConflictDoNothing()
        .returning({ animalId: animalShares.animalId });
      if (inserted.length === 0) throw new FieldErrors({ email: KIT_MSG.shareTwice });
      const [animal] = await tx.select().from(animals).where(eq(animals.id, id));
      await this.mail.enqueue(tx, {
        to: person.email,
        kind: 'animal-shared',
        ...animalSharedMail(
          {
            recipientName: nameOf(person),
            fromName: `${user.firstName} ${user.lastName}`,
            animalName: animal?.name ?? 'an animal',
          },
          this.config,
        ),
      });
      return { userId: person.id, name: nameOf(person), email: person.email };
    });
  }

  /** The owner removes anyone's access; a person it was shared with may remove their own. */
  async unshare(user: RequestUser, id: number, userId: number) {
    const { animal } = await this.readable(user, id);
    if (animal.ownerId !== user.id && userId !== user.id) throw AppError.forbidden('Only the owner can change this animal');
    const removed = await this.db
      .delete(animalShares)
      .where(and(eq(animalShares.animalId, id), eq(animalShares.userId, userId)))
      .returning({ animalId: animalShares.animalId });
    if (removed.length === 0) throw AppError.notFound('This animal is not shared with that account');
  }

  async setArchived(user: RequestUser, id: number, archived: boolean) {
    await this.owned(user, id);
    await this.db
      .update(animals)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(animals.id, id));
    return this.detail(user, id);
  }

  async offerTransfer(user: RequestUser, id: number, email: string) {
    const animal = await this.owned(user, id);
    const person = await this.users.findByEmail(email);
    if (!person) throw new FieldErrors({ email: KIT_MSG.shareNoAccount });
    if (person.id === user.id) throw new FieldErrors({ email: KIT_MSG.transferSelf });
    return this.db.transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(animalTransfers)
        .where(and(eq(animalTransfers.animalId, id), eq(animalTransfers.status, 'pending')));
      if (pending) throw new FieldErrors({ email: KIT_MSG.transferPending });
      const [transfer] = await tx
        .insert(animalTransfers)
        .values({ animalId: id, fromUserId: user.id, toUserId: person.id })
        .returning();
      await this.mail.enqueue(tx, {
        to: person.email,
        kind: 'animal-transfer-offered',
        ...animalTransferOfferedMail(
          { recipientName: nameOf(person), fromName: `${user.firstName} ${user.lastName}`, animalName: animal.name },
          this.config,
        ),
      });
      return { id: transfer?.id, status: 'pending' as const };
    });
  }

  async transfers(user: RequestUser) {
    const rows = await this.db
      .select({ transfer: animalTransfers, animalName: animals.name })
      .from(animalTransfers)
      .innerJoin(animals, eq(animals.id, animalTransfers.animalId))
      .where(or(eq(animalTransfers.toUserId, user.id), eq(animalTransfers.fromUserId, user.id)))
      .orderBy(desc(animalTransfers.createdAt));
    const out = [];
    for (const { transfer, animalName } of rows) {
      const other = await this.users.findById(transfer.toUserId === user.id ? transfer.fromUserId : transfer.toUserId);
      out.push({
        id: transfer.id,
        animalId: transfer.animalId,
        animalName,
        direction: transfer.toUserId === user.id ? ('incoming' as const) : ('outgoing' as const),
        otherParty: other ? nameOf(other) : '',
        status: transfer.status,
        createdAt: transfer.createdAt.toISOString(),
        decidedAt: transfer.decidedAt?.toISOString() ?? null,
      });
    }
    return { results: out };
  }

  /** The recipient accepts: the animal, its kits and results move to them; the history row stays. */
  async decideTransfer(user: RequestUser, transferId: number, accept: boolean) {
    return this.db.transaction(async (tx) => {
      const [transfer] = await tx
        .select()
        .from(animalTransfers)
        .where(and(eq(animalTransfers.id, transferId), eq(animalTransfers.toUserId, user.id)));
      if (!transfer) throw AppError.notFound('Transfer not found');
      if (transfer.status !== 'pending') throw AppError.conflict('This transfer has already been answered');
      const status = accept ? ('accepted' as const) : ('declined' as const);
      await tx.update(animalTransfers).set({ status, decidedAt: new Date() }).where(eq(animalTransfers.id, transferId));
      if (accept) {
        await tx
          .update(animals)
          .set({ ownerId: user.id, archivedAt: null, updatedAt: new Date() })
          .where(eq(animals.id, transfer.animalId));
        await this.kits.handOver(tx, transfer.animalId, user.id);
        await tx.delete(animalShares).where(and(eq(animalShares.animalId, transfer.animalId), eq(animalShares.userId, user.id)));
      }
      const from = await this.users.findById(transfer.fromUserId, tx);
      if (from) {
        await this.mail.enqueue(tx, {
          to: from.email,
          kind: `animal-transfer-${status}`,
          ...animalTransferDecidedMail(
            { recipientName: nameOf(from), byName: `${user.firstName} ${user.lastName}`, accepted: accept },
            this.config,
          ),
        });
      }
      return { id: transferId, status };
    });
  }

  /** The animal if the user owns it or it is shared with them; 404 for anyone else, never the record. */
  async readable(
    user: RequestUser,
    id: number,
    executor: DbExecutor = this.db,
  ): Promise<{ animal: AnimalRow; access: 'owner' | 'shared' }> {
    const [animal] = await executor.select().from(animals).where(eq(animals.id, id));
    if (animal && animal.ownerId === user.id) return { animal, access: 'owner' };
    if (animal) {
      const [share] = await executor
        .select()
        .from(animalShares)
        .where(and(eq(animalShares.animalId, id), eq(animalShares.userId, user.id)));
      if (share) return { animal, access: 'shared' };
    }
    throw AppError.notFound('Animal not found');
  }

  /** Changes are for the owner: a shared reader gets 403, anyone else 404. */
  async owned(user: RequestUser, id: number): Promise<AnimalRow> {
    const { animal, access } = await this.readable(user, id);
    if (access !== 'owner') throw AppError.forbidden('Only the owner can change this animal');
    return animal;
  }

  async kitOf(animalId: number, barcode: string) {
    const kit = await this.kits.kitOf(animalId, barcode);
    if (!kit) throw AppError.notFound('No sample with this barcode for this animal');
    return kit;
  }

  private async summaries(user: RequestUser, rows: AnimalRow[]): Promise<AnimalSummary[]> {
    if (rows.length === 0) return [];
    const kitRows = await this.kits.kitsOf(rows.map((r) => r.id));
    const owners = new Map<number, string>();
    for (const ownerId of new Set(rows.map((r) => r.ownerId))) {
      const owner = ownerId === user.id ? undefined : await this.users.findById(ownerId);
      owners.set(ownerId, owner ? nameOf(owner) : `${user.firstName} ${user.lastName}`);
    }
    return rows.map((a) => ({
      id: a.id,
      name: a.name,
      species: a.species,
      gender: a.gender,
      dateOfBirth: a.dateOfBirth,
      breedId: a.breedId,
      breedName: a.breedName,
      microchip: a.microchip,
      registrationName: a.registrationName,
      registrationNumber: a.registrationNumber,
      ownerName: owners.get(a.ownerId) ?? '',
      archived: a.archivedAt !== null,
      access: a.ownerId === user.id ? 'owner' : 'shared',
      barcodes: kitRows.filter((k) => k.animalId === a.id).map((k) => ({ barcode: k.barcode, status: k.status })),
    }));
  }
}

function nameOf(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`;
}

/**
 * `ownerIds`: the owners (among those whose animals the user sees) whose name matches, for an owner-name search;
 * `withBarcodeLike`: kits' subquery of the animals with a kit whose barcode matches a pattern.
 */
function searchCondition(
  type: string,
  text: string,
  ownerIds: readonly number[],
  withBarcodeLike: AnimalKitsService['animalIdsWithBarcodeLike'],
): SQL {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byBarcode = inArray(animals.id, withBarcodeLike(like));
  const byOwner = ownerIds.length ? inArray(animals.ownerId, [...ownerIds]) : sql`false`;
  switch (type) {
    case 'pet_name':
    case 'name':
      return ilike(animals.name, like);
    case 'owner_name':
      return byOwner;
    case 'barcode':
      return byBarcode;
    case 'chip_number':
      return ilike(animals.microchip, like);
    case 'registration_number':
      return ilike(animals.registrationNumber, like);
    case 'registration_name':
      return ilike(animals.registrationName, like);
    default:
      return or(
        ilike(animals.name, like),
        ilike(animals.microchip, like),
        ilike(animals.registrationNumber, like),
        ilike(animals.registrationName, like),
        byBarcode,
      ) as SQL;
  }
}
