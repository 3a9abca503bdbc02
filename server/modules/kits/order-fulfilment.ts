import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { DbExecutor } from '../../db/database.js';
import { type OrderFulfilment, OrdersService } from '../checkout/orders.service.js';
import { KitsService } from './kits.service.js';

/**
 * What a paid order sets in motion (docs/decisions/0503, 0604): one kit for the order's tests (one swab
 * runs every test ordered for the animal) and the multi-pack credits, in the transaction that marks the
 * order paid. A guest order has no account to own a kit yet: the lab allocates it from its screens.
 */
@Injectable()
export class KitsOrderFulfilment implements OrderFulfilment, OnModuleInit {
  constructor(
    private readonly orders: OrdersService,
    private readonly kits: KitsService,
  ) {}

  onModuleInit(): void {
    this.orders.useFulfilment(this);
  }

  async fulfil(
    tx: DbExecutor,
    order: { id: number; number: string; userId: number | null; kitTestIds: number[]; credits: Map<number, number> },
  ): Promise<void> {
    if (order.userId === null) return;
    const testIds = [...new Set(order.kitTestIds)];
    if (testIds.length > 0) {
      await this.kits.allocate({ ownerId: order.userId, testIds, quantity: 1, orderReference: order.number }, tx);
    }
    for (const [categoryId, credits] of order.credits) await this.kits.addCredits(order.userId, categoryId, credits, tx);
  }
}
