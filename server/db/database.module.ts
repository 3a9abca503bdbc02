import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Lifecycle } from '../common/lifecycle.js';
import { APP_CONFIG, DATABASE, DB } from '../common/tokens.js';
import type { AppConfig } from '../config/config.js';
import { ChangeChannel } from './change-channel.js';
import type { Database } from './database.js';

/**
 * Makes the configuration, the already-open database, the process lifecycle and the change channel every
 * node's caches follow injectable everywhere.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE, useValue: database },
        { provide: DB, useValue: database.db },
        Lifecycle,
        ChangeChannel,
      ],
      exports: [APP_CONFIG, DATABASE, DB, Lifecycle, ChangeChannel],
    };
  }
}
