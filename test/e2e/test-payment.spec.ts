import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support/page.js';
import { type PaymentsApp, startPaymentsApp } from './support/payments-app.js';

let shop: PaymentsApp;
let counter = 0;

test.beforeAll(async () => {
  // A second copy of the shop starts beside the suite's server, migrating and seeding its own database (on
  // PostgreSQL in the PostgreSQL pass, over many round trips): give it time on a busy machine.
  test.setTimeout(240_000);
  shop = await startPaymentsApp();
});
test.afterAll(async () => {
  await shop?.close();
});
// A customer reaches payment from checkout, with their country already chosen.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'country', value: 'US', url: shop.url }]);
});

/** A card payment as checkout will start it, and the test page the customer is sent to. */
async function cardPaymentPage(page: Page, amount = 12950) {
  counter += 1;
  const key = `${test.info().project.name}-${counter}-${Date.now()}`;
  const payment = await shop.gateways.card.create({
    region: 'US_EU',
    amount: { amount, currency: 'USD' },
    idempotencyKey: key,
    reference: `ORD-${counter}`,
  });
  await page.goto(
    `${shop.url}/checkout/test-payment/${payment.id}?secret=${encodeURIComponent(payment.clientSecret)}&return=/help`,
  );
  await hydrated(page);
  return payment;
}

const cardField = (page: Page) => page.getByLabel('Card number');

test.describe('test-mode payment page', () => {
  test('is clearly labelled, and the success card pays', async ({ page }) => {
    const payment = await cardPaymentPage(page);
    await expect(page.getByRole('note')).toContainText('Test mode — no real money');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay $129.50');
    await cardField(page).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $129.50' }).click();
    await expect(page.getByRole('status')).toHaveText('Payment received. Thank you!');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paid $129.50');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paid $129.50');
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      `/help?payment_intent=${payment.id}&redirect_status=succeeded`,
    );
  });

  test('the decline card is declined with a reason, and another card then pays', async ({ page }) => {
    await cardPaymentPage(page, 4900);
    await cardField(page).fill('4000000000000002');
    await page.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    await cardField(page).fill('4242424242424242');
    await page.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(page.getByRole('status')).toHaveText('Payment received. Thank you!');
  });

  test('a new attempt clears the last decline; only the new problem is shown', async ({ page }) => {
    await cardPaymentPage(page, 5900);
    await cardField(page).fill('4000000000000002');
    await page.getByRole('button', { name: 'Pay $59.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    await cardField(page).fill('1234');
    await page.getByRole('button', { name: 'Pay $59.00' }).click();
    await expect(page.locator('.field-error')).toBeVisible();
    await expect(page.getByText('Your card was declined. Try another card.')).toHaveCount(0);
    await cardField(page).fill('4000000000000002');
    await page.getByRole('button', { name: 'Pay $59.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    await expect(page.locator('.field-error')).toHaveCount(0);
  });

  test('the 3-D Secure card asks for the challenge; failing it declines, passing it pays', async ({ page }) => {
    await cardPaymentPage(page, 15900);
    await cardField(page).fill('4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Pay $159.00' }).click();
    await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not authenticate your card. Try again or use another card.');
    await cardField(page).fill('4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Pay $159.00' }).click();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('status')).toHaveText('Payment received. Thank you!');
  });

  test('a mistyped card number is pointed out at the field', async ({ page }) => {
    await cardPaymentPage(page, 2000);
    await cardField(page).fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(page.getByText('Your card number is incorrect.')).toBeVisible();
    await expect(cardField(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('every step of the card page passes an accessibility check', async ({ page }) => {
    const violations: string[] = [];
    const check = async (step: string) => {
      const result = await new AxeBuilder({ page }).include('.test-payment').analyze();
      for (const v of result.violations) violations.push(`${step}: ${v.id} ${v.nodes[0]?.target.join(' ')}`);
    };
    await cardPaymentPage(page, 3000);
    await check('card form');
    await cardField(page).fill('4000000000000002');
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    await page.getByRole('alert').waitFor();
    await check('declined');
    await cardField(page).fill('4000002500003155');
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    await page.getByRole('button', { name: 'Complete authentication' }).waitFor();
    await check('3-D Secure');
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByRole('status').waitFor();
    await check('paid');
    expect(violations).toEqual([]);
  });

  test('a wallet payment is approved as the buyer would at PayPal', async ({ page }) => {
    const order = await shop.gateways.wallet.createOrder({
      region: 'AU',
      amount: { amount: 8900, currency: 'AUD' },
      idempotencyKey: `wallet-${test.info().project.name}-${Date.now()}`,
      reference: 'ORD-W1',
    });
    const approve = new URL(order.approveUrl);
    await page.goto(`${shop.url}${approve.pathname}${approve.search}`);
    await hydrated(page);
    await expect(page.getByRole('note')).toContainText('Test mode — no real money');
    await page.getByRole('button', { name: 'Approve with funds that clear' }).click();
    await expect(page.getByRole('status')).toHaveText('Payment approved. Return to the shop to complete your order.');
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', `/?token=${order.id}`);
  });

  test('a wrong secret shows no payment', async ({ page }) => {
    const response = await page.goto(`${shop.url}/checkout/test-payment/tpi_unknown?secret=nope`);
    expect(response?.status()).toBe(404);
  });
});
