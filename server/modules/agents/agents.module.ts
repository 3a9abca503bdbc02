import { Module } from '@nestjs/common';
import { EnquiriesModule } from '../enquiries/enquiries.module.js';
import { AdminAgentsController, AgentsController } from './agents.controller.js';
import { AgentsService } from './agents.service.js';

/** Collection agents: the lab's approved register, searched by place (issue 18 §3). */
@Module({
  imports: [EnquiriesModule],
  controllers: [AgentsController, AdminAgentsController],
  providers: [AgentsService],
})
export class AgentsModule {}
