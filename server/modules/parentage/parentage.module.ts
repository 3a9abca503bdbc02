import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { AdminParentageController, ParentageController } from './parentage.controller.js';
import { ParentageService } from './parentage.service.js';

/**
 * Parentage requests: an offspring compared with its dam and/or sire by the ISAG exclusion rule, on the
 * DNA profiles the lab publishes (read through the animals module's DnaProfilesService).
 */
@Module({
  imports: [AuthModule, KitsModule, AnimalsModule],
  controllers: [ParentageController, AdminParentageController],
  providers: [ParentageService],
})
export class ParentageModule {}
