import { expect, test } from '@playwright/test';
import { type JourneyDatabase, journeyDatabase } from './support/database.js';
import { hydrated } from './support/page.js';
import { freePort, type ServerProcess, spawnServer, stopServer, waitUntilReady } from './support/server-process.js';

/**
 * A shop that takes only bank transfers and invoices (PAYMENTS_TEST_MODE=false, no keys: decision 0030): the
 * pending-payments page never offers a card payment it would refuse, and says how to pay instead.
 */

let shop: ServerProcess;
let database: JourneyDatabase | undefined;

test.beforeAll(async () => {
  // A second shop with its own demo database starts beside the suite's server: give it time.
  test.setTimeout(180_000);
  const port = await freePort();
  database = await journeyDatabase({ demo: true });
  shop = spawnServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...database.env,
    LOG_LEVEL: 'warn',
    PAYMENTS_TEST_MODE: 'false',
  });
  await waitUntilReady(shop, 170_000);
});
test.afterAll(async () => {
  if (shop) await stopServer(shop);
  await database?.drop();
});

test('without card payments, pending orders say how to pay and offer no card button', async ({ page }) => {
  await page.context().addCookies([
    { name: 'country', value: 'AU', url: shop.url },
    { name: 'currency', value: 'AUD', url: shop.url },
    { name: 'campaign_popup_dismissed', value: 'true', url: shop.url },
  ]);
  const signIn = await page.request.post(`${shop.url}/api/auth/login`, {
    data: { username: 'breeder@demo.petdna.example', password: 'demo-breeder-2026' },
    headers: { origin: shop.url },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`${shop.url}/my/pending-orders`);
  await hydrated(page);
  const boxes = page.getByRole('main').getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await expect(page.getByTestId('pending-total')).toBeVisible();
  await expect(page.getByTestId('cards-not-offered')).toContainText('Pay by bank transfer with the order number');
  await expect(page.getByRole('button', { name: 'Pay selected orders' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay with loyalty points' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('pending-without-cards.png') });
});
