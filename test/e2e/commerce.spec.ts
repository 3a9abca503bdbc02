import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { auBilling, confirmedAccount, linkFromOutbox, placeOrder, signInThrough } from './support/api.js';
import { hydrated } from './support/page.js';

const ADMIN = { email: 'admin@demo.petdna.example', password: 'demo-admin-2026' };

async function preferences(page: Page, country: string, currency: string) {
  const url = test.info().project.use.baseURL as string;
  await page.context().addCookies([
    { name: 'country', value: country, url },
    { name: 'currency', value: currency, url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
}

/** Another browser (a phone, a laptop) in the UK storefront. */
async function ukDevice(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await preferences(page, 'GB', 'GBP');
  return page;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('.account-menu')).toBeVisible();
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function productUrls(
  request: APIRequestContext,
  query: string,
): Promise<{ id: number; name: string; url: string; price: { amount: number } }[]> {
  const res = await request.get(`/api/store/products?isDetails=true&${query}`);
  return (await res.json()).results;
}

async function addToCart(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
}

async function payWithTestCard(page: Page) {
  await page.waitForURL(/\/checkout\/test-payment\//);
  await hydrated(page);
  await expect(page.getByRole('note')).toContainText('Test mode — no real money');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('status')).toHaveText('Payment received. Thank you!');
  await page.getByRole('link', { name: 'Back to the shop' }).click();
}

/** A guest order in the UK placed through the API: a card order is paid in test mode, a bank transfer stays unpaid. */
function guestOrder(request: APIRequestContext, product: { id: number }, method: 'C' | 'EFT', email: string) {
  return placeOrder(request, {
    products: [product],
    method,
    billing: {
      firstName: 'Rosalind',
      lastName: 'Franklin',
      address: '1 King’s Parade',
      city: 'Cambridge',
      postalCode: 'CB2 1ST',
      country: 'GB',
      email,
    },
  });
}

test.describe('commerce', () => {
  test(
    'a guest in GB adds two tests, pays by card in test mode, registers and finds the order and its invoice',
    { tag: '@desktop' },
    async ({ page, playwright }, info) => {
      await preferences(page, 'GB', 'GBP');
      const [first, second] = await productUrls(page.request, 'species=canine&category_ids=1');
      if (!first || !second) throw new Error('no products');
      await addToCart(page, first.url);
      await addToCart(page, second.url);
      await expect(page.getByTestId('cart-badge')).toHaveText(/^2/);
      await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
      const panel = page.getByRole('dialog', { name: 'Your cart' });
      await expect(panel.getByText(first.name)).toBeVisible();
      await panel.getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL('**/checkout');
      await hydrated(page);

      const email = `guest-${Date.now()}@example.test`;
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Continue' }).click();
      await expect(main.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
      await main.getByLabel('First name').fill('Grace');
      await main.getByLabel('Last name').fill('Hopper');
      await main.getByLabel('Email').fill(email);
      await main.getByLabel('Address', { exact: true }).fill('10 Downing Lane');
      await main.getByLabel('City').fill('London');
      await main.getByLabel('Postal code').fill('SW1A 2AA');
      await main.getByLabel('Country').selectOption('GB');
      await main.getByRole('button', { name: 'Continue' }).click();
      await expect(main.getByRole('radio', { name: /Standard Post/ })).toBeChecked();
      await main.getByRole('button', { name: 'Continue' }).click();
      await main.getByRole('radio', { name: /^Card/ }).check();
      await main.getByRole('button', { name: 'Continue' }).click();
      await expect(main.getByRole('heading', { name: 'Review your order' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Order total' })).toContainText('Includes VAT');
      await main.getByLabel(/I accept the/).check();
      await main.getByRole('button', { name: 'Place order and pay' }).click();
      await payWithTestCard(page);
      await page.waitForURL(/\/checkout\/complete\?order=/);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      const orderNumber = (await page.getByRole('heading', { name: /^Order PD-/ }).textContent())?.replace('Order ', '') ?? '';
      await expect(page.getByTestId('cart-badge')).toHaveCount(0);

      await page.goto('/register');
      await hydrated(page);
      await main.getByLabel('First name').fill('Grace');
      await main.getByLabel('Last name').fill('Hopper');
      await main.getByLabel('Email').fill(email);
      await main.getByLabel('Password').fill('kelpie-ribbon-harbour');
      await main.getByLabel('Country', { exact: true }).selectOption('GB');
      await main.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      const support = await playwright.request.newContext({ baseURL: info.project.use.baseURL as string });
      const link = await linkFromOutbox(support, email, 'account-confirm-email', '/register/confirm');
      await support.dispose();
      await page.goto(link);
      await expect(page.getByText('Thank you, your email address is confirmed.')).toBeVisible();
      await signIn(page, email, 'kelpie-ribbon-harbour');
      await page.goto('/my/orders');
      await hydrated(page);
      await expect(page.getByRole('region', { name: `Order ${orderNumber}` })).toContainText('Paid');
      await page.goto('/my/invoices');
      await hydrated(page);
      const row = page.getByRole('row', { name: new RegExp(orderNumber) });
      await expect(row).toContainText('Paid');
      const pdf = await page.request.get((await row.getByRole('link', { name: /PDF/ }).getAttribute('href')) ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
    },
  );

  test(
    'a signed-in cart follows its user to another device, and a guest cart merges into it at sign-in',
    {
      tag: '@desktop',
    },
    async ({ browser, playwright }, info) => {
      const device = () => ukDevice(browser);
      const badge = (page: Page) => page.getByTestId('cart-badge');
      // An owner of this journey's own, whose cart no other journey (nor an earlier run) has touched.
      const owner = await confirmedAccount(playwright, info.project.use.baseURL as string, {
        userType: 'owner',
        countryCode: 'GB',
      });
      const phone = await device();
      const [first, second] = await productUrls(phone.request, 'species=feline&category_ids=7');
      if (!first || !second) throw new Error('no products');

      // The phone: signed in, one test in the cart.
      await signIn(phone, owner.email, owner.password);
      await addToCart(phone, first.url);
      await expect(badge(phone)).toHaveText(/^1/);

      // The laptop: a guest adds another test, then signs in — the guest cart joins the owner's.
      const laptop = await device();
      await addToCart(laptop, second.url);
      await expect(badge(laptop)).toHaveText(/^1/);
      await signIn(laptop, owner.email, owner.password);
      await expect(badge(laptop)).toHaveText(/^2/);
      await laptop.getByRole('button', { name: /^Cart, 2 items/ }).click();
      const panel = laptop.getByRole('dialog', { name: 'Your cart' });
      await expect(panel.getByText(first.name)).toBeVisible();
      await expect(panel.getByText(second.name)).toBeVisible();

      // The phone sees the merged cart; a third browser, with nothing stored, finds it on signing in.
      await phone.reload();
      await hydrated(phone);
      await expect(badge(phone)).toHaveText(/^2/);
      const tablet = await device();
      await signIn(tablet, owner.email, owner.password);
      await expect(badge(tablet)).toHaveText(/^2/);
      await tablet.goto('/cart');
      await hydrated(tablet);
      for (const { name } of [first, second]) await expect(tablet.getByRole('button', { name: `Remove ${name}` })).toBeVisible();

      // Emptied on one device, empty on the others.
      const lines = tablet.locator('.cart-line');
      const removeFirst = lines.first().getByRole('button', { name: /^Remove/ });
      await removeFirst.click();
      await expect(lines).toHaveCount(1);
      await removeFirst.click();
      await expect(tablet.getByText('Your cart is empty.')).toBeVisible();
      await laptop.reload();
      await hydrated(laptop);
      await expect(badge(laptop)).toHaveCount(0);
      for (const page of [phone, laptop, tablet]) await page.context().close();
    },
  );

  test("a guest's line that the account's cart cannot take is named at sign-in, not silently lost", {
    tag: '@desktop',
  }, async ({ browser }) => {
    const device = () => ukDevice(browser);
    const phone = await device();
    const [first, second] = (
      await (await phone.request.get('/api/store/products?isDetails=true&species=feline&category_ids=7')).json()
    ).results as { id: number; name: string; url: string }[];
    if (!first || !second) throw new Error('no products');
    // The owner's cart holds a test upgrade on the kit of their dog Milo (an upgrade is for one's own kit,
    // docs/decisions/0634), and nothing else.
    await signIn(phone, 'owner@demo.petdna.example', 'demo-owner-2026');
    const cart = await (await phone.request.post('/api/cart', { data: {} })).json();
    for (const item of (await (await phone.request.get(`/api/cart/${cart.sessionId}`)).json()).items) {
      await phone.request.delete(`/api/cart/${cart.sessionId}/item/${item.id}`);
    }
    const upgrade = await phone.request.post(`/api/cart/${cart.sessionId}/item`, {
      data: { productId: first.id, metaData: { isUpgradeTests: true, barcode: 'PDL269000055' } },
    });
    expect(upgrade.status()).toBe(201);

    // On the laptop a guest adds a regular test, then signs in: upgrades and regular products do not mix.
    const laptop = await device();
    await addToCart(laptop, second.url);
    await signIn(laptop, 'owner@demo.petdna.example', 'demo-owner-2026');
    await expect(
      laptop.getByText(`${second.name} was not added to your cart: You can't mix test upgrades and regular products.`),
    ).toBeVisible();
    await expect(laptop.getByTestId('cart-badge')).toHaveText(/^1/);

    // Left empty for the journeys after this one.
    const [line] = (await (await phone.request.get(`/api/cart/${cart.sessionId}`)).json()).items;
    const emptied = await phone.request.delete(`/api/cart/${cart.sessionId}/item/${line.id}`);
    expect(emptied.ok()).toBe(true);
    for (const page of [phone, laptop]) await page.context().close();
  });

  test('a vet orders with no payment step: the patient is named and the clinic invoiced', { tag: '@desktop' }, async ({
    page,
  }) => {
    await preferences(page, 'AU', 'AUD');
    await signIn(page, 'vet@demo.petdna.example', 'demo-vet-2026');
    const [test1] = await productUrls(page.request, 'species=canine&category_ids=1');
    if (!test1) throw new Error('no products');
    await addToCart(page, test1.url);
    await page.goto('/cart');
    await hydrated(page);
    await page.getByLabel("Patient's name (required)").fill('Rex (Kelpie, 3 y)');
    // The name is saved when the field is left: checkout reads it from the cart.
    const saved = page.waitForResponse((res) => /\/api\/cart\/[^/]+\/note\//.test(res.url()) && res.request().method() === 'PUT');
    await page.getByLabel("Patient's name (required)").blur();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByLabel("Patient's name (required)")).toHaveValue('Rex (Kelpie, 3 y)');
    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await hydrated(page);
    const steps = page.getByRole('list', { name: 'Checkout steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(1);
    await expect(page.getByText('Your order is invoiced to your clinic account')).toBeVisible();
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/complete\?order=/);
    await expect(page.getByRole('heading', { name: 'Order received' })).toBeVisible();
    await expect(page.getByText('Rex (Kelpie, 3 y)')).toBeVisible();
  });

  test(
    'a breeder pays two pending bank-transfer orders at once with loyalty points',
    { tag: '@desktop' },
    async ({ page, playwright }, info) => {
      // A breeder of this journey's own: points earned on a paid card order (5 a dollar), then two bank transfers.
      await preferences(page, 'AU', 'AUD');
      const breeder = await confirmedAccount(playwright, info.project.use.baseURL as string, {
        userType: 'breeder',
        countryCode: 'AU',
      });
      await signInThrough(page.request, breeder);
      const tests = await productUrls(page.request, 'species=canine&category_ids=1');
      const [first, second] = tests;
      if (!first || !second) throw new Error('no products');
      // One of each test until the order passes $110: 550 points or more (a test is bought once per order).
      const forPoints: { id: number }[] = [];
      for (let i = 0, sum = 0; sum < 11_000 && i < tests.length; i++) {
        const product = tests[i] as { id: number; price: { amount: number } };
        forPoints.push({ id: product.id });
        sum += product.price.amount;
      }
      await placeOrder(page.request, { products: forPoints, method: 'C', billing: auBilling(breeder.email) });
      const points = (await (await page.request.get('/api/my/loyalty-points')).json()) as { balance: number };
      expect(points.balance).toBeGreaterThanOrEqual(500);
      for (const product of [first, second])
        await placeOrder(page.request, { products: [product], method: 'EFT', billing: auBilling(breeder.email) });

      await page.goto('/my/pending-orders');
      await hydrated(page);
      const boxes = page.getByRole('main').getByRole('checkbox');
      await expect(boxes).toHaveCount(2);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByLabel(/Loyalty points to use/).fill('500');
      await expect(page.getByTestId('pending-total')).toContainText('after 500 loyalty points');
      await page.getByRole('button', { name: 'Pay selected orders' }).click();
      await payWithTestCard(page);
      await page.waitForURL(/\/my\/orders/);
      await hydrated(page);
      await expect(
        page
          .getByRole('region', { name: /^Order PD-/ })
          .filter({ hasText: 'Bank transfer' })
          .filter({ hasText: 'Paid' }),
      ).toHaveCount(2);
      await page.goto('/my/pending-orders');
      await hydrated(page);
      await expect(page.getByText('You have no payments pending.')).toBeVisible();
    },
  );

  test('an admin finds orders, marks a bank transfer paid and refunds a card payment after confirming', {
    tag: '@desktop',
  }, async ({ page }) => {
    await preferences(page, 'GB', 'GBP');
    const [product] = await productUrls(page.request, 'species=feline&category_ids=7');
    if (!product) throw new Error('no products');
    const stamp = Date.now();
    const transfer = await guestOrder(page.request, product, 'EFT', `transfer-${stamp}@example.test`);
    const card = await guestOrder(page.request, product, 'C', `card-${stamp}@example.test`);

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.locator('.account-menu > button').click();
    await page.getByRole('link', { name: 'Orders (admin)' }).click();
    await page.waitForURL('**/admin/orders');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    const search = main.getByRole('button', { name: 'Search', exact: true });

    await main.getByLabel('Order number, email or customer name').fill(`transfer-${stamp}`);
    await search.click();
    const transferRow = main.getByRole('row', { name: new RegExp(transfer.number) });
    await expect(transferRow).toContainText('Awaiting payment');
    await transferRow.getByRole('button', { name: `Mark paid ${transfer.number}` }).click();
    const markDialog = page.getByRole('dialog', { name: `Mark order ${transfer.number} paid?` });
    await markDialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText(`Order ${transfer.number} marked paid`)).toBeVisible();
    await expect(transferRow).toContainText('Paid');
    await expect(transferRow).toContainText('Refund by bank transfer');

    await main.getByLabel('Order number, email or customer name').fill(card.number);
    await main.getByLabel('Status').selectOption('paid');
    await search.click();
    await expect(page).toHaveURL(/status=paid/);
    const cardRow = main.getByRole('row', { name: new RegExp(card.number) });
    await cardRow.getByRole('button', { name: `Refund ${card.number}` }).click();
    let refund = page.getByRole('dialog', { name: `Refund order ${card.number}?` });
    await refund.getByRole('button', { name: 'Cancel' }).click();
    await expect(cardRow).toContainText('Paid');
    await cardRow.getByRole('button', { name: `Refund ${card.number}` }).click();
    refund = page.getByRole('dialog', { name: `Refund order ${card.number}?` });
    await refund.getByLabel(/Amount to refund/).fill('5');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText(`Order ${card.number} refunded`)).toBeVisible();

    await main.getByLabel('Status').selectOption('partially_refunded');
    await search.click();
    await expect(cardRow).toContainText('Partly refunded');
    await expect(cardRow).toContainText('£5.00 refunded');
    await cardRow.getByRole('button', { name: `Refund ${card.number}` }).click();
    await page
      .getByRole('dialog', { name: `Refund order ${card.number}?` })
      .getByRole('button', { name: 'Refund' })
      .click();
    await main.getByLabel('Status').selectOption('refunded');
    await search.click();
    await expect(cardRow).toContainText('Refunded');

    // Anyone else: the page does not exist.
    await page.context().clearCookies();
    await preferences(page, 'GB', 'GBP');
    await signIn(page, 'owner@demo.petdna.example', 'demo-owner-2026');
    expect((await page.goto('/admin/orders'))?.status()).toBe(404);
  });

  test('adding to the cart shows it is under way, and a request that never reaches the shop says so and leaves the button ready', {
    tag: '@desktop',
  }, async ({ page }) => {
    const [product] = await productUrls(page.request, 'species=canine&category_ids=1');
    if (!product) throw new Error('no canine test in the catalogue');
    await page.goto(product.url);
    await hydrated(page);
    const add = page.getByRole('main').locator('.add-to-cart').first().getByRole('button');
    await expect(add).toHaveText('Add to cart');

    // The shop answers only when let: meanwhile the button says what it is doing and takes no second click.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/cart/*/item', async (route) => {
      await held;
      await route.continue();
    });
    await add.click();
    await expect(add).toHaveText('Adding…');
    await expect(add).toBeDisabled();
    answer();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(add).toHaveText('Add to cart');
    await expect(add).toBeEnabled();

    // No network: the add fails at once with its message, and the button is ready for another try.
    await page.unrouteAll();
    await page.route('**/api/cart/*/item', (route) => route.abort('internetdisconnected'));
    await add.click();
    await expect(page.locator('.toaster')).toContainText('Failed to add item to cart');
    await expect(add).toHaveText('Add to cart');
    await expect(add).toBeEnabled();
  });

  test('the cart page and checkout fit a phone', { tag: '@mobile' }, async ({ page }) => {
    await preferences(page, 'GB', 'GBP');
    const [first] = await productUrls(page.request, 'species=feline&category_ids=7');
    if (!first) throw new Error('no products');
    await addToCart(page, first.url);
    await page.goto('/cart');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Checkout steps' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('checkout-mobile.png'), fullPage: true });
  });
});
