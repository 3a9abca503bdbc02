import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';

/** The agents module answers this: is the account an approved collection agent's (docs/decisions/0973)? */
export interface CollectionAgentLookup {
  isCollectionAgent(executor: DbExecutor, userId: number): Promise<boolean>;
}

/** What an account is beyond its user type, for its details and tool menu; other modules register the answers. */
export interface AccountRoleFlags {
  collectionAgent: boolean;
}

/**
 * Roles that other modules own (an agent is a row of the agents module linked to the account), asked through
 * a port the agents module registers, since agents depends on auth and not the reverse (decision 0050's seams).
 */
@Injectable()
export class AccountRoles {
  private agents: CollectionAgentLookup | undefined;

  constructor(@Inject(DB) private readonly db: Db) {}

  useCollectionAgents(agents: CollectionAgentLookup): void {
    this.agents = agents;
  }

  /** Inside a transaction pass its handle: the embedded database has one connection. */
  async of(userId: number, executor: DbExecutor = this.db): Promise<AccountRoleFlags> {
    return { collectionAgent: (await this.agents?.isCollectionAgent(executor, userId)) ?? false };
  }
}
