import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import {
  badRequest,
  debugId,
  type FakeOrder,
  type FakeOrderStatus,
  type FakeWebhookEvent,
  type FundingOutcome,
  json,
  type Money,
  PayPalError,
  publicOrder,
  unprocessable,
} from './paypal-objects.js';

/**
 * A local stand-in for PayPal's REST API (OAuth2 client-credentials token and Orders v2: create, get,
 * capture), enough for `@paypal/paypal-server-sdk`. Only the registered client id/secret pairs get
 * tokens, and each client sees only its own orders. The buyer's approval on paypal.com is `approve()`,
 * with a funding source that captures or is declined (INSTRUMENT_DECLINED). A repeated PayPal-Request-Id
 * returns the first response, as PayPal does.
 */
export class FakePayPalServer {
  /** Every API request received, for tests that count calls. */
  readonly requests: Array<{
    method: string;
    path: string;
    requestId: string | undefined;
    body: string;
    contentType: string | undefined;
  }> = [];
  private readonly clients: Map<string, string>;
  private readonly tokens = new Map<string, string>();
  private readonly orders = new Map<string, FakeOrder & { clientId: string; funding?: FundingOutcome }>();
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  /** Webhook events PayPal would send, in order. */
  readonly events: FakeWebhookEvent[] = [];
  /** Stands in for PayPal's certificate private key: only the fake can sign, only it can verify. */
  private readonly signingKey = randomBytes(32);
  private server: Server | undefined;

  constructor(clients: Record<string, string>) {
    this.clients = new Map(Object.entries(clients));
  }

  get url(): string {
    const address = this.server?.address();
    if (!address || typeof address === 'string') throw new Error('FakePayPalServer is not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  order(id: string): (FakeOrder & { clientId: string }) | undefined {
    return this.orders.get(id);
  }

  orderCount(): number {
    return this.orders.size;
  }

  /** The buyer logs in at PayPal and approves the order, paying with a source that works or is declined. */
  approve(orderId: string, funding: FundingOutcome = 'ok'): void {
    const order = this.orders.get(orderId);
    if (!order || (order.status !== 'CREATED' && order.status !== 'APPROVED'))
      throw new Error(`Order ${orderId} cannot be approved`);
    order.status = 'APPROVED';
    order.funding = funding;
    this.emit('CHECKOUT.ORDER.APPROVED', 'checkout-order', publicOrder(order));
  }

  /**
   * A webhook delivery as PayPal sends it: the event as JSON and PayPal's transmission headers, signed
   * over `transmissionId|time|webhookId|crc32(body)`. `time` backdates it (a stale delivery); `tamper`
   * changes the body after signing.
   */
  webhookDelivery(
    event: FakeWebhookEvent,
    webhookId: string,
    options: { time?: Date; tamper?: (body: string) => string } = {},
  ): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event);
    const transmissionId = randomBytes(16).toString('hex');
    const time = (options.time ?? new Date()).toISOString();
    return {
      body: options.tamper ? options.tamper(body) : body,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': this.sign(transmissionId, time, webhookId, body),
        'paypal-cert-url': `${this.url}/v1/notifications/certs/CERT-FAKE`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
    };
  }

  lastEvent(type: string): FakeWebhookEvent | undefined {
    return this.events.findLast((event) => event.event_type === type);
  }

  private sign(transmissionId: string, time: string, webhookId: string, body: string): string {
    return createHmac('sha256', this.signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`)
      .digest('base64');
  }

  /** PayPal's verify-webhook-signature: the event comes back parsed, so its JSON is what was signed. */
  private verify(body: Record<string, unknown>): { verification_status: 'SUCCESS' | 'FAILURE' } {
    const expected = this.sign(
      String(body.transmission_id),
      String(body.transmission_time),
      String(body.webhook_id),
      JSON.stringify(body.webhook_event),
    );
    const certOk = typeof body.cert_url === 'string' && body.cert_url.startsWith(`${this.url}/v1/notifications/certs/`);
    return { verification_status: certOk && body.transmission_sig === expected ? 'SUCCESS' : 'FAILURE' };
  }

  private emit(type: string, resourceType: FakeWebhookEvent['resource_type'], resource: Record<string, unknown>): void {
    this.events.push({
      id: `WH-${randomBytes(10).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: type,
      summary: type,
      resource: structuredClone(resource),
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const requestId = request.headers['paypal-request-id'] as string | undefined;
    this.requests.push({ method, path: url.pathname, requestId, body: raw, contentType: request.headers['content-type'] });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex') });
      response.end(JSON.stringify(body));
    };

    if (method === 'POST' && url.pathname === '/v1/oauth2/token') {
      send(...this.token(request.headers.authorization, new URLSearchParams(raw)));
      return;
    }
    const clientId = this.tokens.get(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
    if (!clientId) {
      send(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
      return;
    }
    const slot = requestId && method === 'POST' ? `${clientId} ${requestId}` : undefined;
    const replay = slot ? this.replies.get(slot) : undefined;
    if (replay) {
      send(replay.status, replay.body);
      return;
    }
    let result: { status: number; body: unknown };
    try {
      result = this.route(method, url.pathname, raw, clientId);
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      result = { status: error.status, body: error.body };
    }
    if (slot && result.status < 500) this.replies.set(slot, result);
    send(result.status, result.body);
  }

  private token(authorization: string | undefined, form: URLSearchParams): [number, unknown] {
    const basic = /^Basic (.+)$/.exec(authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (!id || this.clients.get(id) !== secret)
      return [401, { error: 'invalid_client', error_description: 'Client Authentication failed' }];
    if (form.get('grant_type') !== 'client_credentials')
      return [400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }];
    const accessToken = `A21AA${randomBytes(24).toString('hex')}`;
    this.tokens.set(accessToken, id);
    return [
      200,
      {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: randomBytes(8).toString('hex'),
      },
    ];
  }

  private route(method: string, path: string, raw: string, clientId: string): { status: number; body: unknown } {
    const [, , , , id, action] = path.split('/');
    const route = `${method} ${path.startsWith('/v2/checkout/orders') ? 'orders' : path}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (route) {
      case 'POST orders':
        return { status: 201, body: this.create(json(raw), clientId) };
      case 'GET orders/:id':
        return { status: 200, body: publicOrder(this.own(id as string, clientId)) };
      case 'POST /v1/notifications/verify-webhook-signature':
        return { status: 200, body: this.verify(json(raw)) };
      case 'POST orders/:id/capture':
        json(raw);
        return { status: 201, body: this.capture(this.own(id as string, clientId)) };
    }
    throw new PayPalError(404, {
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      debug_id: debugId(),
    });
  }

  private create(body: Record<string, unknown>, clientId: string): FakeOrder {
    const intent = (['CAPTURE', 'AUTHORIZE'] as const).find((known) => known === body.intent);
    if (!intent) throw badRequest('/intent', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
    const units = body.purchase_units as Array<Record<string, unknown>> | undefined;
    if (!Array.isArray(units) || units.length === 0)
      throw badRequest('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
    const purchaseUnits = units.map((unit, i) => {
      const amount = unit.amount as Partial<Money> | undefined;
      if (!amount?.currency_code || !/^[A-Z]{3}$/.test(amount.currency_code)) {
        throw badRequest(
          `/purchase_units/${i}/amount/currency_code`,
          'INVALID_PARAMETER_VALUE',
          'The value of a field is invalid.',
        );
      }
      if (!amount.value || !/^\d{1,10}(\.\d{2})?$/.test(amount.value)) {
        throw new PayPalError(
          422,
          unprocessable(
            'DECIMAL_PRECISION',
            `/purchase_units/${i}/amount/value`,
            'If the currency supports decimals, only two decimal place precision is supported.',
          ),
        );
      }
      return {
        reference_id: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
        amount: { currency_code: amount.currency_code, value: amount.value },
        ...(typeof unit.custom_id === 'string' ? { custom_id: unit.custom_id } : {}),
        ...(typeof unit.invoice_id === 'string' ? { invoice_id: unit.invoice_id } : {}),
        ...(typeof unit.description === 'string' ? { description: unit.description } : {}),
      };
    });
    const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
    const order = {
      id,
      intent,
      status: 'CREATED' as FakeOrderStatus,
      purchase_units: purchaseUnits,
      create_time: new Date().toISOString(),
      links: [
        { href: `${this.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
        { href: `${this.url}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
      ],
      clientId,
    };
    this.orders.set(id, order);
    return publicOrder(order);
  }

  private capture(order: FakeOrder & { clientId: string; funding?: FundingOutcome }): FakeOrder {
    if (order.status === 'COMPLETED') {
      throw new PayPalError(
        422,
        unprocessable(
          'ORDER_ALREADY_CAPTURED',
          undefined,
          "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        ),
      );
    }
    if (order.status !== 'APPROVED') {
      throw new PayPalError(
        422,
        unprocessable(
          'ORDER_NOT_APPROVED',
          undefined,
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
        ),
      );
    }
    if (order.funding === 'declined') {
      this.emit('PAYMENT.CAPTURE.DECLINED', 'capture', {
        id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        status: 'DECLINED',
        amount: order.purchase_units[0]?.amount,
        supplementary_data: { related_ids: { order_id: order.id } },
      });
      throw new PayPalError(422, {
        ...unprocessable(
          'INSTRUMENT_DECLINED',
          undefined,
          "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
        ),
        links: [{ href: `${this.url}/checkoutnow?token=${order.id}`, rel: 'redirect', method: 'GET' }],
      });
    }
    const now = new Date().toISOString();
    order.status = 'COMPLETED';
    order.update_time = now;
    for (const unit of order.purchase_units) {
      unit.payments = {
        captures: [
          {
            id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
            status: 'COMPLETED',
            amount: unit.amount,
            final_capture: true,
            create_time: now,
          },
        ],
      };
    }
    for (const capture of order.purchase_units.flatMap((unit) => unit.payments?.captures ?? [])) {
      this.emit('PAYMENT.CAPTURE.COMPLETED', 'capture', {
        ...capture,
        supplementary_data: { related_ids: { order_id: order.id } },
      });
    }
    return publicOrder(order);
  }

  private own(id: string, clientId: string): FakeOrder & { clientId: string; funding?: FundingOutcome } {
    const order = this.orders.get(id);
    if (!order || order.clientId !== clientId) {
      throw new PayPalError(404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        debug_id: debugId(),
        details: [
          {
            issue: 'INVALID_RESOURCE_ID',
            description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
          },
        ],
      });
    }
    return order;
  }
}
