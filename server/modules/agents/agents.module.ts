import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CartModule } from '../cart/cart.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { EnquiriesModule } from '../enquiries/enquiries.module.js';
import { AdminAgentsController, AgentsController, MyAgentController } from './agents.controller.js';
import { AgentsService } from './agents.service.js';

/** Collection agents: the lab's approved register, searched by place (issue 18 §3). */
@Module({
  imports: [EnquiriesModule, AuthModule, CartModule, CatalogueModule],
  controllers: [AgentsController, MyAgentController, AdminAgentsController],
  providers: [AgentsService],
})
export class AgentsModule {}
