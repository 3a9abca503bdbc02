import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AgentKind } from '../../../shared/types/agents.js';
import { users } from '../auth/auth.schema.js';

/**
 * Collection agents the lab approved (issue 18 §3; decision 0928): who witnesses sample collection, where, and
 * how to reach them. Nominations arrive through /resources/collection-agent-nomination; the lab enters an
 * approved agent here, or approves a stored nomination, which `nomination_id` then names (decision 0960).
 */
export const collectionAgents = pgTable(
  'collection_agents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<AgentKind>().notNull(),
    organisation: text('organisation'),
    city: text('city').notNull(),
    region: text('region'),
    postcode: text('postcode'),
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** The enquiry (kind collection-agent-nomination) this agent was approved from, if any. */
    nominationId: uuid('nomination_id'),
    /** The shop account the agent signs in with (decision 0973): it sees /my/collection-agents and agent products. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_agents_country_idx').on(t.countryCode, t.city),
    uniqueIndex('collection_agents_nomination_uq').on(t.nominationId),
    uniqueIndex('collection_agents_user_uq').on(t.userId),
  ],
);
