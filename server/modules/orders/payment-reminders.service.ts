import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { formatDate, formatMoney } from '../../../shared/format.js';
import { storedPaymentRegion } from '../../../shared/payment-region.js';
import type { CurrencyCode } from '../../../shared/storefronts.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { MailService } from '../mail/mail.service.js';
import { paymentReminderMail } from '../mail/templates/payment-reminder.js';
import { bankDetailsFor } from './orders.rules.js';
import { orders, paymentReminders } from './orders.schema.js';
import { type OrderRow, storefrontOf } from './orders.service.js';
import { type PaymentReminderStage, reminderDue, reminderWindow } from './payment-reminders.rules.js';

/**
 * "Invoices due" (docs/decisions/0930): unpaid bank-transfer and invoice orders are reminded three days
 * before they fall due and once they are overdue. Each order and stage is claimed by a `payment_reminders`
 * row in the transaction that queues the mail; a second claim (the sweep run again, or on another node at
 * the same moment) waits for the first to commit and then inserts nothing, so it mails nothing.
 */
@Injectable()
export class PaymentRemindersService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** The sweep: returns how many reminders it queued. */
  async sendDue(now = new Date()): Promise<number> {
    const { from, to } = reminderWindow(now);
    const candidates = await this.db
      .select({
        id: orders.id,
        dueAt: orders.dueAt,
        sent: sql<
          PaymentReminderStage[]
        >`coalesce((SELECT array_agg(r.stage) FROM ${paymentReminders} r WHERE r.order_id = ${orders.id}), '{}')`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending_payment'),
          inArray(orders.paymentMethod, ['EFT', 'INV']),
          isNotNull(orders.dueAt),
          gte(orders.dueAt, from),
          lte(orders.dueAt, to),
        ),
      )
      .orderBy(asc(orders.dueAt));
    let queued = 0;
    for (const candidate of candidates) {
      if (!candidate.dueAt) continue;
      const stage = reminderDue({ dueAt: candidate.dueAt, sent: candidate.sent }, now);
      if (stage && (await this.remind(candidate.id, stage))) queued++;
    }
    return queued;
  }

  /** Claims the order's stage and queues its mail in one transaction; false if it was paid or claimed meanwhile. */
  private remind(orderId: number, stage: PaymentReminderStage): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Under the order's lock: a payment committing now is seen, and no reminder goes for a paid order.
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
        .for('update');
      if (!order) return false;
      const [claimed] = await tx
        .insert(paymentReminders)
        .values({ orderId, stage })
        .onConflictDoNothing()
        .returning({ orderId: paymentReminders.orderId });
      if (!claimed) return false;
      const mailId = await this.mail.enqueue(tx, {
        to: order.email,
        kind: `payment-reminder-${stage}`,
        ...this.mailFor(order, stage),
      });
      await tx
        .update(paymentReminders)
        .set({ mailId })
        .where(and(eq(paymentReminders.orderId, orderId), eq(paymentReminders.stage, stage)));
      return true;
    });
  }

  private mailFor(order: OrderRow, stage: PaymentReminderStage) {
    const storefront = storefrontOf(order);
    return paymentReminderMail(
      {
        firstName: order.firstName,
        number: order.number,
        stage,
        method: order.paymentMethod === 'INV' ? 'INV' : 'EFT',
        total: formatMoney({ amount: order.total, currency: order.currency as CurrencyCode }, storefront),
        due: order.dueAt ? formatDate(order.dueAt, storefront) : '',
        bank: bankDetailsFor(storedPaymentRegion(order.region), storefront, order.number),
        accountOrder: order.userId !== null,
      },
      this.config,
    );
  }
}
