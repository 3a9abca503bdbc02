import Stripe from 'stripe';
import type { PaymentRegion } from '../../../shared/payment-region.js';
import type { StripeAccountKeys } from '../../config/payments-config.js';
import {
  type CardPayment,
  type CardPaymentGateway,
  type CardPaymentStatus,
  type CardRefund,
  type CreateCardPaymentInput,
  currencyOf,
  IdempotencyConflictError,
  PaymentRejectedError,
  type RefundInput,
} from './payment-gateway.js';

/** Card payments on Stripe PaymentIntents, one Stripe account (and client) per region. */
export class StripeGateway implements CardPaymentGateway {
  readonly provider = 'stripe';
  private readonly clients: Record<PaymentRegion, Stripe>;

  constructor(accounts: Record<PaymentRegion, StripeAccountKeys>, apiUrl?: string) {
    const target = apiUrl ? new URL(apiUrl) : undefined;
    const client = (keys: StripeAccountKeys) =>
      new Stripe(keys.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(target
          ? {
              host: target.hostname,
              port: target.port || (target.protocol === 'https:' ? 443 : 80),
              protocol: target.protocol.replace(':', '') as 'http' | 'https',
            }
          : {}),
      });
    this.clients = { AU: client(accounts.AU), US_EU: client(accounts.US_EU) };
  }

  async create(input: CreateCardPaymentInput): Promise<CardPayment> {
    try {
      const intent = await this.clients[input.region].paymentIntents.create(
        {
          amount: input.amount.amount,
          currency: input.amount.currency.toLowerCase(),
          // Card only, confirmed in the browser by Stripe Elements: card numbers never reach our server.
          allowed_payment_method_types: ['card'],
          description: input.description,
          metadata: { reference: input.reference },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return this.toPayment(input.region, intent);
    } catch (error) {
      throw translate(error, input.idempotencyKey);
    }
  }

  async retrieve(region: PaymentRegion, id: string): Promise<CardPayment> {
    try {
      return this.toPayment(region, await this.clients[region].paymentIntents.retrieve(id));
    } catch (error) {
      throw translate(error);
    }
  }

  async refund(input: RefundInput): Promise<CardRefund> {
    try {
      const refund = await this.clients[input.region].refunds.create(
        { payment_intent: input.paymentId, ...(input.amount === undefined ? {} : { amount: input.amount }) },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: refund.id,
        paymentId: input.paymentId,
        amount: { amount: refund.amount, currency: currencyOf(refund.currency) },
        status:
          refund.status === 'succeeded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending',
      };
    } catch (error) {
      throw translate(error, input.idempotencyKey);
    }
  }

  async cancel(region: PaymentRegion, id: string): Promise<CardPayment> {
    try {
      return this.toPayment(region, await this.clients[region].paymentIntents.cancel(id));
    } catch (error) {
      // Stripe refuses to cancel twice; a payment already cancelled is what the caller wants.
      const current = await this.retrieve(region, id).catch(() => undefined);
      if (current?.status === 'canceled') return current;
      throw translate(error);
    }
  }

  /** The account's client, for verifying webhooks. */
  client(region: PaymentRegion): Stripe {
    return this.clients[region];
  }

  private toPayment(region: PaymentRegion, intent: Stripe.PaymentIntent): CardPayment {
    return {
      provider: 'stripe',
      id: intent.id,
      region,
      status: intent.status as CardPaymentStatus,
      amount: { amount: intent.amount, currency: currencyOf(intent.currency) },
      clientSecret: intent.client_secret ?? '',
      failureCode: intent.last_payment_error?.code ?? null,
    };
  }
}

function translate(error: unknown, idempotencyKey?: string): Error {
  if (error instanceof Stripe.errors.StripeIdempotencyError && idempotencyKey)
    return new IdempotencyConflictError(idempotencyKey);
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    return new PaymentRejectedError(error.code ?? 'invalid_request', error.message);
  }
  return error as Error;
}
