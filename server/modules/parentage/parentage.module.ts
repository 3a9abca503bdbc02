import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { AdminParentageController, ParentageController } from './parentage.controller.js';
import { ParentageService } from './parentage.service.js';

/**
 * Parentage requests: an offspring compared with its dam and/or sire by the ISAG exclusion rule, on the
 * DNA profiles the kits module publishes (read through its exported DnaProfilesService).
 */
@Module({
  imports: [AuthModule, KitsModule],
  controllers: [ParentageController, AdminParentageController],
  providers: [ParentageService],
})
export class ParentageModule {}
