import { expect, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test';
import { confirmedAccount, signInThrough } from './support/api.js';
import { DEMO_ACCOUNTS, signInAs } from './support/sign-in.js';

/** Issue 18: the account area's tool menu, landing after sign-in, refused pages, redeeming a credit. */

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 700;
const MDR1 = 1003;
const CANINE_DISEASES = 1;

test.beforeEach(async ({ context }, info) => {
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'AU', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
});

async function signInWithForm(page: Page, who: keyof typeof DEMO_ACCOUNTS, next?: string) {
  const { email, password } = DEMO_ACCOUNTS[who];
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await hydrated(page);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

/** The account menu's list: always shown beside the page on a wide screen, opened from its button on a phone. */
async function openToolList(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Account tools' });
  if (isPhone(page)) {
    const toggle = menu.getByRole('button', { name: /My account/ });
    await expect(menu.getByRole('list')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(menu.getByRole('list')).toBeVisible();
  return menu;
}

test('a breeder finds their tools beside the account pages, with the current one marked', async ({ page }) => {
  await signInAs(page, 'breeder');
  await page.goto('/my/orders');
  await hydrated(page);
  const menu = await openToolList(page);
  await expect(menu.getByRole('link', { name: 'Order history' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  for (const name of ['My Animals', 'Custom profiles', 'Transfer multi-packs', 'Activate kit & redeem tests', 'Order tests']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'My Patients' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Clinic invoices' })).toHaveCount(0);
  if (!isPhone(page)) {
    // The sidebar sits beside the page, not above it.
    const sidebar = await menu.boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(sidebar && heading && sidebar.x + sidebar.width <= heading.x).toBe(true);
  }

  await menu.getByRole('link', { name: 'Archived animals' }).click();
  await page.waitForURL('**/my/animals/archived');
  await expect(page.getByRole('heading', { level: 1, name: 'Archived animals' })).toBeVisible();
  if (isPhone(page)) {
    // The phone's list closes on navigation; its button names the page's tool.
    await expect(menu.getByRole('button', { name: /My account/ })).toContainText('Archived animals');
    await expect(menu.getByRole('list')).toBeHidden();
  }
  const list = await openToolList(page);
  await expect(list.getByRole('link', { name: 'Archived animals' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('link', { name: 'Order tests' })).toHaveAttribute('href', '/breeder/for-dogs/dna-tests');
});

test('a vet’s menu holds the clinic’s tools, and none of them is a missing page', async ({ page }) => {
  await signInAs(page, 'vet');
  await page.goto('/my/invoices');
  await hydrated(page);
  const menu = await openToolList(page);
  await expect(menu.getByRole('link', { name: 'Clinic invoices' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['My Patients', 'Order supplies', 'Advance order results', 'How to order', 'Shared by owners']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'My Animals' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Custom profiles' })).toHaveCount(0);
  // Every tool of the vet's menu opens a page (200 after any redirect), never a 404.
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
  }
});

test('signing in lands on the default tool, or on the page asked for', async ({ page }) => {
  await signInWithForm(page, 'vet');
  await page.waitForURL('**/my/my-patients');
  await expect(page.getByRole('heading', { level: 1, name: 'My Patients' })).toBeVisible();
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);

  await signInWithForm(page, 'owner');
  await page.waitForURL('**/my/my-animals');
  await expect(page.getByRole('heading', { level: 1, name: 'My Animals' })).toBeVisible();
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);

  await signInWithForm(page, 'owner', '/my/orders');
  await page.waitForURL('**/my/orders');
});

test('a page of another audience sends the user to their own tool', async ({ page }) => {
  await signInAs(page, 'owner');
  await page.goto('/my/my-patients');
  await expect(page).toHaveURL(/\/my\/my-animals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Animals' })).toBeVisible();
  await page.goto('/my/custom-profiles');
  await expect(page).toHaveURL(/\/my\/my-animals$/);
  // The server answers the redirect itself, before any page is drawn.
  const res = await page.request.get('/my/custom-profiles', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/my/my-animals');

  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);
  await signInAs(page, 'vet');
  await page.goto('/my/my-animals');
  await expect(page).toHaveURL(/\/my\/my-patients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Patients' })).toBeVisible();
  await hydrated(page);
  const menu = await openToolList(page);
  await expect(menu.getByRole('link', { name: 'My Patients' })).toHaveAttribute('aria-current', 'page');
});

/** A new breeder holding one credit of canine disease tests (given by the demo breeder) and a kit to activate. */
async function breederWithCreditAndKit(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const account = await confirmedAccount(playwright, baseURL, { userType: 'breeder', countryCode: 'AU' });
  const giver = await playwright.request.newContext({ baseURL });
  const { email, password } = DEMO_ACCOUNTS.breeder;
  expect((await giver.post('/api/auth/login', { data: { username: email, password } })).status()).toBe(200);
  const given = await giver.post('/api/my/transfer-multipack', {
    data: { email: account.email, quantity: 1, category_id: CANINE_DISEASES },
  });
  expect(given.status(), await given.text()).toBeLessThan(300);
  await giver.dispose();
  const lab = await playwright.request.newContext({ baseURL });
  const admin = DEMO_ACCOUNTS.admin;
  expect((await lab.post('/api/auth/login', { data: { username: admin.email, password: admin.password } })).status()).toBe(200);
  const allocated = await lab.post('/api/admin/lab/kits/allocate', {
    data: { email: account.email, testIds: [MDR1], quantity: 1 },
  });
  expect(allocated.status(), await allocated.text()).toBe(201);
  const { barcodes } = (await allocated.json()) as { barcodes: string[] };
  await lab.dispose();
  return { account, barcode: barcodes[0] ?? '' };
}

test('a breeder redeems a multi-pack credit on a kit, choosing its tests, and sees the balance left', async ({
  page,
  playwright,
}, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL as string;
  const { account, barcode } = await breederWithCreditAndKit(playwright, baseURL);
  await signInThrough(page.request, account);
  await page.goto('/activate');
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel('Barcode number *', { exact: true }).fill(barcode);
  await main.getByLabel('Confirm barcode number *', { exact: true }).fill(barcode);
  const tests = main.getByRole('group', { name: 'Tests for this kit' });
  await expect(tests.getByLabel('The tests the kit was bought with')).toBeChecked();
  await tests.getByLabel(/Redeem a multi-pack credit: Canine Genetic Diseases \(1 left\)/).check();
  const list = tests.getByRole('list', { name: 'Tests of Canine Genetic Diseases' });
  await expect(list.getByRole('checkbox').first()).toBeVisible();
  // No test chosen: the page says so before asking the server.
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('Choose the tests to run on this kit')).toBeVisible();
  await tests.getByLabel('Find a test').fill('myelopathy');
  const chosen = list.getByRole('checkbox').first();
  const chosenName = ((await list.getByRole('listitem').first().textContent()) ?? '').trim();
  expect(chosenName.toLowerCase()).toContain('myelopathy');
  await chosen.check();
  await expect(tests.getByText('1 chosen')).toBeVisible();
  await main.getByRole('button', { name: 'Next' }).click();

  await main.getByLabel('Pet name *', { exact: true }).fill('Tally');
  await main.getByLabel('Sex *', { exact: true }).selectOption('female');
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByLabel('Address *', { exact: true }).fill('4 Wattle Road');
  await main.getByLabel('City *', { exact: true }).fill('Bendigo');
  await main.getByLabel('Postcode *', { exact: true }).fill('3550');
  await main.getByLabel('I accept the terms and conditions *', { exact: true }).check();
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText(`One Canine Genetic Diseases credit: ${chosenName}`)).toBeVisible();
  await main.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('heading', { name: 'Kit activated' })).toBeVisible();
  await expect(page.getByTestId('balance-after')).toHaveText('Multi-pack credits left: none');

  // The server's balance agrees: the one credit is spent.
  const balance = (await (await page.request.get('/api/activate')).json()) as { results: unknown[] };
  expect(balance.results).toEqual([]);
});
