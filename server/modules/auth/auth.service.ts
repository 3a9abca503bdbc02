import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HumanChallenge, MyDetails } from '../../../shared/types/account.js';
import { AUTH_MSG, SHELL_MSG } from '../../../shared/validation-messages.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { GeoService } from '../geo/geo.service.js';
import { MailService } from '../mail/mail.service.js';
import { accountConfirmEmailMail } from '../mail/templates/account-confirm-email.js';
import { accountResetPasswordMail } from '../mail/templates/account-reset-password.js';
import { AccountRoles } from './account-roles.js';
import { AccountTokensService } from './account-tokens.service.js';
import {
  CONFIRM_TOKEN_TTL_MS,
  displayName,
  normaliseEmail,
  RESET_TOKEN_TTL_MS,
  toMyDetails,
  type UserRow,
} from './auth.rules.js';
import { spentChallenges, users } from './auth.schema.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterBreederDto } from './dto/register-breeder.dto.js';
import type { RegisterOwnerDto } from './dto/register-owner.dto.js';
import type { RegisterVetDto } from './dto/register-vet.dto.js';
import { issueChallenge, verifySolution } from './human-challenge.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import { SessionsService } from './sessions.service.js';
import { SignInThrottleService } from './sign-in-throttle.service.js';

export type Registration =
  | ({ userType: 'owner' } & RegisterOwnerDto)
  | ({ userType: 'breeder' } & RegisterBreederDto)
  | ({ userType: 'vet' } & RegisterVetDto);

const FORGOT_REPLY = { message: 'If an account exists for this email, we have sent a link to reset the password.' };

/** Sign-in, registration with e-mail confirmation, and password reset. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly throttle: SignInThrottleService,
    private readonly tokens: AccountTokensService,
    private readonly mail: MailService,
    private readonly geo: GeoService,
    private readonly roles: AccountRoles,
  ) {}

  async login(request: FastifyRequest, reply: FastifyReply, input: LoginDto): Promise<MyDetails> {
    const email = normaliseEmail(input.username);
    // The attempt is counted before the password is checked: a wrong one is already a failure (0630).
    const wait = await this.throttle.claim(email, request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw new AppError(HttpStatus.TOO_MANY_REQUESTS, AUTH_MSG.tooManyAttempts);
    }
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      throw AppError.unauthorized(AUTH_MSG.badCredentials);
    }
    // Only the right password learns that the account is blocked; a guess learns nothing more.
    if (user.blockedAt) throw AppError.forbidden(AUTH_MSG.accountBlocked);
    await this.throttle.signedIn(email, request.ip);
    await this.db.transaction((tx) => this.sessions.start(tx, request, reply, user.id));
    return toMyDetails(user, null, await this.roles.of(user.id));
  }

  async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // Signing out while acting as a customer ends the impersonation too (sessions.service.ts).
    await this.db.transaction((tx) => this.sessions.end(tx, request, reply));
  }

  /** Only whether an account exists (kit activation and checkout choose sign-in or register by it). */
  async exists(email: string): Promise<{ exists: boolean }> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normaliseEmail(email)));
    return { exists: row !== undefined };
  }

  async register(input: Registration): Promise<{ email: string; userType: string; confirmationSent: true }> {
    const problem = passwordProblem(input.password);
    if (problem) throw new FieldErrors({ password: problem });
    const country = await this.geo.findCountryByCode(input.countryCode);
    if (!country) throw new FieldErrors({ countryCode: SHELL_MSG.unknownCountry });
    const email = normaliseEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          userType: input.userType,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          phone: input.phone?.trim() || null,
          countryCode: country.code,
          currency: country.currency,
          kennelName: input.userType === 'breeder' ? input.kennelName.trim() : null,
          kennelPrefix: input.userType === 'breeder' ? input.kennelPrefix.trim() : null,
          clinicName: input.userType === 'vet' ? input.clinicName.trim() : null,
          clinicAddress: input.userType === 'vet' ? input.clinicAddress.trim() : null,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) throw AppError.conflict(AUTH_MSG.userExists);
      await this.queueConfirmation(tx, created);
      return { email, userType: created.userType, confirmationSent: true as const };
    });
  }

  /** A new confirmation link by e-mail (at registration, and when support resends it). */
  async queueConfirmation(tx: DbExecutor, user: UserRow): Promise<void> {
    await this.tokens.revoke(tx, user.id, 'confirm-email');
    const token = await this.tokens.issue(tx, user.id, 'confirm-email', CONFIRM_TOKEN_TTL_MS);
    await this.mail.enqueue(tx, {
      to: user.email,
      kind: 'account-confirm-email',
      ...accountConfirmEmailMail({ name: displayName(user), token }, this.config),
    });
  }

  /** A new one-hour reset link by e-mail (asked for by the customer, or sent by support). */
  async queuePasswordReset(tx: DbExecutor, user: UserRow): Promise<void> {
    await this.tokens.revoke(tx, user.id, 'reset-password');
    const token = await this.tokens.issue(tx, user.id, 'reset-password', RESET_TOKEN_TTL_MS);
    await this.mail.enqueue(tx, {
      to: user.email,
      kind: 'account-reset-password',
      ...accountResetPasswordMail({ name: displayName(user), token }, this.config),
    });
  }

  async confirmEmail(token: string): Promise<{ confirmed: true }> {
    return this.db.transaction(async (tx) => {
      const userId = await this.tokens.consume(tx, token, 'confirm-email');
      if (userId === undefined) throw new FieldErrors({ token: AUTH_MSG.tokenInvalid });
      await tx.update(users).set({ emailConfirmedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
      return { confirmed: true as const };
    });
  }

  challenge(): HumanChallenge {
    return issueChallenge(this.config.sessionSecret, new Date());
  }

  /** The same answer whether or not the address has an account. */
  async forgotPassword(input: { email: string; security: string }): Promise<typeof FORGOT_REPLY> {
    await this.spendChallenge(input.security);
    const email = normaliseEmail(input.email);
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    if (!user) return FORGOT_REPLY;
    await this.db.transaction(async (tx) => {
      await this.queuePasswordReset(tx, user);
    });
    this.logger.log(`Password reset link queued for user ${user.id}`);
    return FORGOT_REPLY;
  }

  /** Sets the new password and ends every session of the account. */
  async resetPassword(input: { token: string; password: string }): Promise<{ reset: true }> {
    const problem = passwordProblem(input.password);
    if (problem) throw new FieldErrors({ password: problem });
    const passwordHash = await hashPassword(input.password);
    const email = await this.db.transaction(async (tx) => {
      const userId = await this.tokens.consume(tx, input.token, 'reset-password');
      if (userId === undefined) throw new FieldErrors({ token: AUTH_MSG.tokenInvalid });
      const [user] = await tx
        .update(users)
        // The reset link reached the address, which confirms it as well.
        .set({
          passwordHash,
          passwordChangedAt: new Date(),
          updatedAt: new Date(),
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      await this.sessions.endAllOf(tx, userId);
      return user?.email;
    });
    if (email) await this.throttle.recordSuccess(email);
    return { reset: true as const };
  }

  private async spendChallenge(security: string): Promise<void> {
    const now = new Date();
    const check = verifySolution(this.config.sessionSecret, security, now);
    if (!check.ok) throw new FieldErrors({ security: AUTH_MSG.securityFailed });
    await this.db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now));
    const spent = await this.db
      .insert(spentChallenges)
      .values({ id: check.id, expiresAt: check.expiresAt })
      .onConflictDoNothing()
      .returning({ id: spentChallenges.id });
    if (spent.length === 0) throw new FieldErrors({ security: AUTH_MSG.securityFailed });
  }
}
