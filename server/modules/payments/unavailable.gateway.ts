import type { PaymentRegion } from '../../../shared/payment-region.js';
import { AppError } from '../../common/app-error.js';
import type {
  CaptureResult,
  CardPayment,
  CardPaymentGateway,
  CardRefund,
  CreateWalletOrderInput,
  WalletOrder,
  WalletPaymentGateway,
} from './payment-gateway.js';

/**
 * A provider this shop does not offer: live without its keys and without PAYMENTS_TEST_MODE
 * (docs/decisions/0030). Checkout does not offer it; anything that still reaches it is refused, never faked.
 */
export class UnavailableGateway implements CardPaymentGateway, WalletPaymentGateway {
  readonly provider = 'none' as const;

  constructor(private readonly what: 'Card payments' | 'PayPal payments') {}

  create(): Promise<CardPayment> {
    return this.refuse();
  }

  retrieve(_region: PaymentRegion, _id: string): Promise<CardPayment> {
    return this.refuse();
  }

  refund(): Promise<CardRefund> {
    return this.refuse();
  }

  cancel(_region: PaymentRegion, _id: string): Promise<CardPayment> {
    return this.refuse();
  }

  createOrder(_input: CreateWalletOrderInput): Promise<WalletOrder> {
    return this.refuse();
  }

  getOrder(_region: PaymentRegion, _id: string): Promise<WalletOrder> {
    return this.refuse();
  }

  capture(_region: PaymentRegion, _orderId: string, _key: string): Promise<CaptureResult> {
    return this.refuse();
  }

  private refuse(): Promise<never> {
    return Promise.reject(AppError.notFound(`${this.what} are not offered in this shop`));
  }
}
