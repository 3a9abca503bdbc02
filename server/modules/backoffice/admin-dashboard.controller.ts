import { Controller, Get } from '@nestjs/common';
import { Admin } from '../../common/access.js';
import { CurrentUser } from '../../common/current-user.js';
import type { RequestUser } from '../../common/request-user.js';
import { BackOfficeService } from './back-office.service.js';

@Admin()
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly backOffice: BackOfficeService) {}

  @Get()
  show(@CurrentUser() actor: RequestUser | undefined) {
    return this.backOffice.dashboard(actor);
  }
}
