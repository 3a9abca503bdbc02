import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from '../../common/access.guard.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { GeoModule } from '../geo/geo.module.js';
import { AccountRoles } from './account-roles.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AccountsAdminService } from './accounts-admin.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthHooks } from './auth.hooks.js';
import { AuthService } from './auth.service.js';
import { ImpersonationService } from './impersonation.service.js';
import { MyAccountController } from './my-account.controller.js';
import { SessionsService } from './sessions.service.js';
import { SignInThrottleService } from './sign-in-throttle.service.js';
import { UsersService } from './users.service.js';

/** Accounts: registration, sign-in, sessions, profiles, roles and admin impersonation. */
@Module({
  imports: [GeoModule, CatalogueModule],
  controllers: [AuthController, MyAccountController, AdminUsersController],
  providers: [
    // Every route declares who may call it (server/common/access.ts); the guard checks the matched handler.
    { provide: APP_GUARD, useClass: AccessGuard },
    AuthService,
    UsersService,
    SessionsService,
    SignInThrottleService,
    AccountTokensService,
    ImpersonationService,
    AuthHooks,
    AccountsAdminService,
    AccountRoles,
  ],
  exports: [AuthService, UsersService, AuthHooks, AccountsAdminService, AccountRoles],
})
export class AuthModule {}
