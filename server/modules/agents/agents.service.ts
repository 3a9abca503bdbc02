import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { CollectionAgent, CollectionAgentList } from '../../../shared/types/agents.js';
import { requireAdmin } from '../../common/access.rules.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { likePattern, placeTerms } from './agents.rules.js';
import { collectionAgents } from './agents.schema.js';
import type { CreateAgentDto } from './dto/agents.dto.js';

const PAGE_SIZE = 20;

const AGENT_FIELDS = {
  id: collectionAgents.id,
  name: collectionAgents.name,
  kind: collectionAgents.kind,
  organisation: collectionAgents.organisation,
  city: collectionAgents.city,
  region: collectionAgents.region,
  postcode: collectionAgents.postcode,
  countryCode: collectionAgents.countryCode,
  phone: collectionAgents.phone,
  email: collectionAgents.email,
};

/** The approved collection agents, found by place (issue 18 §3). */
@Injectable()
export class AgentsService {
  constructor(@Inject(DB) private readonly db: Db) {}

  async list(query: { place?: string; country?: string; page: number }): Promise<CollectionAgentList> {
    const conditions: SQL[] = [];
    if (query.country) conditions.push(eq(collectionAgents.countryCode, query.country.toUpperCase()));
    for (const term of placeTerms(query.place)) {
      const pattern = likePattern(term);
      conditions.push(
        or(
          ilike(collectionAgents.city, pattern),
          ilike(collectionAgents.region, pattern),
          ilike(collectionAgents.postcode, pattern),
          ilike(collectionAgents.organisation, pattern),
        ) as SQL,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(AGENT_FIELDS)
        .from(collectionAgents)
        .where(where)
        .orderBy(
          asc(collectionAgents.countryCode),
          asc(collectionAgents.city),
          asc(collectionAgents.name),
          asc(collectionAgents.id),
        )
        .limit(PAGE_SIZE)
        .offset((query.page - 1) * PAGE_SIZE),
      this.db.select({ n: count() }).from(collectionAgents).where(where),
    ]);
    const n = Number(total?.n ?? 0);
    return {
      results: rows as CollectionAgent[],
      count: n,
      next: query.page * PAGE_SIZE < n ? query.page + 1 : null,
      previous: query.page > 1 ? query.page - 1 : null,
    };
  }

  /** Admin: an approved agent (a nomination the lab accepted), listed at once. */
  async create(actor: RequestUser | undefined, input: CreateAgentDto): Promise<CollectionAgent> {
    requireAdmin(actor);
    const [row] = await this.db
      .insert(collectionAgents)
      .values({
        name: input.name.trim(),
        kind: input.kind,
        organisation: input.organisation?.trim() || null,
        city: input.city.trim(),
        region: input.region?.trim() || null,
        postcode: input.postcode?.trim() || null,
        countryCode: input.countryCode.toUpperCase(),
        phone: input.phone?.trim() || null,
        email: input.email?.trim().toLowerCase() || null,
      })
      .returning(AGENT_FIELDS);
    return row as CollectionAgent;
  }
}
