import type { Money } from '../../../shared/format.js';
import type { PaymentRegion } from '../../../shared/payment-region.js';
import type { CurrencyCode } from '../../../shared/storefronts.js';
import { AppError } from '../../common/app-error.js';

/** The card payment states we act on; Stripe's PaymentIntent statuses, in the same words. */
export type CardPaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface CardPayment {
  provider: 'stripe' | 'test';
  id: string;
  region: PaymentRegion;
  status: CardPaymentStatus;
  amount: Money;
  /** Handed to the browser, which confirms the payment with the provider; never logged. */
  clientSecret: string;
  /** Why the last attempt failed (`card_declined`, `payment_intent_authentication_failure`), if it did. */
  failureCode: string | null;
}

export interface CreateCardPaymentInput {
  region: PaymentRegion;
  /** Integer minor units and currency, computed on the server. */
  amount: Money;
  /** The same key always yields the same payment: a retried checkout never charges twice. */
  idempotencyKey: string;
  /** Our reference for the payment (the order number), shown to the customer and support. */
  reference: string;
  description?: string;
}

export interface RefundInput {
  region: PaymentRegion;
  paymentId: string;
  /** Minor units; the whole remaining amount when unset. */
  amount?: number;
  idempotencyKey: string;
}

export interface CardRefund {
  id: string;
  paymentId: string;
  amount: Money;
  status: 'succeeded' | 'pending' | 'failed';
}

/** Card payments through a PaymentIntent-like flow: Stripe, or the local test-mode gateway. */
export interface CardPaymentGateway {
  /** `none`: a provider this shop does not offer (unavailable.gateway.ts). */
  readonly provider: 'stripe' | 'test' | 'none';
  create(input: CreateCardPaymentInput): Promise<CardPayment>;
  retrieve(region: PaymentRegion, id: string): Promise<CardPayment>;
  refund(input: RefundInput): Promise<CardRefund>;
  /**
   * Cancels a payment that has not been paid, so that it can never be paid later; cancelling one that is
   * already cancelled answers it again. A payment that succeeded (or is processing) is refused with
   * PaymentRejectedError `payment_intent_unexpected_state`.
   */
  cancel(region: PaymentRegion, id: string): Promise<CardPayment>;
}

export type WalletOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED' | 'SAVED' | 'PAYER_ACTION_REQUIRED';

export interface WalletOrder {
  provider: 'paypal' | 'test';
  id: string;
  region: PaymentRegion;
  status: WalletOrderStatus;
  amount: Money;
  /** Where the buyer approves the payment. */
  approveUrl: string | null;
  /** The capture's id once captured: the transaction id shown on invoices and used for refunds. */
  captureId: string | null;
}

export interface CreateWalletOrderInput {
  region: PaymentRegion;
  amount: Money;
  idempotencyKey: string;
  reference: string;
}

export type CaptureResult =
  | { outcome: 'captured'; order: WalletOrder }
  | { outcome: 'declined'; reason: string; order: WalletOrder };

/** Wallet payments created on the server and captured after the buyer approves them: PayPal Orders v2. */
export interface WalletPaymentGateway {
  /** `none`: a provider this shop does not offer (unavailable.gateway.ts). */
  readonly provider: 'paypal' | 'test' | 'none';
  createOrder(input: CreateWalletOrderInput): Promise<WalletOrder>;
  getOrder(region: PaymentRegion, id: string): Promise<WalletOrder>;
  capture(region: PaymentRegion, orderId: string, idempotencyKey: string): Promise<CaptureResult>;
}

/** The PayPal gateway when PayPal keys are configured, else null (its SDK loads only then). */
export const PAYPAL_GATEWAY = Symbol('PAYPAL_GATEWAY');
export const CARD_GATEWAY = Symbol('CARD_GATEWAY');
export const WALLET_GATEWAY = Symbol('WALLET_GATEWAY');

/** The same idempotency key was sent with a different amount or reference: a bug in the caller, never retried. */
export class IdempotencyConflictError extends AppError {
  constructor(key: string) {
    super(409, `Idempotency key ${key} was already used for a different payment`, { code: 'idempotency_conflict' });
    this.name = 'IdempotencyConflictError';
  }
}

/**
 * The provider refused the request for a reason the caller can show or act on (`card_declined`,
 * `ORDER_NOT_APPROVED`, `amount_too_large` …); an unknown payment answers 404.
 */
export class PaymentRejectedError extends AppError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(code === 'resource_missing' || code === 'INVALID_RESOURCE_ID' ? 404 : 409, message, { code });
    this.name = 'PaymentRejectedError';
  }
}

export function currencyOf(code: string): CurrencyCode {
  return code.toUpperCase() as CurrencyCode;
}
