import { ApiError, CheckoutPaymentIntent, Client, Environment, type Order, OrdersController } from '@paypal/paypal-server-sdk';
import type { PaymentRegion } from '../../../shared/payment-region.js';
import type { PayPalAccountKeys, PayPalEnvironment } from '../../config/payments-config.js';
import { fromDecimalString, toDecimalString } from './money-format.js';
import {
  type CaptureResult,
  type CreateWalletOrderInput,
  PaymentRejectedError,
  type WalletOrder,
  type WalletOrderStatus,
  type WalletPaymentGateway,
} from './payment-gateway.js';
import { rebasingAdapter } from './paypal-http-adapter.js';

/** Issues at capture that mean "the buyer's money did not move; let them pick another source". */
const DECLINE_ISSUES = new Set(['INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED', 'PAYER_CANNOT_PAY', 'TRANSACTION_REFUSED']);

/** PayPal Orders v2: the server creates the order, the buyer approves it at PayPal, the server captures it. */
export class PayPalGateway implements WalletPaymentGateway {
  readonly provider = 'paypal';
  private readonly orders: Record<PaymentRegion, OrdersController>;

  constructor(accounts: Record<PaymentRegion, PayPalAccountKeys>, environment: PayPalEnvironment, apiUrl?: string) {
    const controller = (keys: PayPalAccountKeys) =>
      new OrdersController(
        new Client({
          clientCredentialsAuthCredentials: { oAuthClientId: keys.clientId, oAuthClientSecret: keys.clientSecret },
          environment: environment === 'production' ? Environment.Production : Environment.Sandbox,
          timeout: 20_000,
          ...(apiUrl ? { unstable_httpClientOptions: { adapter: rebasingAdapter(apiUrl) } } : {}),
        }),
      );
    this.orders = { AU: controller(accounts.AU), US_EU: controller(accounts.US_EU) };
  }

  async createOrder(input: CreateWalletOrderInput): Promise<WalletOrder> {
    try {
      const { result } = await this.orders[input.region].createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: input.reference,
              customId: input.reference,
              amount: { currencyCode: input.amount.currency, value: toDecimalString(input.amount.amount) },
            },
          ],
        },
        paypalRequestId: input.idempotencyKey,
        prefer: 'return=representation',
      });
      return toWalletOrder(input.region, result);
    } catch (error) {
      throw translate(error);
    }
  }

  async getOrder(region: PaymentRegion, id: string): Promise<WalletOrder> {
    try {
      const { result } = await this.orders[region].getOrder({ id });
      return toWalletOrder(region, result);
    } catch (error) {
      throw translate(error);
    }
  }

  async capture(region: PaymentRegion, orderId: string, idempotencyKey: string): Promise<CaptureResult> {
    try {
      const { result } = await this.orders[region].captureOrder({
        id: orderId,
        paypalRequestId: idempotencyKey,
        prefer: 'return=representation',
      });
      return { outcome: 'captured', order: toWalletOrder(region, result) };
    } catch (error) {
      const issue = issueOf(error);
      if (issue && DECLINE_ISSUES.has(issue))
        return { outcome: 'declined', reason: issue, order: await this.getOrder(region, orderId) };
      throw translate(error);
    }
  }
}

function toWalletOrder(region: PaymentRegion, order: Order): WalletOrder {
  const unit = order.purchaseUnits?.[0];
  const amount = unit?.amount;
  return {
    provider: 'paypal',
    id: order.id ?? '',
    region,
    status: (order.status ?? 'CREATED') as WalletOrderStatus,
    amount: fromDecimalString(amount?.value ?? '0', amount?.currencyCode ?? 'USD'),
    approveUrl: order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href ?? null,
    captureId: unit?.payments?.captures?.[0]?.id ?? null,
  };
}

function issueOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const result = error.result as { details?: Array<{ issue?: string }> } | undefined;
  if (result?.details?.[0]?.issue) return result.details[0].issue;
  try {
    return (JSON.parse(String(error.body)) as { details?: Array<{ issue?: string }> }).details?.[0]?.issue;
  } catch {
    return undefined;
  }
}

function translate(error: unknown): Error {
  const issue = issueOf(error);
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 401) {
    return new PaymentRejectedError(issue ?? `HTTP_${error.statusCode}`, error.message);
  }
  return error as Error;
}
