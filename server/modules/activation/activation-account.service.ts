import { HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActivationAccount } from '../../../shared/types/kits.js';
import { AUTH_MSG } from '../../../shared/validation-messages.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import { AuthService } from '../auth/auth.service.js';
import { UsersService } from '../auth/users.service.js';
import type { RegisterEmailDto } from './dto/activation.dto.js';

/**
 * The activation flow's first step (spec §7 `POST /api/activate/register-email`): an existing account
 * signs in, a new one is created and confirmed by e-mail. Both go through the accounts module's own
 * services, so sign-in throttling, session rotation, the password policy and the confirmation mail are
 * exactly those of /login and /register.
 */
@Injectable()
export class ActivationAccountService {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  async registerEmail(request: FastifyRequest, reply: FastifyReply, input: RegisterEmailDto): Promise<ActivationAccount> {
    const email = input.email.trim().toLowerCase();
    if (input.userType !== undefined && input.password !== undefined) {
      await this.create({ ...input, email, password: input.password, userType: input.userType });
      const user = await this.signIn(request, reply, email, input.password);
      return { email, accountExists: true, confirmationSent: true, user };
    }
    if (input.password !== undefined) {
      const user = await this.signIn(request, reply, email, input.password);
      return { email, accountExists: true, confirmationSent: false, user };
    }
    const existing = await this.users.findByEmail(email);
    return { email, accountExists: Boolean(existing), confirmationSent: false, user: null };
  }

  private async create(input: RegisterEmailDto & { password: string; userType: 'owner' | 'breeder' }) {
    const person = {
      email: input.email,
      password: input.password,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      countryCode: input.countryCode ?? '',
    };
    try {
      await this.auth.register(
        input.userType === 'breeder'
          ? { ...person, userType: 'breeder', kennelName: input.kennelName ?? '', kennelPrefix: input.kennelPrefix ?? '' }
          : { ...person, userType: 'owner' },
      );
    } catch (error) {
      // The flow answers field errors (428): the existing address belongs beside the email field.
      if (error instanceof AppError && error.status === HttpStatus.CONFLICT)
        throw new FieldErrors({ email: AUTH_MSG.userExists });
      throw error;
    }
  }

  private async signIn(request: FastifyRequest, reply: FastifyReply, email: string, password: string) {
    try {
      return await this.auth.login(request, reply, { username: email, password });
    } catch (error) {
      if (error instanceof AppError && error.status === HttpStatus.UNAUTHORIZED)
        throw new FieldErrors({ password: AUTH_MSG.badCredentials });
      throw error;
    }
  }
}
