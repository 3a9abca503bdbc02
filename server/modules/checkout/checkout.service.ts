import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { isStateRequired } from '../../../shared/address.js';
import { formatDate, formatMoney } from '../../../shared/format.js';
import { paymentRegionFor, storedPaymentRegion } from '../../../shared/payment-region.js';
import type { CurrencyCode } from '../../../shared/storefronts.js';
import type { OrderAddress, OrderView, PaymentStart, WalletStart } from '../../../shared/types/order.js';
import { MSG } from '../../../shared/validation-messages.js';
import { AppError, FieldErrors } from '../../common/app-error.js';
import type { RequestContext } from '../../common/request-context.js';
import { type RequestUser } from '../../common/request-user.js';
import { APP_CONFIG, DB } from '../../common/tokens.js';
import type { AppConfig } from '../../config/config.js';
import type { Db, DbExecutor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { UsersService } from '../auth/users.service.js';
import { CART_MESSAGES, COUPON_MSG } from '../cart/cart.rules.js';
import { CartService } from '../cart/cart.service.js';
import { LoyaltyService } from '../cart/loyalty.service.js';
import { MailService } from '../mail/mail.service.js';
import { orderPlacedMail } from '../mail/templates/order-placed.js';
import { OrderPlacementService } from '../orders/order-placement.service.js';
import {
  bankDetailsFor,
  GUEST_ORDER_NOTICE,
  isMethodOffered,
  orderMoneyColumns,
  PAYMENT_TERMS_DAYS,
  refuseLateCapture,
} from '../orders/orders.rules.js';
import { type OrderPaymentRow, type OrderRow, OrdersService, storefrontOf } from '../orders/orders.service.js';
import {
  CARD_GATEWAY,
  type CardPayment,
  type CardPaymentGateway,
  PaymentRejectedError,
  WALLET_GATEWAY,
  type WalletPaymentGateway,
} from '../payments/payment-gateway.js';
import type { CheckoutDto, PersonAddressDto } from './dto/checkout.dto.js';

const DAY_MS = 24 * 60 * 60_000;
const PAYMENT_ERROR = 'payment_error';

/**
 * Cart → order → payment. The order is created once per Idempotency-Key; totals come from the cart's
 * server-side quote; coupons and loyalty points are taken in the order's own transaction.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CARD_GATEWAY) private readonly cards: CardPaymentGateway,
    @Inject(WALLET_GATEWAY) private readonly wallets: WalletPaymentGateway,
    private readonly carts: CartService,
    private readonly loyalty: LoyaltyService,
    private readonly orders: OrdersService,
    private readonly placement: OrderPlacementService,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  async checkout(ctx: RequestContext, idempotencyKey: string | undefined, input: CheckoutDto): Promise<OrderView> {
    const key = idempotencyKey?.trim();
    if (!key || key.length > 200) throw new FieldErrors({ 'Idempotency-Key': MSG.required });
    const user = ctx.user;
    const existing = await this.byKey(this.db, key, user, input.sessionId);
    if (existing) return existing;
    if (user) {
      const row = await this.users.findById(user.id);
      if (!row?.emailConfirmedAt) {
        throw AppError.forbidden('Please confirm your email address before you order. We sent you a link when you registered.');
      }
    }
    const isVet = user?.userType === 'vet';
    const method = isVet ? 'INV' : input.payment?.method;
    const errors: Record<string, string> = {};
    if (!isVet) {
      if (!method) errors['payment.method'] = 'Choose a payment method';
      else if (!isMethodOffered(method, this.config.payments)) errors['payment.method'] = 'This payment method is not offered';
      if (!input.billingAddress) errors.billingAddress = MSG.required;
      addressProblems(input.billingAddress, 'billingAddress', errors);
      addressProblems(input.shippingAddress, 'shippingAddress', errors);
    }
    if (Object.keys(errors).length) throw new FieldErrors(errors);
    if (!method) throw new Error('unreachable: payment method checked above');

    const visitor = await this.carts.visitorOf(ctx);
    try {
      return await this.db
        .transaction(async (tx) => {
          // One checkout per key at a time: a repeat waits here until the first has committed, then answers
          // its order, even though that commit may have removed the cart (docs/decisions/0632).
          await tx.execute(sql`SELECT pg_advisory_xact_lock(7245, hashtext(${key}))`);
          const earlier = await this.byKey(tx, key, user, input.sessionId);
          if (earlier) return { replay: false as const, id: earlier.id };
          const quote = await this.carts.quote(
            tx,
            ctx,
            input.sessionId,
            {
              coupon: input.coupon,
              email: input.billingAddress?.email,
              loyaltyPoints: input.loyaltyPoints,
              shippingMethodId: input.shippingMethod,
            },
            visitor,
          );
          if (quote.lines.length === 0) throw AppError.conflict('Your cart is empty');
          await this.carts.refuseLinesNoLongerAllowed(tx, ctx, quote.lines);
          if (user && (await this.orders.hasOverduePayments(tx, user.id))) {
            throw AppError.conflict(CART_MESSAGES.pendingPayments.content, CART_MESSAGES.pendingPayments);
          }
          if (input.coupon?.trim() && !quote.coupon?.view.valid) {
            throw new FieldErrors({ coupon: quote.coupon?.view.message ?? 'This coupon code is not valid' });
          }
          if (isVet) {
            const missing = quote.lines.filter((l) => l.item.note === null && ['fbp', 'd', 't', 'dna'].includes(l.product.kind));
            if (missing.length) {
              throw new FieldErrors(
                Object.fromEntries(missing.map((l) => [`items.${l.item.id}.note`, "Enter the patient's name for this test"])),
              );
            }
          }
          const billing = input.billingAddress ? toAddress(input.billingAddress) : null;
          const shipping = input.shippingAddress ? toAddress(input.shippingAddress) : billing;
          const email = (billing?.email ?? user?.email ?? quote.cart.email ?? '').toLowerCase();
          if (!email) throw new FieldErrors({ 'billingAddress.email': MSG.required });
          const totals = quote.totals;
          const now = new Date();
          const order = await this.placement.place(
            tx,
            key,
            {
              userId: user?.id ?? null,
              cartSessionId: quote.cart.sessionId,
              email,
              firstName: billing?.firstName ?? user?.firstName ?? '',
              lastName: billing?.lastName ?? user?.lastName ?? '',
              phone: billing?.phone ?? quote.cart.phoneNumber,
              userType: quote.visitor.userType,
              storefront: quote.storefront,
              currency: quote.visitor.currency,
              region: paymentRegionFor(quote.storefront),
              paymentMethod: method,
              status: 'pending_payment',
              ...orderMoneyColumns(totals),
              shippingMethod: quote.shipping?.name ?? null,
              couponCode: quote.coupon?.view.valid ? quote.coupon.view.code : null,
              billingAddress: isVet ? null : billing,
              shippingAddress: isVet ? null : shipping,
              collector: quote.cart.collector ?? null,
              dueAt: method === 'EFT' || method === 'INV' ? new Date(now.getTime() + PAYMENT_TERMS_DAYS[method] * DAY_MS) : null,
            },
            quote.lines.map((l) => ({
              productId: l.product.id,
              name: l.product.name,
              kind: l.product.kind,
              typeId: l.product.typeId,
              categoryId: l.product.categoryId,
              kitCount: l.product.kitCount,
              unitAmount: l.product.amount,
              quantity: l.item.quantity,
              amount: l.amount,
              metaData: l.customProfile
                ? { ...l.item.metaData, customProfileTests: l.customProfile.tests.map((t) => ({ id: t.id, name: t.name })) }
                : l.item.metaData,
              note: l.item.note,
            })),
            `Ordered (${method})`,
          );
          if (!order) return { replay: true as const };
          const couponRefusal = quote.coupon?.view.valid
            ? await this.carts.redeemCoupon(tx, quote.coupon.row.id, order.id, user, email)
            : null;
          if (couponRefusal === COUPON_MSG.usedByYou) {
            throw AppError.conflict(CART_MESSAGES.voucherRedeemed.content, CART_MESSAGES.voucherRedeemed);
          }
          if (couponRefusal) throw new FieldErrors({ coupon: couponRefusal });
          if (user && totals.pointsUsed > 0)
            await this.loyalty.spend(tx, user.id, totals.pointsUsed, `Order ${order.number}`, order.id);
          if (method === 'EFT' || method === 'INV') {
            await this.orders.issueInvoice(tx, order.id);
            await this.carts.clear(tx, quote.cart.id);
            const accountHolder = !user && (await this.users.findByEmail(email, tx)) !== undefined;
            await this.mail.enqueue(tx, this.awaitingPaymentMail(order, accountHolder));
          } else if (totals.total === 0) {
            const payment = await this.placement.recordFreePayment(tx, order);
            if (payment) await this.orders.payOrders(tx, payment, 'Paid in full with a coupon or loyalty points');
          } else {
            await this.carts.attachOrder(tx, quote.cart.id, order.id);
          }
          return { replay: false as const, id: order.id };
        })
        .then(async (result) => {
          if (result.replay) {
            const again = await this.byKey(this.db, key, user, input.sessionId);
            if (!again) throw AppError.conflict('This checkout is already being processed');
            return again;
          }
          return this.orders.viewById(this.db, result.id);
        });
    } catch (error) {
      // A parallel request with the same key won the race: answer with its order.
      if (isUniqueViolation(error)) {
        const again = await this.byKey(this.db, key, user, input.sessionId);
        if (again) return again;
      }
      throw error;
    }
  }

  /** POST /api/store/checkout/payment: a PaymentIntent for the order, the same one however often it is asked for. */
  async startCardPayment(ctx: RequestContext, orderId: number, sessionId: string | undefined): Promise<PaymentStart> {
    const order = await this.ownOrder(ctx, orderId, sessionId);
    if (order.paymentMethod !== 'C' && order.paymentMethod !== 'A') throw AppError.conflict('This order is not paid by card');
    refuseUnpayable([order]);
    return this.cardPaymentFor([order], order.total, 0, `order-${order.id}`, order.number, ctx.user?.id ?? null);
  }

  async startWalletPayment(ctx: RequestContext, orderId: number, sessionId: string | undefined): Promise<WalletStart> {
    const order = await this.ownOrder(ctx, orderId, sessionId);
    if (order.paymentMethod !== 'P') throw AppError.conflict('This order is not paid with PayPal');
    refuseUnpayable([order]);
    const region = storedPaymentRegion(order.region);
    const wallet = await this.wallets.createOrder({
      region,
      amount: { amount: order.total, currency: order.currency as CurrencyCode },
      idempotencyKey: `order-${order.id}-wallet`,
      reference: order.number,
    });
    await this.db.transaction(async (tx) => {
      await this.lockPayable(tx, [order.id]);
      await this.placement.recordPayment(tx, {
        provider: wallet.provider,
        paymentId: wallet.id,
        kind: 'wallet',
        region,
        orderIds: [order.id],
        amount: order.total,
        currency: order.currency,
        userId: order.userId,
      });
    });
    return { provider: wallet.provider, id: wallet.id, approveUrl: wallet.approveUrl };
  }

  /**
   * Captures the approved PayPal order. A decline leaves the order unpaid and the cart as it was. The
   * payment is marked `capturing` while PayPal captures it, so the sweep of unpaid orders (0619) never
   * cancels an order under a capture in flight.
   */
  async captureWalletPayment(ctx: RequestContext, orderId: number, sessionId: string | undefined): Promise<OrderView> {
    const order = await this.ownOrder(ctx, orderId, sessionId);
    if (order.status !== 'pending_payment') return this.orders.viewById(this.db, order.id);
    const late = refuseLateCapture(order, new Date());
    if (late) throw AppError.conflict(late, { code: PAYMENT_ERROR });
    const payment = await this.placement.walletPaymentOf(this.db, order.id);
    if (!payment) throw AppError.conflict('Start the PayPal payment first', { code: PAYMENT_ERROR });
    if (!(await this.placement.claimForCapture(this.db, payment.id))) {
      const now = await this.placement.paymentById(this.db, payment.id);
      if (now?.status === 'succeeded') return this.orders.viewById(this.db, order.id);
      throw AppError.conflict(
        now?.status === 'capturing'
          ? 'Your PayPal payment is being completed. Please wait a moment and look again.'
          : ORDER_CANCELLED,
        { code: PAYMENT_ERROR },
      );
    }
    const release = (status: 'created' | 'failed') => this.placement.releaseCapture(this.db, payment.id, status);
    const region = storedPaymentRegion(payment.region);
    let result: Awaited<ReturnType<WalletPaymentGateway['capture']>>;
    try {
      result = await this.wallets.capture(region, payment.paymentId, `order-${order.id}-capture`);
    } catch (error) {
      // Refused, or no answer: the buyer may try again, and the sweep asks PayPal before it ends the payment.
      await release(payment.status === 'failed' ? 'failed' : 'created');
      if (error instanceof PaymentRejectedError) throw AppError.conflict(error.message, { code: PAYMENT_ERROR });
      throw error;
    }
    if (result.outcome === 'declined') {
      await release('failed');
      throw AppError.conflict('Your payment was declined. Please try another payment method.', { code: PAYMENT_ERROR });
    }
    // PayPal answers the capture synchronously; the test gateway has already recorded its event too.
    await this.db.transaction(async (tx) => {
      const fresh = await this.placement.paymentById(tx, payment.id);
      if (fresh) await this.orders.payOrders(tx, fresh, `Paid (${payment.provider} capture ${result.order.captureId ?? ''})`);
    });
    return this.orders.viewById(this.db, order.id);
  }

  /**
   * A card payment for these orders, created once per idempotency key and recorded once per provider
   * payment. `onRecorded` runs in the transaction that records it, and only for the request that did: the
   * pending-orders payment takes its loyalty points there, so a repeated request never takes them twice.
   */
  async cardPaymentFor(
    rows: OrderRow[],
    amount: number,
    pointsUsed: number,
    key: string,
    reference: string,
    userId: number | null,
    onRecorded?: (tx: DbExecutor) => Promise<void>,
  ): Promise<PaymentStart> {
    const first = rows[0];
    if (!first) throw AppError.notFound('Order not found');
    const region = storedPaymentRegion(first.region);
    const payment = await this.cards.create({
      region,
      amount: { amount, currency: first.currency as CurrencyCode },
      idempotencyKey: key,
      reference: reference.slice(0, 200),
    });
    // Unrecorded (the points ran out meanwhile, or the order was cancelled unpaid), the payment's client
    // secret never reaches anyone; the next request with the same key finds the same payment and records it.
    await this.db.transaction(async (tx) => {
      await this.lockPayable(
        tx,
        rows.map((o) => o.id),
      );
      const recorded = await this.placement.recordPayment(tx, {
        provider: payment.provider,
        paymentId: payment.id,
        kind: 'card',
        region,
        orderIds: rows.map((o) => o.id),
        amount,
        currency: first.currency,
        pointsUsed,
        userId,
      });
      if (recorded && onRecorded) await onRecorded(tx);
    });
    return this.startOf(payment, first.id);
  }

  /** The card payment already recorded for these orders, to pay on: the same client secret again. */
  async resumeCardPayment(recorded: OrderPaymentRow): Promise<PaymentStart> {
    const [firstOrderId] = recorded.orderIds;
    if (firstOrderId === undefined) throw AppError.notFound('Order not found');
    return this.startOf(await this.cards.retrieve(storedPaymentRegion(recorded.region), recorded.paymentId), firstOrderId);
  }

  private startOf(payment: CardPayment, firstOrderId: number): PaymentStart {
    const returnPath = `/checkout/complete?order=${firstOrderId}`;
    return {
      provider: payment.provider,
      paymentId: payment.id,
      clientSecret: payment.clientSecret,
      amount: payment.amount.amount,
      currency: payment.amount.currency,
      testPaymentUrl:
        payment.provider === 'test'
          ? `/checkout/test-payment/${payment.id}?secret=${encodeURIComponent(payment.clientSecret)}&return=${encodeURIComponent(returnPath)}`
          : null,
      publishableKey: this.config.payments.stripe?.[payment.region].publishableKey ?? null,
    };
  }

  /**
   * Locks the orders a payment is being recorded for and refuses if one can no longer be paid: the sweep
   * that cancels an unpaid order (0619) takes the same lock, so a payment is never recorded for an order it
   * has cancelled, and it never cancels an order whose payment was just recorded.
   */
  private async lockPayable(tx: DbExecutor, orderIds: number[]): Promise<void> {
    refuseUnpayable(await this.placement.lockForPayment(tx, orderIds));
  }

  /** The requester's order: theirs by account, or a guest's by the cart session it was placed from. */
  private async ownOrder(ctx: RequestContext, orderId: number, sessionId: string | undefined): Promise<OrderRow> {
    const order = await this.placement.byId(this.db, orderId);
    const user = ctx.user;
    const mine =
      order && (order.userId !== null ? order.userId === user?.id : sessionId !== undefined && order.cartSessionId === sessionId);
    if (!order || !mine) throw AppError.notFound('Order not found');
    return order;
  }

  private async byKey(
    executor: DbExecutor,
    key: string,
    user: RequestUser | undefined,
    sessionId: string,
  ): Promise<OrderView | null> {
    const order = await this.placement.byIdempotencyKey(executor, key);
    if (!order) return null;
    const same = order.userId !== null ? order.userId === user?.id : order.cartSessionId === sessionId;
    if (!same)
      throw AppError.conflict('This Idempotency-Key was already used for another checkout', { code: 'idempotency_conflict' });
    if (this.placement.isProvisional(order)) return null;
    return this.orders.viewById(executor, order.id);
  }

  /** `accountHolder`: a guest order whose e-mail has an account says it is not that account's (0633). */
  private awaitingPaymentMail(order: OrderRow, accountHolder: boolean) {
    const storefront = storefrontOf(order);
    const bank = bankDetailsFor(storedPaymentRegion(order.region), storefront, order.number);
    return {
      to: order.email,
      kind: 'order-placed',
      ...orderPlacedMail(
        {
          firstName: order.firstName,
          number: order.number,
          total: formatMoney({ amount: order.total, currency: order.currency as CurrencyCode }, storefront),
          due: order.dueAt ? formatDate(order.dueAt, storefront) : '',
          payment: order.paymentMethod === 'EFT' ? { method: 'EFT', bank } : { method: 'INV' },
          accountOrder: order.userId !== null,
          guestNotice: accountHolder ? GUEST_ORDER_NOTICE.join(' ') : undefined,
        },
        this.config,
      ),
    };
  }
}

/** Said when a card or PayPal order that held loyalty points was cancelled unpaid (docs/decisions/0619). */
const ORDER_CANCELLED =
  'This order was cancelled because it was not paid, and its loyalty points were returned. Your cart still holds its items.';

function refuseUnpayable(rows: Array<{ status: OrderRow['status'] }>): void {
  if (rows.some((o) => o.status === 'cancelled')) throw AppError.conflict(ORDER_CANCELLED, { code: 'order_cancelled' });
  if (rows.some((o) => o.status !== 'pending_payment')) throw AppError.conflict('This order is already paid');
}

function addressProblems(address: PersonAddressDto | undefined, field: string, errors: Record<string, string>): void {
  if (address && isStateRequired(address.country) && !address.state?.trim()) {
    errors[`${field}.state`] = MSG.required;
  }
}

function toAddress(input: PersonAddressDto): OrderAddress {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    address: input.address.trim(),
    address2: input.address2?.trim() || null,
    city: input.city.trim(),
    postalCode: input.postalCode.trim(),
    state: input.state?.trim().toUpperCase() || null,
    country: input.country.toUpperCase(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone?.trim() || null,
  };
}
