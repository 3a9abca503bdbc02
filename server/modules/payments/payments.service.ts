import { Inject, Injectable } from '@nestjs/common';
import type { Money } from '../../../shared/format.js';
import { paymentRegionFor } from '../../../shared/payment-region.js';
import { STOREFRONTS, type StorefrontCode } from '../../../shared/storefronts.js';
import {
  CARD_GATEWAY,
  type CardPayment,
  type CardPaymentGateway,
  type CardRefund,
  WALLET_GATEWAY,
  type WalletOrder,
  type WalletPaymentGateway,
} from './payment-gateway.js';

export interface StartPaymentInput {
  storefront: StorefrontCode;
  amount: Money;
  /** The checkout's idempotency key, so that a retried checkout reuses its payment. */
  idempotencyKey: string;
  /** The order number. */
  reference: string;
}

/**
 * What checkout calls: picks the region account from the storefront and refuses money in another
 * currency than the storefront's, then hands over to the configured gateway (provider or test mode).
 */
@Injectable()
export class PaymentsService {
  constructor(
    @Inject(CARD_GATEWAY) private readonly cards: CardPaymentGateway,
    @Inject(WALLET_GATEWAY) private readonly wallets: WalletPaymentGateway,
  ) {}

  async startCardPayment(input: StartPaymentInput): Promise<CardPayment> {
    return this.cards.create({
      ...this.checked(input),
      idempotencyKey: `card:${input.idempotencyKey}`,
      reference: input.reference,
    });
  }

  async startWalletPayment(input: StartPaymentInput): Promise<WalletOrder> {
    return this.wallets.createOrder({
      ...this.checked(input),
      idempotencyKey: `wallet:${input.idempotencyKey}`,
      reference: input.reference,
    });
  }

  cardPayment(storefront: StorefrontCode, id: string): Promise<CardPayment> {
    return this.cards.retrieve(paymentRegionFor(storefront), id);
  }

  captureWalletPayment(storefront: StorefrontCode, orderId: string, idempotencyKey: string) {
    return this.wallets.capture(paymentRegionFor(storefront), orderId, `capture:${idempotencyKey}`);
  }

  refundCardPayment(
    storefront: StorefrontCode,
    paymentId: string,
    amount: number | undefined,
    idempotencyKey: string,
  ): Promise<CardRefund> {
    return this.cards.refund({
      region: paymentRegionFor(storefront),
      paymentId,
      amount,
      idempotencyKey: `refund:${idempotencyKey}`,
    });
  }

  private checked(input: StartPaymentInput) {
    const expected = STOREFRONTS[input.storefront].currency;
    if (input.amount.currency !== expected) {
      throw new Error(`A ${input.storefront} payment must be in ${expected}, not ${input.amount.currency}`);
    }
    if (!Number.isInteger(input.amount.amount) || input.amount.amount <= 0) {
      throw new Error(`A payment amount is a positive whole number of minor units, not ${input.amount.amount}`);
    }
    return { region: paymentRegionFor(input.storefront), amount: input.amount };
  }
}
