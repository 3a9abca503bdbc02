import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_ACCOUNTS } from './sign-in.js';

/**
 * A journey's own data, made through the shop's API as a browser would, so that every journey can run
 * alone, twice, or in any order against the same server: nothing it needs was left by another.
 */

let made = 0;
/** An address no other journey, nor an earlier run of this one, has used. */
export function uniqueEmail(prefix: string): string {
  made += 1;
  return `${prefix}-${Date.now()}-${made}@example.test`;
}

/** The link of the newest e-mail of `kind` to `email`, read from the outbox by the demo admin. */
export async function linkFromOutbox(request: APIRequestContext, email: string, kind: string, path: string): Promise<string> {
  const { email: username, password } = DEMO_ACCOUNTS.admin;
  expect((await request.post('/api/auth/login', { data: { username, password } })).status()).toBe(200);
  const mails = (await (await request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
    kind: string;
    text: string;
  }>;
  const text = mails.find((mail) => mail.kind === kind)?.text ?? '';
  const link = text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))?.[0];
  if (!link) throw new Error(`no ${kind} link in the outbox`);
  return new URL(link).pathname + new URL(link).search;
}

/** An address of the documentation range 198.18.0.0/15, a different one for each customer a journey makes. */
function customerAddress(): string {
  const n = Math.floor(Math.random() * 65_534) + 1;
  return `198.18.${n >> 8}.${n & 255}`;
}

export interface Account {
  email: string;
  password: string;
}

/** A new owner or breeder who registered and confirmed their address, as one does through the forms. */
export async function confirmedAccount(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  { userType, countryCode }: { userType: 'owner' | 'breeder'; countryCode: string },
): Promise<Account> {
  const account = { email: uniqueEmail(userType), password: 'kelpie-ribbon-harbour' };
  // Each new customer registers from their own address, as people do: the shop limits registrations per
  // address (ten in ten minutes), which a suite registering dozens of accounts from one would meet. The
  // journeys' server trusts the forwarded address, as the shop behind its proxy does (playwright.config.ts).
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': customerAddress() } });
  try {
    const person = { ...account, firstName: 'Bea', lastName: `Tester${made}`, countryCode };
    const registered =
      userType === 'breeder'
        ? await api.post('/api/register/breeder', { data: { ...person, kennelName: `Kennel ${made}`, kennelPrefix: `K${made}` } })
        : await api.post('/api/register', { data: person });
    expect(registered.status(), await registered.text()).toBe(201);
    const link = new URL(await linkFromOutbox(api, account.email, 'account-confirm-email', '/register/confirm'), baseURL);
    const confirmed = await api.post('/api/register/confirm', { data: { token: link.searchParams.get('token') } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return account;
}

export async function signInThrough(request: APIRequestContext, account: Account): Promise<void> {
  const res = await request.post('/api/auth/login', { data: { username: account.email, password: account.password } });
  expect(res.status(), `sign-in as ${account.email}`).toBe(200);
}

export interface BillingAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  state?: string;
  email: string;
}

export const auBilling = (email: string): BillingAddress => ({
  firstName: 'Bea',
  lastName: 'Breeder',
  address: '18 Sturt Street',
  city: 'Ballarat',
  postalCode: '3350',
  state: 'VIC',
  country: 'AU',
  email,
});

/**
 * An order placed through the API by whoever `request` is signed in as (or a guest), in the storefront of
 * its cookies: a card order is paid with the test card, a bank transfer stays unpaid.
 */
export async function placeOrder(
  request: APIRequestContext,
  order: { products: { id: number; quantity?: number }[]; method: 'C' | 'EFT'; billing: BillingAddress },
): Promise<{ id: number; number: string; total: number }> {
  const cart = await (await request.post('/api/cart', { data: {} })).json();
  for (const { id, quantity } of order.products) {
    const added = await request.post(`/api/cart/${cart.sessionId}/item`, { data: { productId: id, quantity: quantity ?? 1 } });
    expect(added.status(), await added.text()).toBe(201);
  }
  const placed = await request.post('/api/store/checkout', {
    headers: { 'idempotency-key': uniqueEmail('order') },
    data: { sessionId: cart.sessionId, acceptTerms: true, payment: { method: order.method }, billingAddress: order.billing },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const placedOrder = await placed.json();
  if (order.method === 'C') {
    const start = await (
      await request.post('/api/store/checkout/payment', { data: { orderId: placedOrder.id, sessionId: cart.sessionId } })
    ).json();
    const paid = await request.post(`/api/payments/test/${start.paymentId}/card`, {
      data: { secret: start.clientSecret, cardNumber: '4242424242424242' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return placedOrder;
}
