import { Module } from '@nestjs/common';
import { AnimalsModule } from '../animals/animals.module.js';
import { KitsModule } from '../kits/kits.module.js';
import { MicrochipCheckerController } from './microchip-checker.controller.js';
import { MicrochipCheckerService } from './microchip-checker.service.js';
import { PairingParents } from './pairing-parents.js';
import { SampleTrackerController } from './sample-tracker.controller.js';
import { GeneticsToolsController } from './tools.controller.js';
import { GeneticsToolsService } from './tools.service.js';

/**
 * The tools: the public sample tracker and report authentication (on the lab's records), the collection
 * agents' register, the microchip parent checker, and the genetics tools (breeding strategy, litter planner,
 * feline colour) on the kits module's published results.
 */
@Module({
  imports: [KitsModule, AnimalsModule],
  controllers: [SampleTrackerController, MicrochipCheckerController, GeneticsToolsController],
  providers: [GeneticsToolsService, PairingParents, MicrochipCheckerService],
})
export class ToolsModule {}
