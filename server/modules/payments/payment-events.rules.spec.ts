import { describe, expect, it } from '@jest/globals';
import { currentOutcome, type OutcomeAt, outcomeOf, paymentObjectId } from './payment-events.rules.js';

const at = (outcome: OutcomeAt['outcome'], second: number): OutcomeAt => ({
  outcome,
  occurredAt: new Date(Date.UTC(2026, 10, 23, 12, 0, second)),
});

describe('outcomeOf', () => {
  it('reads Stripe PaymentIntent and refund events', () => {
    expect(outcomeOf('stripe', 'payment_intent.succeeded', {})).toBe('succeeded');
    expect(outcomeOf('stripe', 'payment_intent.payment_failed', {})).toBe('failed');
    expect(outcomeOf('stripe', 'payment_intent.requires_action', {})).toBe('requires_action');
    expect(outcomeOf('stripe', 'charge.refunded', { refunded: false })).toBe('partially_refunded');
    expect(outcomeOf('stripe', 'charge.refunded', { refunded: true })).toBe('refunded');
    expect(outcomeOf('test', 'payment_intent.succeeded', {})).toBe('succeeded');
    expect(outcomeOf('test', 'PAYMENT.CAPTURE.COMPLETED', {})).toBe('succeeded');
  });

  it('reads PayPal capture events and ignores what the shop does not act on', () => {
    expect(outcomeOf('paypal', 'PAYMENT.CAPTURE.COMPLETED', {})).toBe('succeeded');
    expect(outcomeOf('paypal', 'PAYMENT.CAPTURE.DECLINED', {})).toBe('failed');
    expect(outcomeOf('stripe', 'customer.created', {})).toBeUndefined();
    expect(outcomeOf('paypal', 'payment_intent.succeeded', {})).toBeUndefined();
  });
});

describe('paymentObjectId', () => {
  it('ties charge events to their PaymentIntent', () => {
    expect(paymentObjectId('charge.refunded', { id: 'ch_1', payment_intent: 'pi_1' })).toBe('pi_1');
    expect(paymentObjectId('payment_intent.succeeded', { id: 'pi_2' })).toBe('pi_2');
    expect(paymentObjectId('payment_intent.succeeded', {})).toBeUndefined();
  });
});

describe('currentOutcome', () => {
  it('is undefined for a payment with no events', () => {
    expect(currentOutcome([])).toBeUndefined();
  });

  it('follows events in the order they happened, not the order they arrived', () => {
    expect(currentOutcome([at('succeeded', 5), at('requires_action', 3), at('created', 1)])).toBe('succeeded');
    expect(currentOutcome([at('requires_action', 3), at('failed', 2), at('created', 1)])).toBe('requires_action');
    expect(currentOutcome([at('failed', 3), at('requires_action', 2)])).toBe('failed');
  });

  it('never lets a failure notice undo a success, even one stamped later', () => {
    expect(currentOutcome([at('succeeded', 1), at('failed', 9)])).toBe('succeeded');
    expect(currentOutcome([at('refunded', 4), at('succeeded', 3), at('partially_refunded', 2)])).toBe('refunded');
  });

  it('orders events of the same second by how far they move the payment', () => {
    expect(currentOutcome([at('succeeded', 1), at('created', 1)])).toBe('succeeded');
  });
});
