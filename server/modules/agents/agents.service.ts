import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { CATEGORY } from '../../../shared/catalogue.js';
import type { AgentNomination, CollectionAgent, CollectionAgentList, MyCollectionAgent } from '../../../shared/types/agents.js';
import type { ProductCard, ProductPage } from '../../../shared/types/catalogue.js';
import { requireAdmin } from '../../common/access.rules.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestContext } from '../../common/request-context.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { AuditService } from '../audit/audit.service.js';
import { AccountRoles, type CollectionAgentLookup } from '../auth/account-roles.js';
import { UsersService } from '../auth/users.service.js';
import { CartService, type CollectionAgentStatus } from '../cart/cart.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { EnquiriesService } from '../enquiries/enquiries.service.js';
import { AGENT_MSG, isNominationId, kindOfQualification, likePattern, placeTerms } from './agents.rules.js';
import { collectionAgents } from './agents.schema.js';
import type { CreateAgentDto, LinkAgentAccountDto, UpdateMyAgentDto } from './dto/agents.dto.js';

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

/**
 * The approved collection agents, found by place (issue 18 §3); an agent linked to a shop account keeps its
 * own entry up to date and orders agent products at the agent price (decisions 0973, 0974).
 */
@Injectable()
export class AgentsService implements CollectionAgentLookup, CollectionAgentStatus, OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly audit: AuditService,
    private readonly enquiries: EnquiriesService,
    private readonly users: UsersService,
    private readonly roles: AccountRoles,
    private readonly cart: CartService,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The account's details (its tool menu) and the cart (agent products) ask whether an account is an agent's. */
  onModuleInit(): void {
    this.roles.useCollectionAgents(this);
    this.cart.useCollectionAgents(this);
  }

  async isCollectionAgent(executor: DbExecutor, userId: number): Promise<boolean> {
    const [row] = await executor
      .select({ id: collectionAgents.id })
      .from(collectionAgents)
      .where(eq(collectionAgents.userId, userId))
      .limit(1);
    return row !== undefined;
  }

  /** GET /api/my/collection-agent: the caller's own entry; an account that is no agent's has none (404). */
  async mine(user: RequestUser): Promise<MyCollectionAgent> {
    const [row] = await this.db
      .select({ ...AGENT_FIELDS, approvedAt: collectionAgents.approvedAt })
      .from(collectionAgents)
      .where(eq(collectionAgents.userId, user.id));
    if (!row) throw AppError.notFound(AGENT_MSG.notAnAgent);
    return { ...(row as CollectionAgent), approvedAt: row.approvedAt.toISOString() };
  }

  /** PUT /api/my/collection-agent: the agent corrects how the public register shows them (name, place, contact). */
  async updateMine(user: RequestUser, input: UpdateMyAgentDto): Promise<MyCollectionAgent> {
    const [row] = await this.db
      .update(collectionAgents)
      .set({
        name: input.name.trim(),
        organisation: input.organisation?.trim() || null,
        city: input.city.trim(),
        region: input.region?.trim() || null,
        postcode: input.postcode?.trim() || null,
        phone: input.phone?.trim() || null,
        email: input.email?.trim().toLowerCase() || null,
      })
      .where(eq(collectionAgents.userId, user.id))
      .returning({ ...AGENT_FIELDS, approvedAt: collectionAgents.approvedAt });
    if (!row) throw AppError.notFound(AGENT_MSG.notAnAgent);
    return { ...(row as CollectionAgent), approvedAt: row.approvedAt.toISOString() };
  }

  /**
   * GET /api/my/collection-agent-products: the catalogue's agent category at the price it is listed at, which
   * is the agent price; anyone but an agent is refused (404), and the cart refuses them the products (0974).
   */
  async agentProducts(ctx: RequestContext, user: RequestUser): Promise<ProductPage<ProductCard>> {
    if (!(await this.isCollectionAgent(this.db, user.id))) throw AppError.notFound(AGENT_MSG.notAnAgent);
    const page = await this.catalogue.listProducts(
      await this.catalogue.visitor(ctx),
      { isDetails: 'true', category_ids: String(CATEGORY.agentProducts), sort: 'all', page: '1' },
      CATEGORY.agentProducts,
    );
    return page as ProductPage<ProductCard>;
  }

  /** Admin: links the shop account (by e-mail) the agent signs in with; audited with the link it replaced. */
  async linkAccount(actor: RequestUser | undefined, agentId: number, input: LinkAgentAccountDto): Promise<CollectionAgent> {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const [agent] = await tx
        .select({ id: collectionAgents.id, userId: collectionAgents.userId })
        .from(collectionAgents)
        .where(eq(collectionAgents.id, agentId));
      if (!agent) throw AppError.notFound(AGENT_MSG.agentNotFound);
      const account = await this.users.findByEmail(input.email.trim().toLowerCase(), tx);
      if (!account) throw new FieldErrors({ email: AGENT_MSG.noSuchAccount });
      const [taken] = await tx
        .select({ id: collectionAgents.id })
        .from(collectionAgents)
        .where(and(eq(collectionAgents.userId, account.id), ne(collectionAgents.id, agentId)));
      if (taken) throw new FieldErrors({ email: AGENT_MSG.accountTaken });
      const [row] = await tx
        .update(collectionAgents)
        .set({ userId: account.id })
        .where(eq(collectionAgents.id, agentId))
        .returning(AGENT_FIELDS);
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'collection_agent',
        entityId: agentId,
        action: 'link-account',
        before: { userId: agent.userId },
        after: { userId: account.id, email: account.email },
      });
      return row as CollectionAgent;
    });
  }

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

  /** Admin: an approved agent (a nomination the lab accepted), listed at once; the audit log keeps who added it. */
  async create(actor: RequestUser | undefined, input: CreateAgentDto): Promise<CollectionAgent> {
    const admin = requireAdmin(actor);
    return this.db.transaction(async (tx) => {
      const agent = await this.insert(tx, input, null);
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'collection_agent',
        entityId: agent.id,
        action: 'create',
        before: null,
        after: agent,
      });
      return agent;
    });
  }

  /** Admin: the nominations sent through the public form, newest first, each with the agent approved from it. */
  async nominations(actor: RequestUser | undefined): Promise<{ results: AgentNomination[] }> {
    requireAdmin(actor);
    const rows = await this.enquiries.ofKind('collection-agent-nomination');
    const approved = rows.length
      ? await this.db
          .select({ id: collectionAgents.id, nominationId: collectionAgents.nominationId })
          .from(collectionAgents)
          .where(
            inArray(
              collectionAgents.nominationId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return {
      results: rows.map((row) => ({
        id: row.id,
        reference: row.id.slice(0, 8).toUpperCase(),
        name: row.name,
        email: row.email,
        phone: row.phone,
        organisation: row.organisation,
        countryCode: row.countryCode,
        qualification: row.subject,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        suggestedKind: kindOfQualification(row.subject),
        agentId: approved.find((a) => a.nominationId === row.id)?.id ?? null,
      })),
    };
  }

  /**
   * Admin: approves a nomination as the agent the lab completed from it (the form asks no city, so the admin
   * fills it in); a nomination is approved once (decision 0960).
   */
  async approveNomination(actor: RequestUser | undefined, nominationId: string, input: CreateAgentDto): Promise<CollectionAgent> {
    const admin = requireAdmin(actor);
    if (!isNominationId(nominationId)) throw AppError.notFound(AGENT_MSG.nominationNotFound);
    return this.db.transaction(async (tx) => {
      const nomination = await this.enquiries.findOfKind('collection-agent-nomination', nominationId, tx);
      if (!nomination) throw AppError.notFound(AGENT_MSG.nominationNotFound);
      const [already] = await tx
        .select({ id: collectionAgents.id })
        .from(collectionAgents)
        .where(eq(collectionAgents.nominationId, nominationId));
      if (already) throw AppError.conflict(AGENT_MSG.alreadyApproved);
      const agent = await this.insert(tx, input, nominationId);
      await this.audit.record(tx, {
        actorId: admin.id,
        entity: 'collection_agent',
        entityId: agent.id,
        action: 'approve-nomination',
        before: { nominationId, name: nomination.name, email: nomination.email },
        after: agent,
      });
      return agent;
    });
  }

  private async insert(tx: DbExecutor, input: CreateAgentDto, nominationId: string | null): Promise<CollectionAgent> {
    const [row] = await tx
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
        nominationId,
      })
      .returning(AGENT_FIELDS);
    return row as CollectionAgent;
  }
}
