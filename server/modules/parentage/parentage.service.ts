import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, desc, eq, ne } from 'drizzle-orm';
import { readMicrochip } from '../../../shared/microchip.js';
import { compareWithParent } from '../../../shared/parentage.js';
import { PARENTAGE_STATUS_LABELS, type ParentageStatus, refuseParentageMove } from '../../../shared/parentage-lifecycle.js';
import type {
  AdminParentageRequest,
  ParentageAnimalList,
  ParentageReportRecord,
  ParentageRequestList,
  ParentageRequestView,
} from '../../../shared/types/parentage.js';
import { PARENTAGE_MSG } from '../../../shared/validation-messages.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { type AnimalFacts, DnaProfilesService, type ProfileState } from '../animals/dna-profiles.service.js';
import { UsersService } from '../auth/users.service.js';
import { ReportAuthority } from '../kits/report-authority.service.js';
import type { CreateClubParentageRequestDto } from './dto/create-parentage-request.dto.js';
import type { AdminParentageRequestsDto, ListParentageAnimalsDto, ListParentageRequestsDto } from './dto/list-parentage.dto.js';
import { parentageRequestEvents, parentageRequests } from './parentage.schema.js';
import { animalView, matchesQuery, parentView, type RequestRow, recordAsReport, referenceOf } from './parentage.views.js';

const DEFAULT_PAGE_SIZE = 20;
type Role = 'dam' | 'sire';

/**
 * Parentage requests (spec §7): a breeder names an offspring and its dam and/or sire; the request waits
 * until every named animal has a published DNA profile, is then compared by the ISAG exclusion rule and
 * completed with its verdicts frozen and signed. Requests settle when they are next read, so publishing a
 * kit's results in the lab never has to know about parentage (docs/decisions/0710).
 */
@Injectable()
export class ParentageService implements OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly profiles: DnaProfilesService,
    private readonly authority: ReportAuthority,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.authority.register((reference, code) => this.verify(reference, code));
  }

  async animals(user: RequestUser, query: ListParentageAnimalsDto): Promise<ParentageAnimalList> {
    const page = Number(query.page ?? 1);
    const size = Math.min(Number(query.size ?? DEFAULT_PAGE_SIZE), 50);
    const species = query.species_id ? (query.species_id === '1' ? 'canine' : 'feline') : undefined;
    const { rows, count } = await this.profiles.candidates(user.id, {
      page,
      size,
      search: query.search,
      gender: query.gender,
      species,
    });
    const states = await this.profiles.profileStates(rows.map((r) => r.id));
    return {
      results: rows.map((animal) => {
        const state = states.get(animal.id);
        return {
          id: animal.id,
          name: animal.name,
          species: animal.species,
          gender: animal.gender,
          breedName: animal.breedName,
          microchip: animal.microchip,
          profile: state?.published ? ('published' as const) : ('ordered' as const),
          profileLabel: state?.published
            ? 'DNA profile on file'
            : `DNA profile ordered · kit ${state?.ordered?.barcode ?? ''}: ${state?.ordered?.statusLabel ?? ''}`,
        };
      }),
      count,
      next: page * size < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  async create(user: RequestUser, body: CreateClubParentageRequestDto | Omit<CreateClubParentageRequestDto, 'clubName'>) {
    const clubName = 'clubName' in body ? body.clubName.trim() : null;
    if (body.damId !== undefined && body.damMicrochip !== undefined) throw new FieldErrors({ dam: PARENTAGE_MSG.bothWays });
    if (body.sireId !== undefined && body.sireMicrochip !== undefined) throw new FieldErrors({ sire: PARENTAGE_MSG.bothWays });
    const names = { dam: body.damId ?? body.damMicrochip, sire: body.sireId ?? body.sireMicrochip };
    if (names.dam === undefined && names.sire === undefined) throw new FieldErrors({ dam: PARENTAGE_MSG.noParent });

    const offspring = await this.ownCandidate(user, body.offspringId, 'offspringId');
    const dam = await this.parent(user, offspring, 'dam', body.damId, body.damMicrochip);
    const sire = await this.parent(user, offspring, 'sire', body.sireId, body.sireMicrochip);
    if (dam && sire && dam.animal.id === sire.animal.id) throw new FieldErrors({ sire: PARENTAGE_MSG.sameParent });

    const open = await this.db
      .select()
      .from(parentageRequests)
      .where(
        and(
          eq(parentageRequests.ownerId, user.id),
          eq(parentageRequests.offspringId, offspring.id),
          ne(parentageRequests.status, 'withdrawn'),
        ),
      );
    if (open.some((r) => r.damId === (dam?.animal.id ?? null) && r.sireId === (sire?.animal.id ?? null)))
      throw new FieldErrors({ offspringId: PARENTAGE_MSG.duplicate });

    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(parentageRequests)
        .values({
          ownerId: user.id,
          species: offspring.species,
          offspringId: offspring.id,
          damId: dam?.animal.id ?? null,
          damFoundBy: dam?.foundBy ?? null,
          sireId: sire?.animal.id ?? null,
          sireFoundBy: sire?.foundBy ?? null,
          clubName,
        })
        .returning();
      if (!created) throw new Error('Parentage request insert returned nothing');
      await tx.insert(parentageRequestEvents).values({
        requestId: created.id,
        fromStatus: null,
        toStatus: 'awaiting_profiles',
        actorId: user.id,
        note: clubName ? `Requested through ${clubName}` : null,
      });
      return created;
    });
    const [settled] = await this.settle([row]);
    return this.view(user.id, settled ?? row);
  }

  async list(user: RequestUser, query: ListParentageRequestsDto): Promise<ParentageRequestList> {
    const page = Number(query.page ?? 1);
    const size = Math.min(Number(query.size ?? DEFAULT_PAGE_SIZE), 50);
    const species = query.species === '1' ? 'canine' : query.species === '2' ? 'feline' : query.species;
    const conditions = [eq(parentageRequests.ownerId, user.id), ne(parentageRequests.status, 'withdrawn')];
    if (species) conditions.push(eq(parentageRequests.species, species));
    const rows = await this.settle(
      await this.db
        .select()
        .from(parentageRequests)
        .where(and(...conditions))
        .orderBy(desc(parentageRequests.id)),
    );
    // A breeder's requests are few; searching by the animals' names needs the kits module's facts.
    const facts = await this.facts(rows);
    const text = query.query?.trim();
    const found = text ? rows.filter((r) => matchesQuery(r, facts, text, query.queryType ?? 'any')) : rows;
    const pageRows = found.slice((page - 1) * size, page * size);
    const states = await this.profiles.profileStates(pageRows.flatMap(idsOf));
    return {
      results: pageRows.map((r) => this.compose(user.id, r, facts, states)),
      count: found.length,
      next: page * size < found.length ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  /** The breeder deletes a request: it leaves their list, its history stays (withdrawn). */
  async remove(user: RequestUser, id: number): Promise<void> {
    const row = await this.owned(user, id);
    await this.db.transaction((tx) => this.move(tx, row, 'withdrawn', user.id));
  }

  async report(user: RequestUser, id: number): Promise<{ filename: string; bytes: Uint8Array }> {
    const [row] = await this.settle([await this.owned(user, id)]);
    if (!row?.record || !row.reportCode)
      throw AppError.notFound('The report is ready once every animal named has a published DNA profile');
    const { renderParentagePdf } = await import('./parentage-report-pdf.js');
    const reference = referenceOf(row.id);
    const bytes = await renderParentagePdf(row.record, row.reportCode, this.authority.verifyUrl(reference, row.reportCode));
    return { filename: `parentage-report-${reference}.pdf`, bytes };
  }

  /** The lab's list: waiting requests by default, oldest first, with who asked. */
  async adminList(query: AdminParentageRequestsDto): Promise<{ results: AdminParentageRequest[] }> {
    const status = query.status ?? 'awaiting_profiles';
    const rows = await this.settle(
      await this.db
        .select()
        .from(parentageRequests)
        .where(status === 'all' ? undefined : eq(parentageRequests.status, status))
        .orderBy(parentageRequests.id)
        .limit(200),
    );
    const shown = status === 'awaiting_profiles' ? rows.filter((r) => r.status === 'awaiting_profiles') : rows;
    const facts = await this.facts(shown);
    const states = await this.profiles.profileStates(shown.flatMap(idsOf));
    const out: AdminParentageRequest[] = [];
    for (const row of shown) {
      const owner = await this.users.findById(row.ownerId);
      out.push({
        ...this.compose(row.ownerId, row, facts, states),
        ownerName: owner ? `${owner.firstName} ${owner.lastName}` : '',
        ownerEmail: owner?.email ?? '',
      });
    }
    return { results: out };
  }

  /** Report authentication for a parentage report's reference (PR000012) and code. */
  async verify(reference: string, code: string) {
    const match = /^PR0*(\d{1,9})$/.exec(reference);
    if (!match) return undefined;
    const [row] = await this.db
      .select()
      .from(parentageRequests)
      .where(eq(parentageRequests.id, Number(match[1])));
    if (!row?.record || !row.reportCode || row.status === 'withdrawn') return undefined;
    if (!this.authority.verifies(row.record, row.reportCode, code)) return undefined;
    return { genuine: true as const, record: recordAsReport(row.record, referenceOf(row.id)) };
  }

  /**
   * Completes every waiting request whose animals all have published profiles: compares, freezes and
   * signs the result, and records the move. Returns the rows as they now stand.
   */
  private async settle(rows: RequestRow[]): Promise<RequestRow[]> {
    const waiting = rows.filter((r) => r.status === 'awaiting_profiles');
    if (waiting.length === 0) return rows;
    const states = await this.profiles.profileStates(waiting.flatMap(idsOf));
    const facts = await this.facts(waiting);
    const settled = new Map<number, RequestRow>();
    for (const row of waiting) {
      const ids = idsOf(row);
      const published = ids.every((id) => states.get(id)?.published);
      if (!published) continue;
      const record = await this.recordOf(row, facts, states);
      const moved = await this.db.transaction((tx) => this.move(tx, row, 'completed', null, record));
      if (moved) settled.set(row.id, moved);
    }
    return rows.map((r) => settled.get(r.id) ?? r);
  }

  private async recordOf(row: RequestRow, facts: Map<number, AnimalFacts>, states: Map<number, ProfileState>) {
    const offspring = facts.get(row.offspringId) as AnimalFacts;
    const offspringMarkers = states.get(row.offspringId)?.published?.markers ?? {};
    const owner = await this.users.findById(row.ownerId);
    const parents: ParentageReportRecord['parents'] = [];
    for (const role of ['dam', 'sire'] as const) {
      const id = role === 'dam' ? row.damId : row.sireId;
      const parent = id === null ? undefined : facts.get(id);
      if (!parent || id === null) continue;
      parents.push({
        role,
        name: parent.name,
        breed: parent.breedName,
        microchip: parent.microchip,
        foundBy: (role === 'dam' ? row.damFoundBy : row.sireFoundBy) ?? 'own',
        comparison: compareWithParent(row.species, offspringMarkers, states.get(id)?.published?.markers ?? {}),
      });
    }
    return {
      reportNumber: referenceOf(row.id),
      kind: 'parentage',
      issuedAt: new Date().toISOString(),
      species: row.species,
      owner: owner ? `${owner.firstName} ${owner.lastName}` : '',
      clubName: row.clubName,
      offspring: {
        name: offspring.name,
        gender: offspring.gender,
        breed: offspring.breedName,
        microchip: offspring.microchip,
        registrationNumber: offspring.registrationNumber,
      },
      parents,
    } satisfies ParentageReportRecord;
  }

  /** Moves a request through its lifecycle with a history row; undefined if another reader moved it first. */
  private async move(
    tx: DbExecutor,
    row: RequestRow,
    to: ParentageStatus,
    actorId: number | null,
    record?: ParentageReportRecord,
  ): Promise<RequestRow | undefined> {
    const reason = refuseParentageMove(row.status, to, { profilesPublished: record !== undefined });
    if (reason) throw AppError.conflict(reason);
    const now = new Date();
    const [updated] = await tx
      .update(parentageRequests)
      .set({
        status: to,
        updatedAt: now,
        ...(record ? { record, reportCode: this.authority.sign(record), completedAt: now } : {}),
      })
      .where(and(eq(parentageRequests.id, row.id), eq(parentageRequests.status, row.status)))
      .returning();
    if (!updated) return undefined;
    await tx.insert(parentageRequestEvents).values({
      requestId: row.id,
      fromStatus: row.status,
      toStatus: to,
      actorId,
      note: to === 'completed' ? 'Every DNA profile published: compared by the ISAG exclusion rule' : null,
    });
    return updated;
  }

  private async owned(user: RequestUser, id: number): Promise<RequestRow> {
    const [row] = await this.db
      .select()
      .from(parentageRequests)
      .where(
        and(eq(parentageRequests.id, id), eq(parentageRequests.ownerId, user.id), ne(parentageRequests.status, 'withdrawn')),
      );
    if (!row) throw AppError.notFound('Parentage request not found');
    return row;
  }

  /** One of the caller's animals that has a DNA profile or a kit for one; another account's is 404. */
  private async ownCandidate(user: RequestUser, id: number, field: string): Promise<AnimalFacts> {
    const [animal] = await this.profiles.animals([id]);
    if (!animal || animal.ownerId !== user.id) throw AppError.notFound('Animal not found');
    const state = (await this.profiles.profileStates([id])).get(id);
    if (!state) throw new FieldErrors({ [field]: PARENTAGE_MSG.noProfile });
    return animal;
  }

  private async parent(
    user: RequestUser,
    offspring: AnimalFacts,
    role: Role,
    id: number | undefined,
    chip: string | undefined,
  ): Promise<{ animal: AnimalFacts; foundBy: 'own' | 'microchip' } | undefined> {
    const sex = role === 'dam' ? 'female' : 'male';
    const field = role === 'dam' ? (id !== undefined ? 'damId' : 'damMicrochip') : id !== undefined ? 'sireId' : 'sireMicrochip';
    let animal: AnimalFacts | undefined;
    if (id !== undefined) {
      animal = await this.ownCandidate(user, id, field);
    } else if (chip !== undefined) {
      const reading = readMicrochip(chip);
      if (!reading.ok) throw new FieldErrors({ [field]: reading.message });
      const found = await this.profiles.profiledByMicrochip(reading.chip, offspring.species);
      animal = found.find((a) => a.gender === sex) ?? found[0];
      if (!animal) throw new FieldErrors({ [field]: PARENTAGE_MSG.chipNotFound });
    } else {
      return undefined;
    }
    if (animal.id === offspring.id) throw new FieldErrors({ [field]: PARENTAGE_MSG.self });
    if (animal.species !== offspring.species) throw new FieldErrors({ [field]: PARENTAGE_MSG.species });
    if (animal.gender !== sex) throw new FieldErrors({ [field]: role === 'dam' ? PARENTAGE_MSG.damSex : PARENTAGE_MSG.sireSex });
    return { animal, foundBy: id !== undefined ? 'own' : 'microchip' };
  }

  private async facts(rows: RequestRow[]): Promise<Map<number, AnimalFacts>> {
    const list = await this.profiles.animals([...new Set(rows.flatMap(idsOf))]);
    return new Map(list.map((a) => [a.id, a]));
  }

  private async view(viewerId: number, row: RequestRow): Promise<ParentageRequestView> {
    const facts = await this.facts([row]);
    const states = await this.profiles.profileStates(idsOf(row));
    return this.compose(viewerId, row, facts, states);
  }

  private compose(
    viewerId: number,
    row: RequestRow,
    facts: Map<number, AnimalFacts>,
    states: Map<number, ProfileState>,
  ): ParentageRequestView {
    const offspring = animalView(viewerId, row.offspringId, 'own', facts, states, row.status);
    const parents = (['dam', 'sire'] as const).flatMap((role) => {
      const id = role === 'dam' ? row.damId : row.sireId;
      if (id === null) return [];
      const foundBy = (role === 'dam' ? row.damFoundBy : row.sireFoundBy) ?? 'own';
      return [parentView(viewerId, row, role, id, foundBy, facts, states)];
    });
    const waitingFor = [offspring.waiting, ...parents.map((p) => p.waiting)].filter((w): w is string => w !== null);
    return {
      id: row.id,
      reference: referenceOf(row.id),
      species: row.species,
      status: row.status,
      statusLabel: PARENTAGE_STATUS_LABELS[row.status],
      clubName: row.clubName,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      offspring,
      parents,
      waitingFor,
      reportAvailable: row.status === 'completed' && row.reportCode !== null,
    };
  }
}

function idsOf(row: RequestRow): number[] {
  return [row.offspringId, row.damId, row.sireId].filter((id): id is number => id !== null);
}
