import { Inject, Injectable, Logger } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { storedPaymentRegion } from '../../../shared/payment-region.js';
import { DB } from '../../common/tokens.js';
import type { Db } from '../../db/database.js';
import { CARD_GATEWAY, type CardPaymentGateway } from '../payments/payment-gateway.js';
import { type OrderPaymentStatus, orderPayments } from './orders.schema.js';
import { type OrderPaymentRow, OrdersService } from './orders.service.js';

/**
 * Cancels a card payment that took loyalty points, and returns them: for the sweep of abandoned orders and
 * for a buyer's new payment replacing an open one (docs/decisions/0619, 0622).
 */
@Injectable()
export class CardCancellationService {
  private readonly logger = new Logger('CardCancellation');

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CARD_GATEWAY) private readonly cards: CardPaymentGateway,
    private readonly orders: OrdersService,
  ) {}

  /**
   * Claims the payment (`canceling`), cancels it with the provider, then returns its points. A provider that
   * will not cancel it (it was paid meanwhile, or is still processing) leaves it to its events: the claim is
   * undone (back to `before`, the status it had when claimed: the row's own unless the caller read it after
   * claiming it; a claim left by a sweep that died goes back to `created`) and the points stay taken. False
   * when the payment is not cancelled; `described` names it in the warning.
   */
  async cancelAndReturnPoints(
    payment: OrderPaymentRow,
    described: string,
    before: OrderPaymentStatus = payment.status,
  ): Promise<boolean> {
    await this.db
      .update(orderPayments)
      .set({ status: 'canceling' })
      .where(and(eq(orderPayments.id, payment.id), inArray(orderPayments.status, ['created', 'failed'])));
    try {
      await this.cards.cancel(storedPaymentRegion(payment.region), payment.paymentId);
    } catch (error) {
      this.logger.warn(`${described} was not cancelled: ${(error as Error).message}`);
      await this.db
        .update(orderPayments)
        .set({ status: before === 'canceling' ? 'created' : before })
        .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, 'canceling')));
      return false;
    }
    // The provider's cancel event may already have returned them (test mode records it at once); a no-op then.
    await this.db.transaction((tx) => this.orders.returnHeldPoints(tx, payment.id));
    return true;
  }
}
