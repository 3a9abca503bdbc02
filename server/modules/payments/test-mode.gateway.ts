import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../shared/paths.js';
import type { PaymentRegion } from '../../../shared/payment-region.js';
import type { TestPaymentView } from '../../../shared/types/payment.js';
import { FieldErrors } from '../../common/app-error.js';
import type { Db, DbExecutor } from '../../db/database.js';
import type { PaymentEventsService } from './payment-events.service.js';
import {
  type CaptureResult,
  type CardPayment,
  type CardPaymentGateway,
  type CardPaymentStatus,
  type CardRefund,
  type CreateCardPaymentInput,
  type CreateWalletOrderInput,
  currencyOf,
  IdempotencyConflictError,
  PaymentRejectedError,
  type RefundInput,
  type WalletOrder,
  type WalletOrderStatus,
  type WalletPaymentGateway,
} from './payment-gateway.js';
import { testPayments, testRefunds } from './payments.schema.js';
import { testCardBehaviour } from './test-card.rules.js';

type TestPaymentRow = typeof testPayments.$inferSelect;

const CARD_DECLINED = 'Your card was declined.';

/**
 * Test mode, when no provider keys are configured: a local gateway that behaves like Stripe (cards,
 * declines, 3-D Secure) and PayPal (approve, capture, declined funding), with its payments kept in the
 * database and its events recorded through the same path as the providers' webhooks. The customer pays
 * on the shop's own page (/payments/test/:id), clearly labelled "Test mode — no real money".
 */
export class TestModeGateway implements CardPaymentGateway, WalletPaymentGateway {
  readonly provider = 'test';

  constructor(
    private readonly db: Db,
    private readonly events: PaymentEventsService,
    private readonly publicUrl: string,
  ) {}

  create(input: CreateCardPaymentInput): Promise<CardPayment> {
    return this.open('card', input).then((row) => toCardPayment(row));
  }

  createOrder(input: CreateWalletOrderInput): Promise<WalletOrder> {
    return this.open('wallet', input).then((row) => this.toWalletOrder(row));
  }

  async retrieve(region: PaymentRegion, id: string): Promise<CardPayment> {
    return toCardPayment(await this.find(this.db, 'card', region, id));
  }

  async getOrder(region: PaymentRegion, id: string): Promise<WalletOrder> {
    return this.toWalletOrder(await this.find(this.db, 'wallet', region, id));
  }

  async refund(input: RefundInput): Promise<CardRefund> {
    return this.db.transaction(async (tx) => {
      const payment = await this.find(tx, 'card', input.region, input.paymentId, true);
      const [earlier] = await tx.select().from(testRefunds).where(eq(testRefunds.idempotencyKey, input.idempotencyKey));
      if (earlier) {
        if (earlier.paymentId !== payment.id || (input.amount !== undefined && input.amount !== earlier.amount)) {
          throw new IdempotencyConflictError(input.idempotencyKey);
        }
        return toRefund(earlier, payment);
      }
      if (payment.status !== 'succeeded')
        throw new PaymentRejectedError('charge_not_refundable', 'This payment does not have a successful charge to refund.');
      const remaining = payment.amount - payment.amountRefunded;
      const amount = input.amount ?? remaining;
      if (remaining === 0) throw new PaymentRejectedError('charge_already_refunded', 'This payment has already been refunded.');
      if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
        throw new PaymentRejectedError(
          'amount_too_large',
          `Refund amount (${amount}) is greater than unrefunded amount (${remaining})`,
        );
      }
      const [refund] = await tx
        .insert(testRefunds)
        .values({ id: newId('tre'), paymentId: payment.id, amount, idempotencyKey: input.idempotencyKey })
        .returning();
      const refunded = payment.amountRefunded + amount;
      await tx
        .update(testPayments)
        .set({ amountRefunded: refunded, updatedAt: new Date() })
        .where(eq(testPayments.id, payment.id));
      await this.emit(tx, payment, 'charge.refunded', { amount_refunded: refunded, refunded: refunded === payment.amount });
      if (!refund) throw new Error('Refund insert returned nothing');
      return toRefund(refund, payment);
    });
  }

  async cancel(region: PaymentRegion, id: string): Promise<CardPayment> {
    return this.db.transaction(async (tx) => {
      const payment = await this.find(tx, 'card', region, id, true);
      if (payment.status === 'canceled') return toCardPayment(payment);
      if (payment.status === 'succeeded') {
        throw new PaymentRejectedError(
          'payment_intent_unexpected_state',
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
        );
      }
      const row = await this.update(tx, payment.id, { status: 'canceled' });
      await this.emit(tx, row, 'payment_intent.canceled', { cancellation_reason: 'abandoned' });
      return toCardPayment(row);
    });
  }

  async capture(region: PaymentRegion, orderId: string, idempotencyKey: string): Promise<CaptureResult> {
    return this.db.transaction(async (tx) => {
      const order = await this.find(tx, 'wallet', region, orderId, true);
      const captureId = `TCAP${createHash('sha256').update(`${orderId}:${idempotencyKey}`).digest('hex').slice(0, 13).toUpperCase()}`;
      if (order.status === 'COMPLETED') {
        if (order.captureId === captureId) return { outcome: 'captured', order: this.toWalletOrder(order) };
        throw new PaymentRejectedError('ORDER_ALREADY_CAPTURED', 'Order already captured.');
      }
      if (order.status !== 'APPROVED')
        throw new PaymentRejectedError('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
      if (order.funding === 'declined') {
        await this.emit(tx, order, 'PAYMENT.CAPTURE.DECLINED', { reason: 'INSTRUMENT_DECLINED' });
        return { outcome: 'declined', reason: 'INSTRUMENT_DECLINED', order: this.toWalletOrder(order) };
      }
      const [captured] = await tx
        .update(testPayments)
        .set({ status: 'COMPLETED', captureId, updatedAt: new Date() })
        .where(eq(testPayments.id, order.id))
        .returning();
      if (!captured) throw new Error('Capture update returned nothing');
      await this.emit(tx, captured, 'PAYMENT.CAPTURE.COMPLETED', { capture_id: captureId });
      return { outcome: 'captured', order: this.toWalletOrder(captured) };
    });
  }

  /** The payment as the test page shows it, to whoever holds its client secret. */
  async view(id: string, clientSecret: string): Promise<TestPaymentView> {
    return toView(await this.withSecret(this.db, id, clientSecret));
  }

  /** The customer enters a card on the test page: Stripe's test cards behave as documented. */
  async confirmCard(id: string, clientSecret: string, cardNumber: string): Promise<TestPaymentView> {
    return this.db.transaction(async (tx) => {
      const payment = await this.withSecret(tx, id, clientSecret, true);
      if (payment.kind !== 'card' || payment.status !== 'requires_payment_method') {
        throw new PaymentRejectedError(
          'payment_intent_unexpected_state',
          `This payment cannot take a card in status ${payment.status}.`,
        );
      }
      const behaviour = testCardBehaviour(cardNumber);
      if (behaviour === 'incorrect_number') throw new FieldErrors({ cardNumber: 'Your card number is incorrect.' });
      if (behaviour === 'declined') {
        const row = await this.update(tx, payment.id, { failureCode: 'card_declined' });
        await this.emit(tx, row, 'payment_intent.payment_failed', {
          last_payment_error: { code: 'card_declined', message: CARD_DECLINED },
        });
        return toView(row);
      }
      if (behaviour === 'requires_authentication') {
        const row = await this.update(tx, payment.id, { status: 'requires_action', failureCode: null });
        await this.emit(tx, row, 'payment_intent.requires_action', {});
        return toView(row);
      }
      return toView(await this.succeed(tx, payment.id));
    });
  }

  /** The customer's answer to the 3-D Secure challenge. */
  async authenticate(id: string, clientSecret: string, passed: boolean): Promise<TestPaymentView> {
    return this.db.transaction(async (tx) => {
      const payment = await this.withSecret(tx, id, clientSecret, true);
      if (payment.status !== 'requires_action')
        throw new PaymentRejectedError('payment_intent_unexpected_state', 'No 3-D Secure challenge is pending for this payment.');
      if (passed) return toView(await this.succeed(tx, payment.id));
      const row = await this.update(tx, payment.id, {
        status: 'requires_payment_method',
        failureCode: 'payment_intent_authentication_failure',
      });
      await this.emit(tx, row, 'payment_intent.payment_failed', {
        last_payment_error: { code: 'payment_intent_authentication_failure' },
      });
      return toView(row);
    });
  }

  /** The buyer approves a wallet payment on the test page, with funds that capture or are declined. */
  async approve(id: string, clientSecret: string, funding: 'ok' | 'declined'): Promise<TestPaymentView> {
    return this.db.transaction(async (tx) => {
      const order = await this.withSecret(tx, id, clientSecret, true);
      if (order.kind !== 'wallet' || (order.status !== 'CREATED' && order.status !== 'APPROVED')) {
        throw new PaymentRejectedError('ORDER_CANNOT_BE_APPROVED', `This order cannot be approved in status ${order.status}.`);
      }
      const row = await this.update(tx, order.id, { status: 'APPROVED', funding });
      await this.emit(tx, row, 'CHECKOUT.ORDER.APPROVED', {});
      return toView(row);
    });
  }

  /** Creates the payment once per idempotency key; the same key with other parameters is refused. */
  private async open(kind: 'card' | 'wallet', input: CreateCardPaymentInput | CreateWalletOrderInput): Promise<TestPaymentRow> {
    const fingerprint = `${input.region}|${input.amount.amount}|${input.amount.currency}|${input.reference}`;
    if (!Number.isInteger(input.amount.amount) || input.amount.amount < 50) {
      throw new PaymentRejectedError('amount_too_small', 'Amount must be at least 50 minor units');
    }
    return this.db.transaction(async (tx) => {
      const id = newId(kind === 'card' ? 'tpi' : 'TPP');
      const [created] = await tx
        .insert(testPayments)
        .values({
          id,
          kind,
          region: input.region,
          amount: input.amount.amount,
          currency: input.amount.currency,
          status: kind === 'card' ? 'requires_payment_method' : 'CREATED',
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          idempotencyKey: input.idempotencyKey,
          fingerprint,
          reference: input.reference,
        })
        .onConflictDoNothing({ target: [testPayments.kind, testPayments.idempotencyKey] })
        .returning();
      if (created) {
        await this.emit(tx, created, kind === 'card' ? 'payment_intent.created' : 'CHECKOUT.ORDER.CREATED', {});
        return created;
      }
      const [existing] = await tx
        .select()
        .from(testPayments)
        .where(and(eq(testPayments.kind, kind), eq(testPayments.idempotencyKey, input.idempotencyKey)));
      if (!existing) throw new Error('Idempotent insert found no row');
      if (existing.fingerprint !== fingerprint) throw new IdempotencyConflictError(input.idempotencyKey);
      return existing;
    });
  }

  private async succeed(tx: DbExecutor, id: string): Promise<TestPaymentRow> {
    const row = await this.update(tx, id, { status: 'succeeded', failureCode: null });
    await this.emit(tx, row, 'payment_intent.succeeded', {});
    return row;
  }

  private async update(tx: DbExecutor, id: string, changes: Partial<TestPaymentRow>): Promise<TestPaymentRow> {
    const [row] = await tx
      .update(testPayments)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(testPayments.id, id))
      .returning();
    if (!row) throw new Error(`Test payment ${id} vanished`);
    return row;
  }

  private async emit(tx: DbExecutor, payment: TestPaymentRow, type: string, extra: Record<string, unknown>): Promise<void> {
    await this.events.record(
      {
        provider: 'test',
        providerEventId: newId('tevt'),
        type,
        objectId: payment.id,
        region: payment.region as PaymentRegion,
        occurredAt: new Date(),
        payload: {
          id: payment.id,
          status: payment.status,
          amount: payment.amount,
          currency: payment.currency,
          reference: payment.reference,
          ...extra,
        },
      },
      tx,
    );
  }

  private async find(
    executor: DbExecutor,
    kind: 'card' | 'wallet',
    region: PaymentRegion,
    id: string,
    lock = false,
  ): Promise<TestPaymentRow> {
    const query = executor
      .select()
      .from(testPayments)
      .where(and(eq(testPayments.id, id), eq(testPayments.kind, kind), eq(testPayments.region, region)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new PaymentRejectedError('resource_missing', `No such payment: '${id}'`);
    return row;
  }

  private async withSecret(executor: DbExecutor, id: string, clientSecret: string, lock = false): Promise<TestPaymentRow> {
    const query = executor.select().from(testPayments).where(eq(testPayments.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || !sameSecret(row.clientSecret, clientSecret))
      throw new PaymentRejectedError('resource_missing', `No such payment: '${id}'`);
    return row;
  }

  private toWalletOrder(row: TestPaymentRow): WalletOrder {
    return {
      provider: 'test',
      id: row.id,
      region: row.region as PaymentRegion,
      status: row.status as WalletOrderStatus,
      amount: { amount: row.amount, currency: currencyOf(row.currency) },
      approveUrl: `${this.publicUrl}${paths.testPayment(row.id)}?secret=${encodeURIComponent(row.clientSecret)}`,
      captureId: row.captureId,
    };
  }
}

function toCardPayment(row: TestPaymentRow): CardPayment {
  return {
    provider: 'test',
    id: row.id,
    region: row.region as PaymentRegion,
    status: row.status as CardPaymentStatus,
    amount: { amount: row.amount, currency: currencyOf(row.currency) },
    clientSecret: row.clientSecret,
    failureCode: row.failureCode,
  };
}

function toRefund(refund: typeof testRefunds.$inferSelect, payment: TestPaymentRow): CardRefund {
  return {
    id: refund.id,
    paymentId: payment.id,
    amount: { amount: refund.amount, currency: currencyOf(payment.currency) },
    status: 'succeeded',
  };
}

function toView(row: TestPaymentRow): TestPaymentView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount: { amount: row.amount, currency: currencyOf(row.currency) },
    reference: row.reference,
    failureCode: row.failureCode,
  };
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
