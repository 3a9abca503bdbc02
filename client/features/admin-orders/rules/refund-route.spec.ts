import { describe, expect, it } from '@jest/globals';
import { refundRoute } from './refund-route.js';

describe('refundRoute', () => {
  it('refunds the shop’s own card payments here, and says where everything else goes back', () => {
    expect(refundRoute({ paidWith: 'card', paymentMethod: 'C' })).toBe('here');
    expect(refundRoute({ paidWith: 'wallet', paymentMethod: 'P' })).toBe('Refund in PayPal');
    expect(refundRoute({ paidWith: null, paymentMethod: 'C' })).toBe('Refund at the card provider');
    expect(refundRoute({ paidWith: null, paymentMethod: 'A' })).toBe('Refund at the card provider');
    expect(refundRoute({ paidWith: null, paymentMethod: 'EFT' })).toBe('Refund by bank transfer');
    expect(refundRoute({ paidWith: null, paymentMethod: 'INV' })).toBe('Refund by bank transfer');
  });
});
