import { describe, expect, it } from '@jest/globals';
import { bankDetailsFor, fulfilmentOf, invoiceNumber, orderNumber, refuseOrderMove } from './checkout.rules.js';

describe('checkout rules', () => {
  it('numbers orders and invoices', () => {
    expect(orderNumber(7)).toBe('PD-100007');
    expect(invoiceNumber(42)).toBe('INV-000042');
  });
  it('allows only the moves of the order lifecycle', () => {
    expect(refuseOrderMove('pending_payment', 'paid')).toBeNull();
    expect(refuseOrderMove('paid', 'refunded')).toBeNull();
    expect(refuseOrderMove('refunded', 'paid')).toBe('An order that is refunded cannot become paid');
    expect(refuseOrderMove('pending_payment', 'refunded')).not.toBeNull();
  });
  it('sends bank transfers to the account of the region', () => {
    expect(bankDetailsFor('AU', 'AU', 'PD-100001').lines[0]).toEqual({ label: 'BSB', value: '062-000' });
    expect(bankDetailsFor('US_EU', 'GB', 'PD-100001').lines[0]?.label).toBe('Sort code');
    expect(bankDetailsFor('US_EU', 'DE', 'PD-100001').lines[0]?.label).toBe('IBAN');
  });
  it('allocates a kit for tests and credits for multi-packs', () => {
    const result = fulfilmentOf([
      { productId: 1, kind: 'd', categoryId: 1, kitCount: null, quantity: 1 },
      { productId: 440, kind: 'nsat', categoryId: 5, kitCount: 5, quantity: 2 },
      { productId: 36, kind: 'nsat', categoryId: 20, kitCount: null, quantity: 1 },
    ]);
    expect(result.kitTestIds).toEqual([1]);
    expect([...result.credits]).toEqual([[5, 10]]);
  });
});
