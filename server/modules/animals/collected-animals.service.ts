import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { CollectedAnimal } from '../../../shared/types/kits.js';
import { KIT_MSG } from '../../../shared/validation-messages.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestUser } from '../../common/request-user.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { normaliseBarcode } from '../kits/kits.rules.js';
import { collectedAnimals } from './animals.schema.js';
import type { CollectedAnimalDto } from './dto/animals.dto.js';

const PAGE = 20;

/** A collection agent's register of the animals whose samples they witnessed. */
@Injectable()
export class CollectedAnimalsService {
  constructor(@Inject(DB) private readonly db: Db) {}

  async list(agent: RequestUser, page = 1, name?: string) {
    const conditions: SQL[] = [eq(collectedAnimals.agentId, agent.id)];
    if (name?.trim()) conditions.push(ilike(collectedAnimals.name, `%${name.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    const rows = await this.db
      .select({ row: collectedAnimals, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(collectedAnimals)
      .where(and(...conditions))
      .orderBy(desc(collectedAnimals.collectedOn), desc(collectedAnimals.id))
      .limit(PAGE)
      .offset((page - 1) * PAGE);
    const count = rows[0]?.total ?? 0;
    return {
      results: rows.map((r) => view(r.row)),
      count,
      next: page * PAGE < count ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  }

  async create(agent: RequestUser, input: CollectedAnimalDto): Promise<CollectedAnimal> {
    const [row] = await this.db
      .insert(collectedAnimals)
      .values({ agentId: agent.id, ...values(input) })
      .returning();
    if (!row) throw new Error('Insert returned nothing');
    return view(row);
  }

  async update(agent: RequestUser, id: number, input: CollectedAnimalDto): Promise<CollectedAnimal> {
    const [row] = await this.db
      .update(collectedAnimals)
      .set(values(input))
      .where(and(eq(collectedAnimals.id, id), eq(collectedAnimals.agentId, agent.id)))
      .returning();
    if (!row) throw AppError.notFound('Collected animal not found');
    return view(row);
  }

  async remove(agent: RequestUser, id: number): Promise<void> {
    const removed = await this.db
      .delete(collectedAnimals)
      .where(and(eq(collectedAnimals.id, id), eq(collectedAnimals.agentId, agent.id)))
      .returning({ id: collectedAnimals.id });
    if (removed.length === 0) throw AppError.notFound('Collected animal not found');
  }
}

function values(input: CollectedAnimalDto) {
  const date = new Date(`${input.collectedOn}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== input.collectedOn || date.getTime() > Date.now())
    throw new FieldErrors({ collectedOn: KIT_MSG.collectedDate });
  return {
    name: input.name.trim(),
    species: input.species,
    microchip: input.microchip ?? null,
    barcode: input.barcode ? normaliseBarcode(input.barcode) : null,
    ownerName: input.ownerName?.trim() || null,
    collectedOn: input.collectedOn,
  };
}

function view(row: typeof collectedAnimals.$inferSelect): CollectedAnimal {
  return {
    id: row.id,
    name: row.name,
    species: row.species,
    microchip: row.microchip,
    barcode: row.barcode,
    ownerName: row.ownerName,
    collectedOn: row.collectedOn,
  };
}
