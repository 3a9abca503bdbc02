import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { DATABASE } from '../../common/tokens.js';
import type { Database } from '../../db/database.js';

@Controller()
export class HealthController {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** Liveness: the process answers. */
  @Get('health')
  @HttpCode(200)
  health() {
    return { status: 'ok' };
  }

  /** Readiness: the database answers too. */
  @Get('ready')
  async ready() {
    try {
      await this.database.ping();
      return { status: 'ready', database: this.database.kind };
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
  }
}
