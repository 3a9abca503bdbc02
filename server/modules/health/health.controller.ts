import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { Public } from '../../common/access.js';
import { Lifecycle } from '../../common/lifecycle.js';
import { DATABASE } from '../../common/tokens.js';
import type { Database } from '../../db/database.js';

@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly lifecycle: Lifecycle,
  ) {}

  /** Liveness: the process answers. */
  @Get('health')
  @HttpCode(200)
  health() {
    return { status: 'ok' };
  }

  /** Readiness: the database answers too, and the process is not shutting down. */
  @Get('ready')
  async ready() {
    if (this.lifecycle.draining) throw new ServiceUnavailableException('Shutting down');
    try {
      await this.database.ping();
      return { status: 'ready', database: this.database.kind };
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
  }
}
