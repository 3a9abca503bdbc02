import { Module } from '@nestjs/common';
import { KitsModule } from '../kits/kits.module.js';
import { PairingParents } from './pairing-parents.js';
import { GeneticsToolsController } from './tools.controller.js';
import { GeneticsToolsService } from './tools.service.js';

/** The genetics tools: breeding strategy, litter planner and feline colour, on the kits module's published results. */
@Module({
  imports: [KitsModule],
  controllers: [GeneticsToolsController],
  providers: [GeneticsToolsService, PairingParents],
})
export class ToolsModule {}
