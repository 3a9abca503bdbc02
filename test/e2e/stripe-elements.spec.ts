import { expect, type Page, test } from '@playwright/test';
import Stripe from 'stripe';
import type { PaymentRegion } from '../../shared/payment-region.js';
import { paymentEnv } from '../api/support/payment-env.js';
import type { FakeEvent } from '../fakes/stripe-objects.js';
import { FakeStripeServer } from '../fakes/stripe-server.js';
import { type JourneyDatabase, journeyDatabase } from './support/database.js';
import { expectNoAxeViolation, hydrated } from './support/page.js';
import { freePort, type ServerProcess, spawnServer, stopServer, waitUntilReady } from './support/server-process.js';

/**
 * Card payments with Stripe keys configured: the shop talks to the local Stripe fake, and the browser,
 * which cannot reach js.stripe.com here, gets a tiny stand-in for Stripe.js served at Stripe's own
 * address (so the page's CSP must allow it, as it must allow the real one). The stand-in mounts a
 * "Payment Element" and answers `confirmPayment` as Stripe would for a paid or a declined card; the
 * order is then paid, as in production, only by the signed webhook the journey delivers.
 */

const publishableKey = (region: PaymentRegion) => `pk_test_${region.toLowerCase()}fake0123456789`;

const FAKE_STRIPE_JS = `(() => {
  const state = (window.fakeStripe = window.fakeStripe || {});
  state.outcome = state.outcome || 'succeeded';
  state.confirmations = [];
  function Stripe(key) {
    state.key = key;
    let clientSecret = '';
    return {
      elements(options) {
        clientSecret = options.clientSecret;
        state.clientSecret = clientSecret;
        return {
          create(type) {
            state.elementType = type;
            const handlers = {};
            let field;
            return {
              on(event, handler) { handlers[event] = handler; },
              mount(node) {
                field = document.createElement('label');
                field.style.cssText = 'display:grid;gap:4px;font:inherit';
                field.textContent = 'Card number';
                const input = document.createElement('input');
                input.value = '4242 4242 4242 4242';
                input.style.cssText = 'padding:10px;border:1px solid #ccc;border-radius:8px;font:inherit';
                field.appendChild(input);
                node.appendChild(field);
                setTimeout(() => handlers.ready && handlers.ready({ elementType: type }), 0);
              },
              destroy() { field && field.remove(); },
            };
          },
        };
      },
      async confirmPayment(params) {
        state.confirmations.push({ returnUrl: params.confirmParams.return_url, redirect: params.redirect });
        if (state.outcome === 'decline')
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        return { paymentIntent: { id: clientSecret.split('_secret_')[0], status: 'succeeded' } };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

let stripeFake: FakeStripeServer;
let shop: ServerProcess;
let database: JourneyDatabase | undefined;

test.beforeAll(async () => {
  // A second shop with its own demo database starts beside the suite's server: give it time.
  test.setTimeout(180_000);
  stripeFake = await new FakeStripeServer().start();
  const port = await freePort();
  // Its own demo database, on PostgreSQL in the CI's PostgreSQL pass.
  database = await journeyDatabase({ demo: true });
  const env: Record<string, string> = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...database.env,
    LOG_LEVEL: 'warn',
    STRIPE_API_URL: stripeFake.url,
  };
  for (const region of ['AU', 'US_EU'] as const) {
    env[`STRIPE_${region}_SECRET_KEY`] = paymentEnv.stripeSecret(region);
    env[`STRIPE_${region}_PUBLISHABLE_KEY`] = publishableKey(region);
    env[`STRIPE_${region}_WEBHOOK_SECRET`] = paymentEnv.webhookSecret(region);
  }
  shop = spawnServer(env);
  await waitUntilReady(shop, 170_000);
});
test.afterAll(async () => {
  if (shop) await stopServer(shop);
  await stripeFake?.stop();
  await database?.drop();
});

test.beforeEach(async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
});

async function preferences(page: Page, country: string, currency: string) {
  await page.context().addCookies([
    { name: 'country', value: country, url: shop.url },
    { name: 'currency', value: currency, url: shop.url },
    { name: 'campaign_popup_dismissed', value: 'true', url: shop.url },
  ]);
}

/** What Stripe does once the buyer's card is charged: the intent succeeds and the signed webhook arrives. */
async function stripeCharges(region: PaymentRegion, paymentIntent: string) {
  const stripe = new Stripe(paymentEnv.stripeSecret(region), { host: '127.0.0.1', port: stripeFake.port, protocol: 'http' });
  await stripe.paymentIntents.confirm(paymentIntent, { payment_method: 'pm_card_visa' });
  const event = stripeFake.lastEvent('payment_intent.succeeded', paymentIntent) as FakeEvent;
  const delivery = await stripeFake.deliver(event, `${shop.url}/api/payments/stripe/webhook`, paymentEnv.webhookSecret(region));
  expect(delivery.status).toBe(200);
}

/** A guest in GB with one test in the cart, at the review step of checkout, paying by card. */
async function toReview(page: Page) {
  await preferences(page, 'GB', 'GBP');
  const products = (await (
    await page.request.get(`${shop.url}/api/store/products?isDetails=true&species=canine&category_ids=1`)
  ).json()) as { results: { url: string }[] };
  await page.goto(`${shop.url}${products.results[0]?.url}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await page.goto(`${shop.url}/checkout`);
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Ada');
  await main.getByLabel('Last name').fill('Lovelace');
  await main.getByLabel('Email').fill(`ada-${Date.now()}@example.test`);
  await main.getByLabel('Address', { exact: true }).fill('1 St James Square');
  await main.getByLabel('City').fill('London');
  await main.getByLabel('Postal code').fill('SW1Y 4JU');
  await main.getByLabel('Country').selectOption('GB');
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('radio', { name: /^Card/ }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByLabel(/I accept the/).check();
}

// Desktop only: the journeys start a shop of their own, and the dialog's phone layout is the shared Dialog's.
test.describe('card payment with Stripe Elements (Stripe keys configured)', { tag: '@desktop' }, () => {
  test('pages allow Stripe.js, its frames and its API', async ({ request }) => {
    const csp = (await request.get(`${shop.url}/checkout`)).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com/);
    expect(csp).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  test('a guest pays in the card dialog, lands on the complete page, and the webhook marks the order paid', async ({ page }) => {
    await toReview(page);
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Card number')).toBeVisible();
    const stripe = await page.evaluate(() => (window as unknown as { fakeStripe: Record<string, string> }).fakeStripe);
    expect(stripe.key).toBe(publishableKey('US_EU'));
    expect(stripe.elementType).toBe('payment');
    const paymentIntent = stripe.clientSecret?.split('_secret_')[0] ?? '';
    expect(stripeFake.intent(paymentIntent)?.status).toBe('requires_payment_method');
    await page.screenshot({ path: test.info().outputPath('card-dialog.png') });
    await expectNoAxeViolation(page, { include: '.card-payment' });

    await dialog.getByRole('button', { name: /^Pay £/ }).click();
    await page.waitForURL(/\/checkout\/complete\?order=\d+&payment_intent=pi_\w+&redirect_status=succeeded$/);
    const confirmation = await page.evaluate(
      () => (window as unknown as { fakeStripe?: { confirmations: unknown[] } }).fakeStripe?.confirmations ?? null,
    );
    // A client-side navigation: the stand-in is still there and recorded how it was asked to confirm.
    expect(confirmation).toEqual([
      { returnUrl: expect.stringMatching(new RegExp(`^${shop.url}/checkout/complete\\?order=\\d+$`)), redirect: 'if_required' },
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment…');
    await stripeCharges('US_EU', paymentIntent);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order', { timeout: 10_000 });
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('a declined card shows the payment error, keeps the dialog to try again, and leaves the order unpaid and the cart intact', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { fakeStripe: object }).fakeStripe = { outcome: 'decline' };
    });
    await toReview(page);
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by card' });
    await dialog.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cart-badge')).toHaveText(/^1/);

    const order = await page.evaluate(() => JSON.parse(sessionStorage.getItem('lastOrder') ?? 'null'));
    const view = await page.request.get(`${shop.url}/api/store/orders/${order.id}?sessionId=${order.sessionId}`);
    expect((await view.json()).status).toBe('pending_payment');

    // Placing it again reopens the same order's payment.
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(dialog).toBeVisible();
  });

  test('a payment that failed after a redirect says so on the complete page and offers the card dialog again', async ({
    page,
  }) => {
    await toReview(page);
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(dialog.getByText('Card number')).toBeVisible();
    const order = await page.evaluate(() => JSON.parse(sessionStorage.getItem('lastOrder') ?? 'null'));
    const secret = await page.evaluate(
      () => (window as unknown as { fakeStripe: { clientSecret: string } }).fakeStripe.clientSecret,
    );
    const paymentIntent = secret.split('_secret_')[0];
    // Where Stripe sends the buyer back after a failed bank check on its own page.
    await page.goto(
      `${shop.url}/checkout/complete?order=${order.id}&payment_intent=${paymentIntent}&payment_intent_client_secret=${secret}&redirect_status=failed`,
    );
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment did not go through');
    await expect(page.locator('.toast').filter({ hasText: 'payment_error' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('complete-failed.png') });
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page.getByRole('dialog', { name: 'Pay by card' })).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Pay £/ })
      .click();
    await page.waitForURL(/redirect_status=succeeded$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment…');
  });

  test('a breeder pays two pending bank-transfer orders together in the card dialog', async ({ page }) => {
    await preferences(page, 'AU', 'AUD');
    await page.goto(`${shop.url}/login`);
    await hydrated(page);
    await page.getByRole('main').getByLabel('Email').fill('breeder@demo.petdna.example');
    await page.getByRole('main').getByLabel('Password').fill('demo-breeder-2026');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('.account-menu')).toBeVisible();
    await page.goto(`${shop.url}/my/pending-orders`);
    await hydrated(page);
    const boxes = page.getByRole('main').getByRole('checkbox');
    await expect(boxes).toHaveCount(2);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByTestId('pending-total')).toBeVisible();
    await page.getByRole('button', { name: 'Pay selected orders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(dialog.getByText('Card number')).toBeVisible();
    const stripe = await page.evaluate(() => (window as unknown as { fakeStripe: Record<string, string> }).fakeStripe);
    expect(stripe.key).toBe(publishableKey('AU'));
    await page.screenshot({ path: test.info().outputPath('pending-dialog.png') });
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(/\/my\/orders\?payment_intent=pi_\w+&redirect_status=succeeded$/);
    await expect(page.getByRole('status').filter({ hasText: 'your payment was received' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('orders-after-payment.png') });
    await stripeCharges('AU', stripe.clientSecret?.split('_secret_')[0] ?? '');
    await expect(
      page
        .getByRole('region', { name: /^Order PD-/ })
        .filter({ hasText: 'Bank transfer' })
        .filter({ hasText: 'Paid' }),
    ).toHaveCount(2, { timeout: 10_000 });
  });
});
