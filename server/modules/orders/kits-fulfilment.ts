import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SampleCollector } from '../../../shared/sample-collector.js';
import type { DbExecutor } from '../../db/database.js';
import { KitsService } from '../kits/kits.service.js';
import { type OrderFulfilment, OrdersService } from './orders.service.js';

/**
 * The paid order's kits and multi-pack credits through the kits module's seam (docs/decisions/0500,
 * 0604), in the transaction that marks the order paid: no paid order without its kits.
 */
@Injectable()
export class KitsFulfilment implements OrderFulfilment, OnModuleInit {
  constructor(
    private readonly kits: KitsService,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit(): void {
    this.orders.useFulfilment(this);
  }

  async fulfil(
    tx: DbExecutor,
    order: {
      id: number;
      number: string;
      userId: number;
      kits: number[][];
      credits: Map<number, number>;
      collector: SampleCollector | null;
    },
  ): Promise<void> {
    for (const testIds of order.kits) {
      await this.kits.allocate(
        { ownerId: order.userId, testIds, quantity: 1, orderReference: order.number, collector: order.collector },
        tx,
      );
    }
    for (const [categoryId, credits] of order.credits) await this.kits.addCredits(order.userId, categoryId, credits, tx);
  }
}
