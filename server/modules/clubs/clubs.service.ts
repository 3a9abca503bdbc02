import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { CATEGORY } from '../../../shared/catalogue.js';
import { interpret } from '../../../shared/genotype.js';
import type { ProductCard, ProductPage } from '../../../shared/types/catalogue.js';
import type { AdminClub, ClubAccessList, ClubKind, ClubSharedAnimals } from '../../../shared/types/clubs.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestContext } from '../../common/request-context.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { DnaProfilesService } from '../animals/dna-profiles.service.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../auth/users.service.js';
import { CartService, type ClubMembership } from '../cart/cart.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { KitsService } from '../kits/kits.service.js';
import { CLUB_MSG, chooseClub, isOfficialOf, type Membership } from './clubs.rules.js';
import { clubAnimals, clubMembers, clubs } from './clubs.schema.js';
import type { AddClubMemberDto, CreateClubDto } from './dto/club-access.dto.js';

/**
 * Club access (spec §7, issue 18 §2): members share chosen animals' published results with their clubs and
 * registration offices, withdraw them per animal, and a club's officials read them, never change them.
 * Animals and results are read through the kits module's exported services.
 */
@Injectable()
export class ClubsService implements ClubMembership, OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly kits: KitsService,
    private readonly profiles: DnaProfilesService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly catalogue: CatalogueService,
    private readonly cart: CartService,
  ) {}

  /** The cart asks the clubs module whether a buyer may have club products (docs/decisions/0971). */
  onModuleInit(): void {
    this.cart.useClubMembership(this);
  }

  async isClubMember(executor: DbExecutor, userId: number): Promise<boolean> {
    const [link] = await executor
      .select({ clubId: clubMembers.clubId })
      .from(clubMembers)
      .where(eq(clubMembers.userId, userId))
      .limit(1);
    return link !== undefined;
  }

  /**
   * GET /api/my/club-products: the catalogue's club category at the price the member pays (its listed price
   * is the club price), for members of a club only; anyone else sees none (docs/decisions/0971).
   */
  async clubProducts(ctx: RequestContext, user: RequestUser): Promise<ProductPage<ProductCard>> {
    if (!(await this.isClubMember(this.db, user.id))) return { results: [], count: 0, next: null, previous: null };
    const page = await this.catalogue.listProducts(
      await this.catalogue.visitor(ctx),
      { isDetails: 'true', category_ids: String(CATEGORY.clubProducts), sort: 'all', page: '1' },
      CATEGORY.clubProducts,
    );
    return page as ProductPage<ProductCard>;
  }

  async memberships(userId: number): Promise<Membership[]> {
    return this.db
      .select({ clubId: clubMembers.clubId, kind: clubs.kind, role: clubMembers.role })
      .from(clubMembers)
      .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
      .where(eq(clubMembers.userId, userId))
      .orderBy(asc(clubs.name));
  }

  /** GET /api/tools/club-access: each of the member's clubs and which of the member's animals it may read. */
  async access(user: RequestUser): Promise<ClubAccessList> {
    const rows = await this.db
      .select({
        club: { id: clubs.id, name: clubs.name, kind: clubs.kind, region: clubs.region },
        role: clubMembers.role,
      })
      .from(clubMembers)
      .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
      .where(eq(clubMembers.userId, user.id))
      .orderBy(asc(clubs.name), asc(clubs.id));
    const shareable = await this.kits.ownAnimalsWithResults(user.id);
    const granted = await this.db
      .select({ clubId: clubAnimals.clubId, animalId: clubAnimals.animalId, grantedAt: clubAnimals.grantedAt })
      .from(clubAnimals)
      .where(eq(clubAnimals.grantedBy, user.id))
      .orderBy(asc(clubAnimals.grantedAt));
    // Only animals the member still owns count: a transferred animal's grant is the new owner's to make.
    const facts = new Map((await this.profiles.animals([...new Set(granted.map((g) => g.animalId))])).map((a) => [a.id, a]));
    return {
      results: rows.map(({ club, role }) => ({
        club,
        role,
        animals: granted.flatMap((g) => {
          const animal = facts.get(g.animalId);
          if (g.clubId !== club.id || !animal || animal.ownerId !== user.id) return [];
          return [
            {
              id: animal.id,
              name: animal.name,
              species: animal.species,
              breed: animal.breedName,
              grantedAt: g.grantedAt.toISOString(),
            },
          ];
        }),
      })),
      shareable: shareable.map((a) => ({ id: a.id, name: a.name, species: a.species, breed: a.breed })),
    };
  }

  /** POST /api/my/clubs/transfer-club-animals: grants one club access to several of the member's animals. */
  async grant(user: RequestUser, animalIds: number[], clubId: number | undefined) {
    const choice = chooseClub(await this.memberships(user.id), clubId);
    if (!choice.ok) {
      if ('notFound' in choice) throw AppError.notFound('Club not found');
      throw new FieldErrors({ [choice.field]: choice.message });
    }
    const ids = [...new Set(animalIds)];
    for (const id of ids) {
      // Another account's animal, or an archived one, reads as not found; nothing is granted then.
      if (!(await this.kits.ownAnimal(user.id, id))) throw AppError.notFound('Animal not found');
    }
    await this.db
      .insert(clubAnimals)
      .values(ids.map((animalId) => ({ clubId: choice.clubId, animalId, grantedBy: user.id })))
      .onConflictDoNothing();
    return { clubId: choice.clubId, animalIds: ids };
  }

  /** DELETE /api/tools/club-access/?animalId: withdraws one club's access, or every club's. */
  async withdraw(user: RequestUser, animalId: number, clubId: number | undefined): Promise<void> {
    if (!(await this.kits.ownAnimal(user.id, animalId))) throw AppError.notFound('Animal not found');
    const removed = await this.db
      .delete(clubAnimals)
      .where(
        and(
          eq(clubAnimals.animalId, animalId),
          ...(clubId !== undefined ? [eq(clubAnimals.clubId, clubId)] : []),
          inArray(
            clubAnimals.clubId,
            this.db.select({ id: clubMembers.clubId }).from(clubMembers).where(eq(clubMembers.userId, user.id)),
          ),
        ),
      )
      .returning({ clubId: clubAnimals.clubId });
    if (removed.length === 0) throw AppError.notFound('This animal is not shared with that club');
  }

  /** The clubs an account reads as an official (the club page's official view). */
  async officialClubs(user: RequestUser) {
    return (await this.memberships(user.id)).filter((m) => m.role === 'official');
  }

  /** GET /api/club/animals?clubId: what the club's members shared with it, with their published results. */
  async sharedWithClub(user: RequestUser, clubId: number): Promise<ClubSharedAnimals> {
    const memberships = await this.memberships(user.id);
    if (!memberships.some((m) => m.role === 'official'))
      throw AppError.forbidden('Only a club official reads its shared results');
    if (!isOfficialOf(memberships, clubId)) throw AppError.notFound('Club not found');
    const [club] = await this.db
      .select({ id: clubs.id, name: clubs.name, kind: clubs.kind })
      .from(clubs)
      .where(eq(clubs.id, clubId));
    if (!club) throw AppError.notFound('Club not found');
    const grants = await this.db
      .select({ animalId: clubAnimals.animalId, grantedBy: clubAnimals.grantedBy, grantedAt: clubAnimals.grantedAt })
      .from(clubAnimals)
      .where(eq(clubAnimals.clubId, clubId));
    const animals = await this.profiles.animals(grants.map((g) => g.animalId));
    const results = await this.kits.publishedResults(animals.map((a) => a.id));
    const owners = new Map<number, string>();
    for (const ownerId of new Set(animals.map((a) => a.ownerId))) {
      const owner = await this.users.findById(ownerId);
      owners.set(ownerId, owner ? owner.kennelName || `${owner.firstName} ${owner.lastName}` : '');
    }
    const out = animals
      // A grant stays only while the member who made it owns the animal.
      .filter((animal) => grants.some((g) => g.animalId === animal.id && g.grantedBy === animal.ownerId))
      .map((animal) => ({
        id: animal.id,
        name: animal.name,
        species: animal.species,
        gender: animal.gender,
        breed: animal.breedName,
        ownerName: owners.get(animal.ownerId) ?? '',
        grantedAt: (grants.find((g) => g.animalId === animal.id)?.grantedAt ?? new Date()).toISOString(),
        results: (results.get(animal.id) ?? []).map((r) => ({
          testName: r.testName,
          gene: r.gene,
          genotype: r.genotype,
          interpretation: interpret(r.genotype, { inheritance: r.inheritance, kind: r.kind }).label,
        })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { club, results: out };
  }

  /** Admin: every club with its members and how many animals are shared with it. */
  async listForAdmin(actor: RequestUser | undefined): Promise<{ results: AdminClub[] }> {
    requireAdmin(actor);
    const all = await this.db.select().from(clubs).orderBy(asc(clubs.name), asc(clubs.id));
    const members = await this.db.select().from(clubMembers);
    const shared = await this.db.select({ clubId: clubAnimals.clubId, n: count() }).from(clubAnimals).groupBy(clubAnimals.clubId);
    const people = new Map<number, { email: string; name: string }>();
    for (const userId of new Set(members.map((m) => m.userId))) {
      const person = await this.users.findById(userId);
      if (person) people.set(userId, { email: person.email, name: `${person.firstName} ${person.lastName}` });
    }
    return {
      results: all.map((club) => ({
        id: club.id,
        name: club.name,
        kind: club.kind,
        region: club.region,
        contactEmail: club.contactEmail,
        members: members
          .filter((m) => m.clubId === club.id)
          .map((m) => ({
            userId: m.userId,
            email: people.get(m.userId)?.email ?? '',
            name: people.get(m.userId)?.name ?? '',
            role: m.role,
            membershipNumber: m.membershipNumber,
          })),
        sharedAnimals: Number(shared.find((s) => s.clubId === club.id)?.n ?? 0),
      })),
    };
  }

  async create(actor: RequestUser | undefined, input: CreateClubDto) {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const [club] = await tx
        .insert(clubs)
        .values({
          name: input.name.trim(),
          kind: input.kind as ClubKind,
          region: input.region?.trim() || null,
          contactEmail: input.contactEmail?.trim().toLowerCase() || null,
        })
        .returning();
      if (!club) throw new Error('Club insert returned nothing');
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'club',
        entityId: club.id,
        action: 'create',
        before: null,
        after: club,
      });
      return club;
    });
  }

  /** Admin: links an account to a club as a member or an official (again: changes the role). */
  async addMember(actor: RequestUser | undefined, clubId: number, input: AddClubMemberDto) {
    const admin = requireAdmin(actor);
    const [club] = await this.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
    if (!club) throw AppError.notFound('Club not found');
    const person = await this.users.findByEmail(input.email.trim().toLowerCase());
    if (!person) throw new FieldErrors({ email: CLUB_MSG.userNotFound });
    const values = { clubId, userId: person.id, role: input.role, membershipNumber: input.membershipNumber?.trim() || null };
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ role: clubMembers.role, membershipNumber: clubMembers.membershipNumber })
        .from(clubMembers)
        .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, person.id)))
        .for('update');
      await tx
        .insert(clubMembers)
        .values(values)
        .onConflictDoUpdate({
          target: [clubMembers.clubId, clubMembers.userId],
          set: { role: values.role, membershipNumber: values.membershipNumber },
        });
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'club',
        entityId: clubId,
        action: before ? 'change-member' : 'add-member',
        subjectUserId: person.id,
        before: before ? { userId: person.id, ...before } : null,
        after: values,
      });
      return { clubId, userId: person.id, role: values.role };
    });
  }
}
