import { describe, expect, it } from '@jest/globals';
import { TAX_RULES } from '../../../shared/tax.js';
import { computeTotals } from '../cart/cart.rules.js';
import {
  bankDetailsFor,
  captureMayBeUnderWay,
  fulfilmentOf,
  invoiceNumber,
  isAbandoned,
  isMethodOffered,
  isOverdue,
  orderMoneyColumns,
  orderNumber,
  PAYMENT_TERMS_DAYS,
  PENDING_PAYMENT_HOLD_MINUTES,
  pointsToUse,
  refuseLateCapture,
  refuseOrderMove,
  refuseUnpaidCancel,
  type UnpaidOrderFacts,
} from './orders.rules.js';

describe('checkout rules', () => {
  it('numbers orders and invoices', () => {
    expect(orderNumber(7)).toBe('PD-100007');
    expect(invoiceNumber(42)).toBe('INV-000042');
  });
  it('offers card and PayPal only when their provider is live or in test mode (0030)', () => {
    const cardOnly = { card: 'stripe', wallet: 'off' } as const;
    expect(isMethodOffered('C', cardOnly)).toBe(true);
    expect(isMethodOffered('A', cardOnly)).toBe(true);
    expect(isMethodOffered('P', cardOnly)).toBe(false);
    expect(isMethodOffered('EFT', { card: 'off', wallet: 'off' })).toBe(true);
    expect(isMethodOffered('C', { card: 'off', wallet: 'test' })).toBe(false);
    expect(isMethodOffered('P', { card: 'off', wallet: 'test' })).toBe(true);
  });
  it('allows only the moves of the order lifecycle', () => {
    expect(refuseOrderMove('pending_payment', 'paid')).toBeNull();
    expect(refuseOrderMove('paid', 'refunded')).toBeNull();
    expect(refuseOrderMove('refunded', 'paid')).toBe('An order that is refunded cannot become paid');
    expect(refuseOrderMove('pending_payment', 'refunded')).not.toBeNull();
  });
  it('gives bank transfers 14 days and vet invoices 30, and flags unpaid orders past their due date', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(PAYMENT_TERMS_DAYS).toEqual({ EFT: 14, INV: 30 });
    expect(isOverdue({ dueAt: new Date('2026-11-01'), paid: false }, now)).toBe(true);
    expect(isOverdue({ dueAt: new Date('2026-11-01'), paid: true }, now)).toBe(false);
    expect(isOverdue({ dueAt: new Date('2026-12-01'), paid: false }, now)).toBe(false);
    expect(isOverdue({ dueAt: null, paid: false }, now)).toBe(false);
  });
  describe('a card or PayPal order holding points that is never paid (0619)', () => {
    const placed = new Date('2026-03-01T10:00:00Z');
    const at = (minutes: number) => new Date(placed.getTime() + minutes * 60_000);
    const order = (over: Partial<UnpaidOrderFacts> = {}): UnpaidOrderFacts => ({
      status: 'pending_payment',
      paymentMethod: 'C',
      userId: 7,
      loyaltyPoints: 400,
      createdAt: placed,
      ...over,
    });
    const hold = PENDING_PAYMENT_HOLD_MINUTES;

    it('is over when its payment was cancelled, or when it is unpaid after the hold time; a declined card may be retried until then', () => {
      expect(isAbandoned(order(), [], at(hold - 1))).toBe(false);
      expect(isAbandoned(order(), ['created'], at(hold - 1))).toBe(false);
      expect(isAbandoned(order(), [], at(hold))).toBe(true);
      expect(isAbandoned(order({ paymentMethod: 'P' }), ['created'], at(hold + 1))).toBe(true);
      expect(isAbandoned(order(), ['failed'], at(1))).toBe(false);
      expect(isAbandoned(order(), ['failed'], at(hold))).toBe(true);
      expect(isAbandoned(order({ paymentMethod: 'A' }), ['canceled'], at(1))).toBe(true);
    });
    it('never for bank transfers, clinic invoices, guests, orders without points or orders no longer unpaid', () => {
      for (const over of [
        { paymentMethod: 'EFT' as const },
        { paymentMethod: 'INV' as const },
        { userId: null },
        { loyaltyPoints: 0 },
        { status: 'paid' as const },
        { status: 'cancelled' as const },
      ]) {
        expect(isAbandoned(order(over), ['failed'], at(10 * hold))).toBe(false);
      }
    });
    it('is cancelled only once none of its payments can still be paid, and never from another state', () => {
      expect(refuseUnpaidCancel(order(), [])).toBeNull();
      expect(refuseUnpaidCancel(order(), ['canceled', 'canceled'])).toBeNull();
      for (const open of ['created', 'failed', 'canceling', 'capturing', 'succeeded'] as const) {
        expect(refuseUnpaidCancel(order(), ['canceled', open])).toBe('A payment of this order can still be paid');
      }
      expect(refuseUnpaidCancel(order({ paymentMethod: 'EFT' }), [])).toBe(
        'A bank transfer or clinic invoice stays open until it is paid',
      );
      expect(refuseUnpaidCancel(order({ paymentMethod: 'INV' }), [])).not.toBeNull();
      expect(refuseUnpaidCancel(order({ loyaltyPoints: 0 }), [])).toBe('This order holds no loyalty points to give back');
      expect(refuseUnpaidCancel(order({ status: 'paid' }), [])).toBe('An order that is paid cannot become cancelled');
      expect(refuseUnpaidCancel(order({ status: 'cancelled' }), [])).toBe('An order that is cancelled cannot become cancelled');
    });
    it('refuses a PayPal capture after the hold, and takes a capture still marked after twice the hold for a dead one', () => {
      expect(refuseLateCapture(order({ paymentMethod: 'P' }), at(hold - 1))).toBeNull();
      expect(refuseLateCapture(order({ paymentMethod: 'P' }), at(hold))).toMatch(/not paid in time/);
      expect(refuseLateCapture(order({ paymentMethod: 'P', loyaltyPoints: 0 }), at(10 * hold))).toBeNull();
      expect(captureMayBeUnderWay(order(), at(2 * hold - 1))).toBe(true);
      expect(captureMayBeUnderWay(order(), at(2 * hold))).toBe(false);
    });
  });
  it('spends the points asked for, never more than the balance or what is left to pay', () => {
    expect(pointsToUse(400, 1000, 5000)).toBe(400);
    expect(pointsToUse(400, 250, 5000)).toBe(250);
    expect(pointsToUse(9000, 10000, 5000)).toBe(5000);
    expect(pointsToUse(-3, 1000, 5000)).toBe(0);
    expect(pointsToUse(12.7, 1000, 5000)).toBe(12);
  });
  it('sends bank transfers to the account of the region', () => {
    expect(bankDetailsFor('AU', 'AU', 'PD-100001').lines[0]).toEqual({ label: 'BSB', value: '062-000' });
    expect(bankDetailsFor('US_EU', 'GB', 'PD-100001').lines[0]?.label).toBe('Sort code');
    expect(bankDetailsFor('US_EU', 'DE', 'PD-100001').lines[0]?.label).toBe('IBAN');
  });
  it('allocates one kit per animal named in the notes, one per unnamed test, and credits for multi-packs', () => {
    const line = (productId: number, kind: string, note: string | null, kitCount: number | null = null, quantity = 1) => ({
      productId,
      kind,
      typeId: 2,
      categoryId: kitCount ? 5 : 1,
      kitCount,
      quantity,
      note,
      metaData: {},
    });
    const result = fulfilmentOf([
      line(1, 'd', 'Bella'),
      line(2, 't', 'bella '),
      line(3, 'd', null),
      line(4, 'd', null),
      line(440, 'nsat', null, 5, 2),
      { ...line(36, 'nsat', null), typeId: 4 },
    ]);
    expect(result.kits).toEqual([[1, 2], [3], [4]]);
    expect([...result.credits]).toEqual([[5, 10]]);
  });
  it('runs a custom profile’s tests on one kit, shared with other tests for the same animal', () => {
    const profile = (note: string | null) => ({
      productId: 976,
      kind: 'fbp',
      typeId: 2,
      categoryId: 4,
      kitCount: null,
      quantity: 1,
      note,
      metaData: {
        customProfileId: 'b6c9d2a0-0000-4000-8000-000000000001',
        customProfileTests: [
          { id: 1001, name: 'PRA-prcd' },
          { id: 1002, name: 'DM' },
        ],
      },
    });
    expect(fulfilmentOf([profile(null)]).kits).toEqual([[1001, 1002]]);
    const single = { ...profile('Rex'), productId: 1003, kind: 'd', categoryId: 1, metaData: {} };
    expect(fulfilmentOf([single, profile('rex'), { ...single, productId: 1001 }]).kits).toEqual([[1003, 1001, 1002]]);
  });
});

describe('the money an order records', () => {
  it('writes what the buyer paid: coupon, points used, shipping and the tax included in the total', () => {
    const totals = computeTotals({
      currency: 'GBP',
      subtotal: 12_000,
      discount: 1_200,
      loyaltyPoints: 500,
      availablePoints: 800,
      shipping: 450,
      tax: TAX_RULES.GB,
    });
    expect(orderMoneyColumns(totals)).toEqual({
      subtotal: 12_000,
      discount: 1_200,
      loyaltyPoints: 500,
      shipping: 450,
      total: 10_750,
      tax: 1_792,
      taxLabel: TAX_RULES.GB.label,
      taxRatePercent: TAX_RULES.GB.ratePercent,
      taxIncluded: true,
    });
  });
});
