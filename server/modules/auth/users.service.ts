import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminUserList, MyDetails } from '../../../shared/types/account.js';
import { AUTH_MSG, MSG, SHELL_MSG } from '../../../shared/validation-messages.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { GeoService } from '../geo/geo.service.js';
import { AccountRoles } from './account-roles.js';
import {
  adminUserRow,
  misplacedProfileFields,
  normaliseBreedIds,
  normaliseEmail,
  toMyDetails,
  type UserRow,
} from './auth.rules.js';
import { users } from './auth.schema.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { UpdateMeDto } from './dto/update-me.dto.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import { currentSessionOf, lookedUpRowOf, SessionsService } from './sessions.service.js';

const ADMIN_PAGE_SIZE = 20;

/** The signed-in user's own account, and the admins' user list. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly geo: GeoService,
    private readonly sessions: SessionsService,
    private readonly catalogue: CatalogueService,
    private readonly roles: AccountRoles,
  ) {}

  async details(user: RequestUser): Promise<MyDetails> {
    const [row, roles] = await Promise.all([lookedUpRowOf(user) ?? this.row(user.id), this.roles.of(user.id)]);
    return toMyDetails(row, user.impersonator ?? null, roles);
  }

  async updateMe(user: RequestUser, input: UpdateMeDto): Promise<MyDetails> {
    const misplaced = misplacedProfileFields(user.userType, input);
    if (misplaced.length > 0) throw new FieldErrors(Object.fromEntries(misplaced.map((field) => [field, MSG.notAllowed])));
    const country = await this.geo.findCountryByCode(input.address.countryCode);
    if (!country) throw new FieldErrors({ 'address.countryCode': SHELL_MSG.unknownCountry });
    const state = input.address.state?.trim() || null;
    if (state !== null && !(await this.isStateOf(country.code, state))) {
      throw new FieldErrors({ 'address.state': AUTH_MSG.unknownState });
    }
    return this.update(user, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: input.phone?.trim() || null,
      addressLine1: input.address.line1?.trim() || null,
      addressLine2: input.address.line2?.trim() || null,
      city: input.address.city?.trim() || null,
      postalCode: input.address.postalCode?.trim() || null,
      state: state?.toUpperCase() ?? null,
      countryCode: country.code,
      currency: country.currency,
      ...(input.kennelName !== undefined ? { kennelName: input.kennelName.trim() } : {}),
      ...(input.kennelPrefix !== undefined ? { kennelPrefix: input.kennelPrefix.trim() } : {}),
      ...(input.clinicName !== undefined ? { clinicName: input.clinicName.trim() } : {}),
      ...(input.clinicAddress !== undefined ? { clinicAddress: input.clinicAddress.trim() } : {}),
    });
  }

  async updateState(user: RequestUser, state: string): Promise<MyDetails> {
    const row = await this.row(user.id);
    if (!row.countryCode || !(await this.isStateOf(row.countryCode, state.trim()))) {
      throw new FieldErrors({ state: AUTH_MSG.unknownState });
    }
    return this.update(user, { state: state.trim().toUpperCase() });
  }

  async setAnimalPreset(user: RequestUser, breedIds: number[]): Promise<MyDetails> {
    const ids = normaliseBreedIds(breedIds);
    if (ids.length > 0) {
      const known = await this.catalogue.listBreeds({ ids: ids.join(',') });
      if (known.count !== ids.length) throw new FieldErrors({ breed_ids: AUTH_MSG.unknownBreed });
    }
    return this.update(user, { animalPresetBreedIds: ids });
  }

  /** Needs the current password; ends every other session and gives this one a new id. */
  async changePassword(
    request: FastifyRequest,
    reply: FastifyReply,
    user: RequestUser,
    input: ChangePasswordDto,
  ): Promise<MyDetails> {
    if (user.impersonator) throw AppError.forbidden('Support staff cannot change a customer’s password');
    const row = await this.row(user.id);
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw new FieldErrors({ currentPassword: AUTH_MSG.passwordWrong });
    }
    const problem = passwordProblem(input.newPassword);
    if (problem) throw new FieldErrors({ newPassword: problem });
    if (input.newPassword === input.currentPassword) throw new FieldErrors({ newPassword: AUTH_MSG.passwordSame });
    const passwordHash = await hashPassword(input.newPassword);
    const current = currentSessionOf(request);
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await this.sessions.endAllOf(tx, user.id, current?.id);
      await this.sessions.start(tx, request, reply, user.id);
      return toMyDetails(updated ?? row, null, await this.roles.of(user.id, tx));
    });
  }

  async listForAdmin(actor: RequestUser | undefined, search: string | undefined, page = 1): Promise<AdminUserList> {
    requireAdmin(actor);
    const term = search?.trim();
    const where: SQL | undefined = term
      ? or(
          ilike(users.email, `%${escapeLike(term)}%`),
          ilike(users.firstName, `%${escapeLike(term)}%`),
          ilike(users.lastName, `%${escapeLike(term)}%`),
          ilike(users.kennelName, `%${escapeLike(term)}%`),
          ilike(users.clinicName, `%${escapeLike(term)}%`),
          /^\d+$/.test(term) ? eq(users.id, Number(term)) : undefined,
        )
      : undefined;
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE);
    const n = total?.n ?? 0;
    return {
      results: rows.map(adminUserRow),
      count: n,
      next: page * ADMIN_PAGE_SIZE < n ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  /** Vets whose clinic, name or e-mail contains the text: how the lab finds a clinic's orders. */
  async vetIdsMatching(text: string, executor: DbExecutor = this.db): Promise<number[]> {
    const like = `%${escapeLike(text)}%`;
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.userType, 'vet'),
          or(
            ilike(users.clinicName, like),
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ),
        ),
      );
    return rows.map((row) => row.id);
  }

  /** Of these users, those whose full name contains the text: how an animal list is searched by owner name. */
  async idsNamedLike(ids: readonly number[], text: string, executor: DbExecutor = this.db): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(
        and(inArray(users.id, [...ids]), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${escapeLike(text)}%`)),
      );
    return rows.map((row) => row.id);
  }

  async findById(id: number, executor: DbExecutor = this.db): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** For modules that address people by e-mail (shares, transfers, kit allocation). */
  async findByEmail(email: string, executor: DbExecutor = this.db): Promise<UserRow | undefined> {
    const [row] = await executor
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)));
    return row;
  }

  private async row(id: number): Promise<UserRow> {
    const row = await this.findById(id);
    if (!row) throw AppError.unauthorized();
    return row;
  }

  private async update(user: RequestUser, values: Partial<typeof users.$inferInsert>): Promise<MyDetails> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(users.id, user.id)))
      .returning();
    if (!row) throw AppError.unauthorized();
    return toMyDetails(row, user.impersonator ?? null, await this.roles.of(user.id));
  }

  private async isStateOf(countryCode: string, state: string): Promise<boolean> {
    const states = await this.geo.statesOfCountryCode(countryCode);
    return states.some((s) => s.code.toUpperCase() === state.toUpperCase());
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
