import { describe, expect, it } from '@jest/globals';
import type { PaymentStart } from '../../../shared/types/order.js';
import { nextPaymentStep, PAYMENT_ERROR, paymentErrorText, stripeReturnOf, withStripeReturn } from './payment-step.js';

const start = (over: Partial<PaymentStart>): PaymentStart => ({
  provider: 'stripe',
  paymentId: 'pi_123',
  clientSecret: 'pi_123_secret_abc',
  amount: 12950,
  currency: 'GBP',
  testPaymentUrl: null,
  publishableKey: 'pk_live_useu0123',
  ...over,
});

describe('nextPaymentStep', () => {
  it('sends test mode to the local payment page, returning where the caller says', () => {
    const step = nextPaymentStep(
      start({
        provider: 'test',
        paymentId: 'tpi_1',
        publishableKey: null,
        testPaymentUrl: '/checkout/test-payment/tpi_1?secret=tpi_1_secret&return=%2Fcheckout%2Fcomplete%3Forder%3D1',
      }),
      '/my/orders',
    );
    expect(step).toEqual({ kind: 'test-page', url: '/checkout/test-payment/tpi_1?secret=tpi_1_secret&return=%2Fmy%2Forders' });
  });

  it('never follows a test payment address off this site', () => {
    expect(nextPaymentStep(start({ provider: 'test', testPaymentUrl: 'https://evil.example/pay' }), '/').kind).toBe('error');
  });

  it('opens the Payment Element with the client secret and the account publishable key when Stripe is configured', () => {
    expect(nextPaymentStep(start({}), '/checkout/complete?order=1')).toEqual({
      kind: 'elements',
      clientSecret: 'pi_123_secret_abc',
      publishableKey: 'pk_live_useu0123',
    });
  });

  it('reports an answer it cannot pay with as the payment error, never as Elements with a wrong key', () => {
    expect(nextPaymentStep(start({ publishableKey: null }), '/').kind).toBe('error');
    expect(nextPaymentStep(start({ publishableKey: 'sk_live_oops' }), '/').kind).toBe('error');
    expect(nextPaymentStep(start({ clientSecret: '' }), '/').kind).toBe('error');
  });

  it('has nothing to pay when loyalty points covered it', () => {
    expect(
      nextPaymentStep(
        start({ provider: 'none', amount: 0, clientSecret: '', publishableKey: null, paymentId: 'pending-1' }),
        '/',
      ),
    ).toEqual({ kind: 'paid' });
  });
});

describe('stripeReturnOf', () => {
  it("reads Stripe's return parameters", () => {
    const search = new URLSearchParams(
      'order=7&payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_x&redirect_status=succeeded',
    );
    expect(stripeReturnOf(search)).toEqual({ paymentIntent: 'pi_9', outcome: 'succeeded' });
    expect(stripeReturnOf(new URLSearchParams('payment_intent=pi_9&redirect_status=processing'))?.outcome).toBe('processing');
  });

  it('treats every other status as a failed payment', () => {
    for (const status of ['failed', 'requires_payment_method', 'canceled'])
      expect(stripeReturnOf(new URLSearchParams(`payment_intent=pi_9&redirect_status=${status}`))?.outcome).toBe('failed');
  });

  it('is null on a page not reached from a payment', () => {
    expect(stripeReturnOf(new URLSearchParams('order=7'))).toBeNull();
    expect(stripeReturnOf(new URLSearchParams('payment_intent=pi_9'))).toBeNull();
  });

  it('round-trips what the dialog adds after paying in place', () => {
    const path = withStripeReturn('/checkout/complete?order=7', 'pi_9', 'succeeded');
    expect(path).toBe('/checkout/complete?order=7&payment_intent=pi_9&redirect_status=succeeded');
    expect(stripeReturnOf(new URL(path, 'http://x').searchParams)).toEqual({ paymentIntent: 'pi_9', outcome: 'succeeded' });
  });
});

describe('paymentErrorText', () => {
  it("shows Stripe's message for a declined card or incomplete details, else the payment error", () => {
    expect(paymentErrorText({ type: 'card_error', message: 'Your card was declined.' })).toBe('Your card was declined.');
    expect(paymentErrorText({ type: 'validation_error', message: 'Your card number is incomplete.' })).toBe(
      'Your card number is incomplete.',
    );
    expect(paymentErrorText({ type: 'api_connection_error', message: 'Network failure' })).toBe(PAYMENT_ERROR);
    expect(paymentErrorText(undefined)).toBe(PAYMENT_ERROR);
  });
});
