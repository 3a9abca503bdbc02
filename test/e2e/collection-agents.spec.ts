import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text.js';
import { confirmedAccount, signInThrough } from './support/api.js';
import { hydrated } from './support/page.js';
import { DEMO_ACCOUNTS, signInAs } from './support/sign-in.js';

/**
 * Issue 18 §3: a collection agent's own pages (docs/decisions/0973, 0974), the buyer who chooses an agent at
 * checkout and pays (0970), and the lab taking a wrongly recorded kit off a show (0975).
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 700;
const PRA = 1001;

test.beforeEach(async ({ context }, info) => {
  // Each journey crosses several server-rendered pages and accounts: more than the default 30 s on a shared machine.
  test.setTimeout(90_000);
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'AU', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
});

/** The account menu's list: beside the page on a wide screen, behind its button on a phone. */
async function toolList(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Account tools' });
  if (isPhone(page)) await menu.getByRole('button', { name: /My account/ }).click();
  await expect(menu.getByRole('list')).toBeVisible();
  return menu;
}

test('a collection agent sees the animals they collected and keeps their register entry up to date', async ({ page }, info) => {
  await signInAs(page, 'agent');
  await page.goto('/my/collection-agents');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Collection agent' })).toBeVisible();
  const menu = await toolList(page);
  await expect(menu.getByRole('link', { name: 'Collection agent' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Agent products' })).toBeVisible();
  if (isPhone(page)) await menu.getByRole('button', { name: /My account/ }).click();

  const collected = page.getByRole('table', { name: /Animals you collected/ });
  await expect(collected.getByRole('row', { name: /Lilac Mist Siamese/ })).toContainText('036000198765432');
  await expect(collected.getByRole('row', { name: /Moreton Bay Kelpie Litter/ })).toContainText('Sam Nguyen');
  await page.screenshot({ path: info.outputPath('collection-agent.png'), fullPage: true });

  // The agent moves their practice: the public register finds them at the new place.
  const details = page.getByRole('region', { name: 'Your details in the register' });
  const phone = `0400 ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`;
  await details.getByLabel('Town *').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByLabel('Town *')).toHaveAttribute('aria-invalid', 'true');
  await expect(details.getByText('This field is required')).toBeVisible();
  await details.getByLabel('Town *').fill('Ipswich');
  await details.getByLabel('Postcode').fill('4305');
  await details.getByLabel('Phone').fill(phone);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved: the register shows them now')).toBeVisible();
  await page.goto('/resources/collection-agents?place=4305');
  await hydrated(page);
  await expect(page.getByRole('main').getByText(phone)).toBeVisible();
  await expect(page.getByRole('main').getByText('Raj Patel')).toBeVisible();
});

test('an agent orders agent products at the agent price through the cart; others are refused', async ({ page }, info) => {
  await signInAs(page, 'agent');
  await page.goto('/my/collection-agent-products');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent products' })).toBeVisible();
  const envelopes = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Tamper-evident Sample Envelopes (25)' }) });
  await expect(envelopes).toContainText('$');
  await page.screenshot({ path: info.outputPath('agent-products.png'), fullPage: true });
  await envelopes.getByRole('button', { name: /Add to cart/i }).click();
  const cartItems = async () => {
    const mine = (await (await page.request.get('/api/my/cart')).json()) as { sessionId: string | null };
    if (!mine.sessionId) return { sessionId: '', items: [] as Array<{ id: number; product: { name: string } }> };
    const cart = (await (await page.request.get(`/api/cart/${mine.sessionId}`)).json()) as {
      items: Array<{ id: number; product: { name: string } }>;
    };
    return { sessionId: mine.sessionId, items: cart.items };
  };
  await expect
    .poll(async () => (await cartItems()).items.map((i) => i.product.name))
    .toContain('Tamper-evident Sample Envelopes (25)');
  // The agent's cart is left as it was found, for the journey's run at the other width.
  const held = await cartItems();
  for (const item of held.items) {
    expect((await page.request.delete(`/api/cart/${held.sessionId}/item/${item.id}`)).status()).toBeLessThan(300);
  }
  // Nor do the public lists show agent products.
  const search = (await (await page.request.get('/api/store/products?search=envelopes')).json()) as {
    results: Array<{ id: number }>;
  };
  expect(search.results.map((p) => p.id)).not.toContain(978);
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);

  // An owner who is no agent has neither tool, and the pages send them to their own.
  await signInAs(page, 'owner');
  await page.goto('/my/orders');
  await hydrated(page);
  const menu = await toolList(page);
  await expect(menu.getByRole('link', { name: 'Collection agent' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Agent products' })).toHaveCount(0);
  for (const path of ['/my/collection-agents', '/my/collection-agent-products']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/my\/my-animals$/);
  }
  expect((await page.request.get('/api/my/collection-agent-products')).status()).toBe(404);
});

test('a buyer chooses an approved agent found by place at checkout, pays, and the report names the agent', async ({
  page,
  playwright,
}, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL as string;
  const account = await confirmedAccount(playwright, baseURL, { userType: 'owner', countryCode: 'AU' });
  await signInThrough(page.request, account);
  const product = (await (await page.request.get(`/api/store/products/product/${PRA}`)).json()) as { url: string };
  await page.goto(product.url);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await page.goto('/checkout');
  await hydrated(page);

  const main = page.getByRole('main');
  await main.getByLabel('Address', { exact: true }).fill('9 Lydiard Street');
  await main.getByLabel('City').fill('Ballarat');
  await main.getByLabel('Postal code').fill('3350');
  await main.getByLabel('State').selectOption('VIC');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('radio', { name: /Standard Post/ })).toBeChecked();
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('radio', { name: /^Card/ }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { name: 'Review your order' })).toBeVisible();

  const who = main.getByRole('group', { name: 'Who collects the sample?' });
  await who.getByLabel(/An approved collection agent/).check();
  await who.getByRole('searchbox', { name: 'Town, region or postcode' }).fill('Ballarat');
  await who.getByRole('searchbox', { name: 'Town, region or postcode' }).press('Enter');
  await who
    .getByRole('list', { name: 'Approved collection agents' })
    .getByLabel(/Megan O’Rourke, Sturt Street Animal Hospital/)
    .check();
  await page.screenshot({ path: info.outputPath('checkout-collector.png'), fullPage: true });
  await main.getByLabel(/I accept the/).check();
  await main.getByRole('button', { name: 'Place order and pay' }).click();
  await page.waitForURL(/\/checkout\/test-payment\//);
  await hydrated(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('status')).toHaveText('Payment received. Thank you!');
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await page.waitForURL(/\/checkout\/complete\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  // The paid order's kit waits for activation; the buyer activates it without choosing again.
  let barcode = '';
  await expect
    .poll(async () => {
      const balance = (await (await page.request.get('/api/activate')).json()) as { kits: Array<{ barcode: string }> };
      barcode = balance.kits[0]?.barcode ?? '';
      return barcode;
    })
    .not.toBe('');
  const activated = await page.request.post('/api/activate', {
    data: {
      barcodes: { barcode, confirmBarcode: barcode },
      pet: { petName: 'Wren', gender: 'female', species: 'dog', breed: 10, dobDay: 2, dobMonth: 5, dobYear: 2023 },
      person: {
        firstName: 'Bea',
        lastName: 'Tester',
        address: '9 Lydiard Street',
        country: 'AU',
        state: 'VIC',
        city: 'Ballarat',
        postalCode: '3350',
        email: account.email,
        acceptTerms: true,
      },
    },
  });
  expect(activated.status(), await activated.text()).toBe(201);

  // The lab publishes the result; the summary report says the agent verified the animal's identity.
  const lab = await playwright.request.newContext({ baseURL });
  const admin = DEMO_ACCOUNTS.admin;
  expect((await lab.post('/api/auth/login', { data: { username: admin.email, password: admin.password } })).status()).toBe(200);
  expect((await lab.post('/api/admin/lab/kits/receive', { data: { barcodes: [barcode] } })).status()).toBe(200);
  const csv = `barcode,test code,genotype\n${barcode},${PRA},N/N`;
  expect((await lab.post('/api/admin/lab/results/import', { data: { csv } })).status()).toBe(200);
  expect((await lab.post('/api/admin/lab/results/publish', { data: { barcodes: [barcode] } })).status()).toBe(200);
  await lab.dispose();
  const animals = (await (await page.request.get('/api/my/animals')).json()) as { results: Array<{ id: number; name: string }> };
  const wren = animals.results.find((a) => a.name === 'Wren');
  const pdf = await page.request.get(`/api/my/animals/${wren?.id}/results/${barcode}/report?report_type=summary`);
  expect(pdf.status()).toBe(200);
  expect(pdfText(await pdf.body()).replace(/\s+/g, ' ')).toMatch(
    /Sample collected and identity verified by Megan O['’]Rourke, Sturt Street Animal Hospital/,
  );
});

test('the lab records a show’s kits in admin and removes one recorded by mistake; the booker sees only the right one', async ({
  page,
  playwright,
}, info) => {
  const baseURL = info.project.use.baseURL as string;
  // A show booked by the demo breeder, confirmed, with two kits recorded: one of them by mistake.
  const breeder = await playwright.request.newContext({ baseURL });
  const who = DEMO_ACCOUNTS.breeder;
  expect((await breeder.post('/api/auth/login', { data: { username: who.email, password: who.password } })).status()).toBe(200);
  const showDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const showName = `Ballarat Kelpie Trial ${Date.now().toString(36)}`;
  const booked = await breeder.post('/api/my/shows', {
    data: {
      showName,
      showDate,
      venue: 'Ballarat Showgrounds',
      city: 'Ballarat',
      countryCode: 'AU',
      expectedAnimals: 20,
      contactName: 'Bella Hartley',
      contactPhone: '0400 123 456',
      contactEmail: 'bella@example.test',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const showId = ((await booked.json()) as { id: number }).id;
  await signInAs(page, 'admin');
  expect((await page.request.post(`/api/admin/shows/${showId}/confirm`)).status()).toBe(200);
  const owner = await confirmedAccount(playwright, baseURL, { userType: 'owner', countryCode: 'AU' });
  const allocated = await page.request.post('/api/admin/lab/kits/allocate', {
    data: { email: owner.email, testIds: [PRA], quantity: 2 },
  });
  expect(allocated.status(), await allocated.text()).toBe(201);
  const [kept, wrong] = ((await allocated.json()) as { barcodes: string[] }).barcodes;

  await page.goto('/admin/shows?status=confirmed');
  await hydrated(page);
  // The kits are scanned in after the show; a barcode the lab never issued is refused under the box.
  const record = page.getByRole('form', { name: `Record kits at ${showName}` });
  const box = record.getByLabel(`Kits sampled at ${showName}`);
  await box.fill('PDL000000000');
  await record.getByRole('button', { name: 'Record kits' }).click();
  await expect(record.getByText('No kit has these barcodes: PDL000000000')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await box.fill(`${kept}\n${wrong}`);
  await record.getByRole('button', { name: 'Record kits' }).click();
  await expect(page.getByText(`2 kits recorded at ${showName}`)).toBeVisible();
  const samples = page.getByRole('list', { name: `Sampled at ${showName}` });
  await expect(samples.getByRole('listitem')).toHaveCount(2);
  await samples.getByRole('button', { name: `Remove ${wrong} from ${showName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove sample' });
  await expect(dialog).toContainText(`Are you sure you want to remove kit ${wrong}`);
  await page.screenshot({ path: info.outputPath('admin-remove-sample.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Remove sample' }).click();
  await expect(page.getByText(`${wrong} removed from ${showName}`)).toBeVisible();
  await expect(samples.getByRole('listitem')).toHaveCount(1);
  await expect(samples).toContainText(kept ?? '');

  // The booker's page lists only the kit that was sampled there.
  const mine = (await (await breeder.get('/api/my/shows')).json()) as {
    results: Array<{ id: number; samples: Array<{ barcode: string }> }>;
  };
  expect(mine.results.find((s) => s.id === showId)?.samples.map((s) => s.barcode)).toEqual([kept]);
  await breeder.dispose();
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);
  await signInAs(page, 'breeder');
  await page.goto('/my/shows');
  await hydrated(page);
  const booking = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: showName }) });
  await expect(booking.getByText('Sampled animals (1)')).toBeVisible();
  await expect(booking).not.toContainText(wrong ?? '');
});

test('the lab links an agent to the account they sign in with; the account then has the agent tools', async ({
  page,
  playwright,
}, info) => {
  const baseURL = info.project.use.baseURL as string;
  const account = await confirmedAccount(playwright, baseURL, { userType: 'owner', countryCode: 'AU' });
  await signInAs(page, 'admin');
  const name = `Agent ${Date.now().toString(36)}`;
  const added = await page.request.post('/api/admin/collection-agents', {
    data: { name, kind: 'trained_agent', city: 'Mildura', region: 'VIC', postcode: '3500', countryCode: 'AU' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/admin/collection-agents?page=1');
  await hydrated(page);
  // The list arrives after the page shows; page on until the new agent's row is there.
  const row = page.getByRole('row', { name: new RegExp(name) });
  for (let pageNo = 1; ; pageNo += 1) {
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    if ((await row.count()) > 0) break;
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pageNo + 1}`));
  }
  await row.getByRole('button', { name: `Link the account of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: "Link the agent's account" });
  await dialog.getByLabel('Account e-mail *').fill('nobody@nowhere.example');
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(dialog.getByText('No account has this e-mail address')).toBeVisible();
  await dialog.getByLabel('Account e-mail *').fill(account.email);
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText(`${account.email} now signs in as ${name}`)).toBeVisible();
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);

  await signInThrough(page.request, account);
  await page.goto('/my/my-animals');
  await hydrated(page);
  const menu = await toolList(page);
  await menu.getByRole('link', { name: 'Collection agent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collection agent' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details in the register' }).getByLabel('Town *')).toHaveValue('Mildura');
});
