import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import {
  API_VERSION,
  canonical,
  type FakeCharge,
  type FakeEvent,
  type FakeIntentStatus,
  type FakePaymentIntent,
  invalid,
  missing,
  type Params,
  parseForm,
  publicIntent,
  StripeError,
  TEST_CARDS,
  TEST_PAYMENT_METHODS,
} from './stripe-objects.js';

interface StoredResponse {
  fingerprint: string;
  status: number;
  body: unknown;
}

/**
 * A local stand-in for api.stripe.com, enough for the official `stripe` SDK pointed at it with
 * `{ host, port, protocol: 'http' }`: PaymentIntents (create, retrieve, confirm with the test cards,
 * 3-D Secure), PaymentMethods for the test cards, refunds, events, and Stripe's Idempotency-Key rules.
 * Each secret key is its own account: objects made with one key are invisible to another. It also signs
 * and delivers webhook events like Stripe does (Stripe-Signature: t=…,v1=HMAC-SHA256).
 */
export class FakeStripeServer {
  readonly events: FakeEvent[] = [];
  /** Every API request received, for tests that count calls. */
  readonly requests: Array<{ method: string; path: string; apiKey: string; idempotencyKey: string | undefined }> = [];
  private readonly intents = new Map<string, FakePaymentIntent & { apiKey: string }>();
  private readonly charges = new Map<string, FakeCharge & { apiKey: string }>();
  private readonly paymentMethods = new Map<string, { apiKey: string; number: string; body: unknown }>();
  private readonly idempotency = new Map<string, StoredResponse>();
  private server: Server | undefined;

  get port(): number {
    const address = this.server?.address();
    if (!address || typeof address === 'string') throw new Error('FakeStripeServer is not listening');
    return address.port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
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

  /** The intent as the fake holds it (any account). */
  intent(id: string): FakePaymentIntent | undefined {
    return this.intents.get(id);
  }

  intentCount(): number {
    return this.intents.size;
  }

  /** What the customer does on the bank's 3-D Secure page: pass or fail the challenge. */
  authenticate(intentId: string, passed: boolean): FakePaymentIntent {
    const intent = this.intents.get(intentId);
    if (intent?.status !== 'requires_action') throw new Error(`No 3-D Secure challenge pending for ${intentId}`);
    intent.next_action = null;
    if (passed) this.succeed(intent, null);
    else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      };
      this.emit('payment_intent.payment_failed', intent, null);
    }
    return intent;
  }

  /** `t=…,v1=…` exactly as Stripe computes it: HMAC-SHA256 of `${t}.${payload}` with the endpoint secret. */
  static signature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  /**
   * An event delivery exactly as Stripe sends it: pretty-printed JSON and its Stripe-Signature header.
   * `timestamp` signs it as of another moment (a stale delivery); `tamper` changes the body after signing.
   */
  static delivery(
    event: FakeEvent,
    secret: string,
    options: { timestamp?: number; tamper?: (payload: string) => string } = {},
  ): { body: string; headers: Record<string, string> } {
    const payload = JSON.stringify(event, null, 2);
    return {
      body: options.tamper ? options.tamper(payload) : payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': FakeStripeServer.signature(payload, secret, options.timestamp),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
    };
  }

  /** POSTs an event to a webhook endpoint as Stripe does; see `delivery`. */
  async deliver(
    event: FakeEvent,
    url: string,
    secret: string,
    options: { timestamp?: number; tamper?: (payload: string) => string } = {},
  ): Promise<{ status: number; body: string }> {
    const { body, headers } = FakeStripeServer.delivery(event, secret, options);
    const response = await fetch(url, { method: 'POST', headers, body });
    return { status: response.status, body: await response.text() };
  }

  /** The latest event of a type about an object. */
  lastEvent(type: string, objectId?: string): FakeEvent | undefined {
    return this.events.findLast(
      (event) => event.type === type && (objectId === undefined || (event.data.object as { id?: string }).id === objectId),
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const send = (status: number, body: unknown, replayed = false) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(7).toString('hex')}`,
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(body));
    };

    const challenge = /^\/_fake\/3ds\/([^/]+)$/.exec(url.pathname);
    if (challenge) {
      this.challengePage(challenge[1] as string, method, url, response);
      return;
    }
    const apiKey = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!apiKey || !/^(sk|rk)_test_\w+$/.test(apiKey)) {
      send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${apiKey ?? '(none)'}` } });
      return;
    }
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method, path: url.pathname, apiKey, idempotencyKey });
    const params = method === 'GET' ? parseForm(url.searchParams.toString()) : parseForm(raw);

    if (method === 'POST' && idempotencyKey) {
      const slot = `${apiKey} ${idempotencyKey}`;
      const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
      const stored = this.idempotency.get(slot);
      if (stored) {
        if (stored.fingerprint === fingerprint) send(stored.status, stored.body, true);
        else
          send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        return;
      }
      const result = this.route(method, url.pathname, params, apiKey, idempotencyKey);
      // Like Stripe, a request that failed validation saves no result; one that ran (even declined) does.
      if (result.status !== 400) this.idempotency.set(slot, { fingerprint, ...result });
      send(result.status, result.body);
      return;
    }
    const result = this.route(method, url.pathname, params, apiKey, idempotencyKey ?? null);
    send(result.status, result.body);
  }

  /** The bank's 3-D Secure page that `next_action.redirect_to_url` points at. */
  private challengePage(intentId: string, method: string, url: URL, response: ServerResponse): void {
    const intent = this.intents.get(intentId);
    if (intent?.status !== 'requires_action') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No challenge pending');
      return;
    }
    if (method === 'POST') {
      const returnUrl = intent.next_action?.redirect_to_url.return_url;
      this.authenticate(intentId, url.searchParams.get('outcome') === 'pass');
      if (returnUrl)
        response
          .writeHead(303, { location: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}payment_intent=${intentId}` })
          .end();
      else response.writeHead(200, { 'content-type': 'text/plain' }).end(intent.status);
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><title>3-D Secure test</title><h1>Authenticate ${intent.amount} ${intent.currency}</h1>` +
          `<form method="post" action="?outcome=pass"><button>Complete authentication</button></form>` +
          `<form method="post" action="?outcome=fail"><button>Fail authentication</button></form>`,
      );
  }

  private route(
    method: string,
    path: string,
    params: Params,
    apiKey: string,
    idempotencyKey: string | null,
  ): { status: number; body: unknown } {
    try {
      const [, resource, id = '', action] = path.split('/').filter(Boolean);
      const route = `${method} ${resource}${path.split('/').length > 3 ? '/:id' : ''}${action ? `/${action}` : ''}`;
      switch (route) {
        case 'POST payment_intents':
          return { status: 200, body: this.createIntent(params, apiKey, idempotencyKey) };
        case 'GET payment_intents/:id':
          return { status: 200, body: publicIntent(this.ownIntent(id, apiKey)) };
        case 'POST payment_intents/:id/confirm':
          return { status: 200, body: this.confirm(this.ownIntent(id, apiKey), params, idempotencyKey) };
        case 'POST payment_intents/:id/cancel':
          return { status: 200, body: this.cancel(this.ownIntent(id, apiKey), idempotencyKey) };
        case 'POST payment_methods':
          return { status: 200, body: this.createPaymentMethod(params, apiKey) };
        case 'POST refunds':
          return { status: 200, body: this.refund(params, apiKey, idempotencyKey) };
        case 'GET events/:id': {
          const event = this.events.find((e) => e.id === id);
          if (!event) throw missing('event', id);
          return { status: 200, body: event };
        }
      }
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
      };
    } catch (error) {
      if (error instanceof StripeError) return { status: error.status, body: { error: error.error } };
      throw error;
    }
  }

  private cancel(intent: FakePaymentIntent & { apiKey: string }, idempotencyKey: string | null): FakePaymentIntent {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.next_action = null;
    this.emit('payment_intent.canceled', intent, idempotencyKey);
    return publicIntent(intent);
  }

  private createIntent(params: Params, apiKey: string, idempotencyKey: string | null): FakePaymentIntent {
    const amount = Number(params.amount);
    if (params.amount === undefined) throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
    if (!Number.isInteger(amount) || amount < 0) throw invalid('Invalid integer: amount', 'amount', 'parameter_invalid_integer');
    if (amount < 50) throw invalid('Amount must be at least 50 cents', 'amount', 'amount_too_small');
    const currency = String(params.currency ?? '').toLowerCase();
    if (!currency) throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, 'currency', 'parameter_invalid_string');
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent = {
      id,
      object: 'payment_intent' as const,
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method' as FakeIntentStatus,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      capture_method: 'automatic' as const,
      confirmation_method: 'automatic' as const,
      created: Math.floor(Date.now() / 1000),
      livemode: false as const,
      description: typeof params.description === 'string' ? params.description : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_method: null,
      payment_method_types: (params.allowed_payment_method_types as string[] | undefined) ?? ['card'],
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      apiKey,
    };
    this.intents.set(id, intent);
    this.emit('payment_intent.created', intent, idempotencyKey);
    if (params.confirm === 'true') return this.confirm(intent, params, idempotencyKey);
    return publicIntent(intent);
  }

  private confirm(
    intent: FakePaymentIntent & { apiKey: string },
    params: Params,
    idempotencyKey: string | null,
  ): FakePaymentIntent {
    if (intent.status !== 'requires_payment_method') {
      throw invalid(
        `This PaymentIntent's payment_method could not be updated because it has a status of ${intent.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const paymentMethod = typeof params.payment_method === 'string' ? params.payment_method : undefined;
    if (!paymentMethod)
      throw invalid(
        'You cannot confirm this PaymentIntent because it’s missing a payment method.',
        'payment_method',
        'payment_intent_unexpected_state',
      );
    const number = TEST_PAYMENT_METHODS[paymentMethod] ?? this.paymentMethods.get(paymentMethod)?.number;
    if (!number) throw missing('payment_method', paymentMethod);
    intent.payment_method = paymentMethod;
    intent.last_payment_error = null;
    if (number === TEST_CARDS.decline) {
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      this.emit('payment_intent.payment_failed', intent, idempotencyKey);
      throw new StripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: publicIntent(intent),
      });
    }
    if (number === TEST_CARDS.threeDSecure) {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `${this.url}/_fake/3ds/${intent.id}`,
          return_url: typeof params.return_url === 'string' ? params.return_url : null,
        },
      };
      this.emit('payment_intent.requires_action', intent, idempotencyKey);
      return publicIntent(intent);
    }
    this.succeed(intent, idempotencyKey);
    return publicIntent(intent);
  }

  private succeed(intent: FakePaymentIntent & { apiKey: string }, idempotencyKey: string | null): void {
    const charge = {
      id: `ch_${randomBytes(12).toString('hex')}`,
      object: 'charge' as const,
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: false,
      status: 'succeeded' as const,
      created: Math.floor(Date.now() / 1000),
      apiKey: intent.apiKey,
    };
    this.charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    this.emit('charge.succeeded', charge, idempotencyKey);
    this.emit('payment_intent.succeeded', intent, idempotencyKey);
  }

  private createPaymentMethod(params: Params, apiKey: string): unknown {
    const card = params.card as { number?: string } | undefined;
    if (params.type !== 'card' || !card?.number)
      throw invalid('Missing required param: card[number].', 'card[number]', 'parameter_missing');
    const number = card.number.replace(/\s/g, '');
    if (!/^\d{16}$/.test(number))
      throw new StripeError(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'number',
      });
    const id = `pm_${randomBytes(12).toString('hex')}`;
    const body = {
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: number.slice(-4) },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.paymentMethods.set(id, { apiKey, number, body });
    return body;
  }

  private refund(params: Params, apiKey: string, idempotencyKey: string | null): unknown {
    const intentId = typeof params.payment_intent === 'string' ? params.payment_intent : undefined;
    if (!intentId) throw invalid('Missing required param: payment_intent.', 'payment_intent', 'parameter_missing');
    const intent = this.ownIntent(intentId, apiKey);
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge)
      throw invalid('This PaymentIntent does not have a successful charge to refund.', 'payment_intent', 'charge_not_refundable');
    const remaining = charge.amount - charge.amount_refunded;
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0)
      throw invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer');
    if (remaining === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    if (amount > remaining)
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        'amount',
        'amount_too_large',
      );
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      reason: typeof params.reason === 'string' ? params.reason : null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    this.emit('charge.refunded', charge, idempotencyKey);
    return refund;
  }

  private ownIntent(id: string, apiKey: string): FakePaymentIntent & { apiKey: string } {
    const intent = this.intents.get(id);
    if (!intent || intent.apiKey !== apiKey) throw missing('payment_intent', id);
    return intent;
  }

  private emit(type: string, object: { apiKey: string }, idempotencyKey: string | null): void {
    const { apiKey: _account, ...data } = object;
    this.events.push({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object: structuredClone(data) },
      request: { id: null, idempotency_key: idempotencyKey },
    });
  }
}
