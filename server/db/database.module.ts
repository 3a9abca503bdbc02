import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, DATABASE, DB } from '../common/tokens.js';
import type { AppConfig } from '../config/config.js';
import type { Database } from './database.js';

/** Makes the configuration and the already-open database injectable everywhere. */
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
      ],
      exports: [APP_CONFIG, DATABASE, DB],
    };
  }
}
