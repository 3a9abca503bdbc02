import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type OAuthToken,
  type Order,
  OrdersController,
} from '@paypal/paypal-server-sdk';
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
  private readonly clients: Record<PaymentRegion, Client>;
  private readonly orders: Record<PaymentRegion, OrdersController>;
  private readonly tokens: Partial<Record<PaymentRegion, OAuthToken>> = {};
  private readonly apiBase: string;

  constructor(accounts: Record<PaymentRegion, PayPalAccountKeys>, environment: PayPalEnvironment, apiUrl?: string) {
    const client = (keys: PayPalAccountKeys) =>
      new Client({
        clientCredentialsAuthCredentials: { oAuthClientId: keys.clientId, oAuthClientSecret: keys.clientSecret },
        environment: environment === 'production' ? Environment.Production : Environment.Sandbox,
        timeout: 20_000,
        ...(apiUrl ? { unstable_httpClientOptions: { adapter: rebasingAdapter(apiUrl) } } : {}),
      });
    this.clients = { AU: client(accounts.AU), US_EU: client(accounts.US_EU) };
    this.orders = { AU: new OrdersController(this.clients.AU), US_EU: new OrdersController(this.clients.US_EU) };
    this.apiBase = apiUrl ?? (environment === 'production' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com');
  }

  /**
   * Asks PayPal whether a webhook delivery is genuine (verify-webhook-signature; the SDK has no call
   * for it). The event goes back parsed, as PayPal's API expects.
   */
  async verifyWebhook(
    region: PaymentRegion,
    webhookId: string,
    headers: Record<string, string | undefined>,
    event: unknown,
  ): Promise<boolean> {
    const token = await this.clients[region].clientCredentialsAuthManager.updateToken(this.tokens[region]);
    this.tokens[region] = token;
    const response = await fetch(`${this.apiBase}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: webhookId,
        webhook_event: event,
      }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`PayPal webhook verification answered ${response.status}`);
    return ((await response.json()) as { verification_status?: string }).verification_status === 'SUCCESS';
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
