import type { PaymentRegion } from '../../../shared/payment-region.js';
import type { CartTotals, OrderLineMeta } from '../../../shared/types/cart.js';
import type { BankDetails, OrderStatus, PaymentMethodCode } from '../../../shared/types/order.js';
import type { CardMode, WalletMode } from '../../config/payments-config.js';
import type { OrderPaymentStatus } from './orders.schema.js';

/** Order numbers read like a lab's: PD- and six digits from the order's id. */
export const orderNumber = (id: number): string => `PD-${String(100000 + id)}`;

/** Invoice numbers: INV- and six digits of the gap-free sequence. */
export const invoiceNumber = (n: number): string => `INV-${String(n).padStart(6, '0')}`;

/** The order lifecycle: a table of allowed moves; anything else is refused with a reason. */
const MOVES: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
  cancelled: [],
};

export function refuseOrderMove(from: OrderStatus, to: OrderStatus): string | null {
  return MOVES[from].includes(to) ? null : `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}`;
}

/** Unpaid orders past their due date block new orders (code 79): bank transfers 14 days, vet invoices 30. */
export const PAYMENT_TERMS_DAYS = { EFT: 14, INV: 30 } as const;

export function isOverdue(order: { dueAt: Date | null; paid: boolean }, now: Date): boolean {
  return !order.paid && order.dueAt !== null && order.dueAt.getTime() < now.getTime();
}

/**
 * A guest order placed with an account's e-mail joins that account only once it has been paid
 * (docs/decisions/0633): anyone can type anyone's address, so an unpaid one is never their debt.
 */
export const GUEST_ORDER_JOINS_ONCE: readonly OrderStatus[] = ['paid', 'partially_refunded', 'refunded'];

/**
 * What the mail of a guest order awaiting payment says to an address that has an account: the order is
 * not theirs unless they placed it, and nothing is owed if they did not.
 */
export const GUEST_ORDER_NOTICE = [
  'This order was placed without signing in, with this e-mail address. It is not part of your Pet DNA Lab',
  'account, and it joins your account only once it is paid. If you did not place it, ignore this message:',
  'nothing is owed and nothing will be sent.',
];

/**
 * A card payment of pending orders holds the loyalty points it uses; unpaid after this long it is
 * cancelled and the points returned (docs/decisions/0612).
 */
export const PENDING_PAYMENT_HOLD_MINUTES = 60;

/**
 * A card or PayPal checkout order holding loyalty points (taken with the order) that is never paid gives
 * them back: it is over when a payment of it was cancelled, or when it is still unpaid this long after it
 * was placed — the same hold as a payment of pending orders (docs/decisions/0619, 0622). A declined card is
 * not the end: the buyer tries another card on the same payment until the hold is over.
 */
export interface UnpaidOrderFacts {
  status: OrderStatus;
  paymentMethod: PaymentMethodCode;
  userId: number | null;
  loyaltyPoints: number;
  createdAt: Date;
}

/** Paid at a provider while the customer waits; bank transfers and clinic invoices stay unpaid by design. */
const PAID_AT_A_PROVIDER: readonly PaymentMethodCode[] = ['C', 'A', 'P'];
const MINUTE_MS = 60_000;

/** Does this order hold points it must give back if it is never paid? */
export const holdsPointsUntilPaid = (order: UnpaidOrderFacts): boolean =>
  order.status === 'pending_payment' &&
  PAID_AT_A_PROVIDER.includes(order.paymentMethod) &&
  order.userId !== null &&
  order.loyaltyPoints > 0;

/** Past its hold time: unpaid PENDING_PAYMENT_HOLD_MINUTES after it was placed. */
export const isPastHold = (order: { createdAt: Date }, now: Date): boolean =>
  order.createdAt.getTime() + PENDING_PAYMENT_HOLD_MINUTES * MINUTE_MS <= now.getTime();

/** Over: its payment was cancelled, or it is past its hold time (a declined payment may still be retried). */
export function isAbandoned(order: UnpaidOrderFacts, payments: readonly OrderPaymentStatus[], now: Date): boolean {
  if (!holdsPointsUntilPaid(order)) return false;
  return isPastHold(order, now) || payments.some((status) => status === 'canceled');
}

/**
 * The guard of `pending_payment → cancelled` for an order that was never paid: only a card or PayPal
 * checkout order holding points, and only once none of its payments can still be paid (each cancelled
 * with the provider first). Null when the move may happen.
 */
export function refuseUnpaidCancel(order: UnpaidOrderFacts, payments: readonly OrderPaymentStatus[]): string | null {
  const move = refuseOrderMove(order.status, 'cancelled');
  if (move) return move;
  if (!PAID_AT_A_PROVIDER.includes(order.paymentMethod)) return 'A bank transfer or clinic invoice stays open until it is paid';
  if (!holdsPointsUntilPaid(order)) return 'This order holds no loyalty points to give back';
  if (payments.some((status) => status !== 'canceled')) return 'A payment of this order can still be paid';
  return null;
}

/** A PayPal capture of an order past its hold is refused: the sweep is cancelling it and returning its points. */
export function refuseLateCapture(order: UnpaidOrderFacts, now: Date): string | null {
  return holdsPointsUntilPaid(order) && isPastHold(order, now)
    ? 'This order was not paid in time and is being cancelled; its loyalty points come back to you.'
    : null;
}

/**
 * A PayPal capture is only started while the order is within its hold, and takes seconds; a payment still
 * marked as capturing twice the hold after the order was placed belongs to a node that died mid-capture.
 */
export const captureMayBeUnderWay = (order: { createdAt: Date }, now: Date): boolean =>
  now.getTime() < order.createdAt.getTime() + 2 * PENDING_PAYMENT_HOLD_MINUTES * MINUTE_MS;

/** Points to spend on a payment: what was asked, but never more than the balance or the amount to pay. */
export function pointsToUse(requested: number, available: number, toPay: number): number {
  return Math.max(0, Math.min(Math.floor(requested), available, toPay));
}

/** Card (C, A) and PayPal (P) are offered only when their provider is live or in test mode (docs/decisions/0030). */
export function isMethodOffered(method: PaymentMethodCode, payments: { card: CardMode; wallet: WalletMode }): boolean {
  if (method === 'C' || method === 'A') return payments.card !== 'off';
  if (method === 'P') return payments.wallet !== 'off';
  return true;
}

/** Where a bank transfer goes: the Australian account for AU/NZ, the UK/EU account for the rest. */
export function bankDetailsFor(region: PaymentRegion, storefront: string, reference: string): BankDetails {
  if (region === 'AU') {
    return {
      accountName: 'Pet DNA Lab Pty Ltd',
      bank: 'Commonwealth Bank of Australia',
      lines: [
        { label: 'BSB', value: '062-000' },
        { label: 'Account number', value: '1234 5678' },
        { label: 'SWIFT', value: 'CTBAAU2S' },
      ],
      reference,
    };
  }
  if (storefront === 'GB') {
    return {
      accountName: 'Pet DNA Lab Ltd',
      bank: 'Barclays Bank UK',
      lines: [
        { label: 'Sort code', value: '20-00-00' },
        { label: 'Account number', value: '55779911' },
      ],
      reference,
    };
  }
  return {
    accountName: 'Pet DNA Lab Europe B.V.',
    bank: 'ING Bank N.V.',
    lines: [
      { label: 'IBAN', value: 'NL91 INGB 0001 2345 67' },
      { label: 'BIC', value: 'INGBNL2A' },
    ],
    reference,
  };
}

/** The paid order's kits: tests and profiles need a kit; credits (multi-packs) go to the balance instead. */
export interface FulfilmentLine {
  productId: number;
  kind: string;
  typeId: number;
  categoryId: number;
  kitCount: number | null;
  quantity: number;
  note: string | null;
  metaData: OrderLineMeta;
}

/**
 * One kit per animal: lines whose note names the same animal share a kit (one swab runs all its tests);
 * a test without a note gets its own kit. A custom profile's kit runs the tests it held when it was
 * bought. Multi-packs add `kitCount × quantity` credits per category.
 */
export function fulfilmentOf(lines: FulfilmentLine[]): { kits: number[][]; credits: Map<number, number> } {
  const byAnimal = new Map<string, number[]>();
  const kits: number[][] = [];
  const credits = new Map<number, number>();
  for (const line of lines) {
    if (line.kitCount !== null) {
      credits.set(line.categoryId, (credits.get(line.categoryId) ?? 0) + line.kitCount * line.quantity);
      continue;
    }
    if (!['d', 't', 'fbp', 'dna'].includes(line.kind) && line.typeId !== 8) continue;
    const testIds = line.metaData.customProfileTests?.map((t) => t.id) ?? [line.productId];
    const animal = line.note?.trim().toLowerCase();
    if (!animal) {
      kits.push(testIds);
      continue;
    }
    const tests = byAnimal.get(animal);
    if (tests) tests.push(...testIds.filter((id) => !tests.includes(id)));
    else {
      const created = [...testIds];
      byAnimal.set(animal, created);
      kits.push(created);
    }
  }
  return { kits, credits };
}

/**
 * An order's money columns from its totals as `computeTotals` made them: the one mapping that checkout,
 * invoiced orders and the seeds' orders write, so that a new money field cannot be forgotten in one of them.
 */
export function orderMoneyColumns(totals: CartTotals & { pointsUsed: number }) {
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    loyaltyPoints: totals.pointsUsed,
    shipping: totals.shipping,
    total: totals.total,
    tax: totals.tax,
    taxLabel: totals.taxLabel,
    taxRatePercent: totals.taxRatePercent,
    taxIncluded: totals.taxIncluded,
  };
}
