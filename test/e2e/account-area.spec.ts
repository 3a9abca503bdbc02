import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test';
import { auBilling, confirmedAccount, signInThrough } from './support/api.js';
import { hydrated } from './support/page.js';
import { DEMO_ACCOUNTS, signInAs } from './support/sign-in.js';

/** Issue 18: the account area's tool menu, landing after sign-in, refused pages, redeeming a credit. */

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

const PRA = 1001;

/** A dog of `owner` with a published PRA result (N/m: a carrier), made through the lab's and activation's API. */
async function dogWithResults(lab: APIRequestContext, owner: APIRequestContext, ownerEmail: string, petName: string) {
  const allocated = await lab.post('/api/admin/lab/kits/allocate', { data: { email: ownerEmail, testIds: [PRA], quantity: 1 } });
  expect(allocated.status(), await allocated.text()).toBe(201);
  const barcode = ((await allocated.json()) as { barcodes: string[] }).barcodes[0] ?? '';
  const activated = await owner.post('/api/activate', {
    data: {
      barcodes: { barcode, confirmBarcode: barcode },
      pet: { petName, gender: 'female', species: 'dog', breed: 10 },
      person: { ...auBilling(ownerEmail), acceptTerms: true },
    },
  });
  expect(activated.status(), await activated.text()).toBe(201);
  expect((await lab.post('/api/admin/lab/kits/receive', { data: { barcodes: [barcode] } })).status()).toBe(200);
  const csv = ['barcode,test code,genotype', `${barcode},${PRA},N/m`].join('\n');
  expect((await lab.post('/api/admin/lab/results/import', { data: { csv } })).status()).toBe(200);
  expect((await lab.post('/api/admin/lab/results/publish', { data: { barcodes: [barcode] } })).status()).toBe(200);
}

test('a breeder shares a dog’s results with their club, its official reads them, and the breeder withdraws them', async ({
  page,
  browser,
  playwright,
}, info) => {
  test.setTimeout(150_000);
  const baseURL = info.project.use.baseURL as string;
  const member = await confirmedAccount(playwright, baseURL, { userType: 'breeder', countryCode: 'AU' });
  const officer = await confirmedAccount(playwright, baseURL, { userType: 'breeder', countryCode: 'AU' });
  const suffix = member.email.split('@')[0]?.replace(/^breeder-/, '') ?? '';
  const clubName = `Kelpie Health Club ${suffix}`;
  const officeName = `Dogs Victoria ${suffix}`;

  const lab = await playwright.request.newContext({ baseURL });
  const admin = DEMO_ACCOUNTS.admin;
  expect((await lab.post('/api/auth/login', { data: { username: admin.email, password: admin.password } })).status()).toBe(200);
  const owner = await playwright.request.newContext({ baseURL });
  await signInThrough(owner, member);
  await dogWithResults(lab, owner, member.email, 'Juniper');
  await owner.dispose();
  const club = await lab.post('/api/admin/clubs', { data: { name: clubName, kind: 'breed_club', region: 'Victoria, AU' } });
  expect(club.status(), await club.text()).toBe(201);
  const clubId = ((await club.json()) as { id: number }).id;
  const office = await lab.post('/api/admin/clubs', { data: { name: officeName, kind: 'registration_office' } });
  const officeId = ((await office.json()) as { id: number }).id;
  for (const [id, email, role] of [
    [clubId, member.email, 'member'],
    [officeId, member.email, 'member'],
    [clubId, officer.email, 'official'],
  ] as const) {
    expect((await lab.post(`/api/admin/clubs/${id}/members`, { data: { email, role } })).status()).toBe(201);
  }
  await lab.dispose();

  // The member shares Juniper with the club from the club access page.
  await signInThrough(page.request, member);
  await page.goto('/my/club-access');
  await hydrated(page);
  const menu = await openToolList(page);
  await expect(menu.getByRole('link', { name: 'Club access' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('region', { name: clubName });
  await expect(card.getByText(`No animal is shared with ${clubName}.`)).toBeVisible();
  // The registration office has its own page.
  await expect(page.getByRole('region', { name: officeName })).toHaveCount(0);
  await card.getByRole('button', { name: `Share with ${clubName}` }).click();
  await expect(card.getByRole('alert')).toHaveText('Choose the animals to share');
  await card.getByLabel('Juniper').check();
  await card.getByRole('button', { name: `Share with ${clubName}` }).click();
  const shared = card.getByRole('list', { name: `Shared with ${clubName}` });
  await expect(shared.getByRole('link', { name: 'Juniper' })).toBeVisible();

  // The official reads it, read-only: a table of results, no button to change them.
  const officialContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  await officialContext.addCookies([
    { name: 'country', value: 'AU', url: baseURL },
    { name: 'campaign_popup_dismissed', value: 'true', url: baseURL },
  ]);
  const officialPage = await officialContext.newPage();
  await signInThrough(officialPage.request, officer);
  await officialPage.goto('/my/club-access');
  const table = officialPage.getByRole('table', { name: `Results shared with ${clubName}` });
  await expect(table.getByRole('rowheader', { name: /Juniper/ })).toBeVisible();
  await expect(table.getByText('Carrier')).toBeVisible();
  await expect(officialPage.getByRole('region', { name: `Shared with ${clubName}` }).getByRole('button')).toHaveCount(0);

  // The member's registration office page: Juniper can be shared there too, separately.
  await page.getByRole('link', { name: 'Registration offices (DV access)' }).click();
  await page.waitForURL('**/my/dv-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration office access' })).toBeVisible();
  const officeCard = page.getByRole('region', { name: officeName });
  await expect(officeCard.getByLabel('Juniper')).toBeVisible();
  await expect(page.getByRole('region', { name: clubName })).toHaveCount(0);

  // Withdrawn: the official no longer sees it.
  await page.goto('/my/club-access');
  await hydrated(page);
  await card.getByRole('button', { name: 'Withdraw Juniper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw access' });
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(card.getByText(`No animal is shared with ${clubName}.`)).toBeVisible();
  await officialPage.reload();
  await expect(officialPage.getByText('No member has shared an animal with the club yet.')).toBeVisible();
  await officialContext.close();
});

test('club products are for club members; a vet is sent to their own tools', async ({ page }) => {
  await signInAs(page, 'breeder');
  await page.goto('/my/club-products');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Club products' })).toBeVisible();
  const pack = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Club Show Sampling Pack' }) });
  await page.screenshot({ path: test.info().outputPath('club-products.png'), fullPage: true });
  await pack.getByRole('button', { name: /Add to cart/i }).click();
  // The member's cart takes it (decision 0971).
  await expect
    .poll(async () => {
      const mine = (await (await page.request.get('/api/my/cart')).json()) as { sessionId: string | null };
      if (!mine.sessionId) return [];
      const cart = (await (await page.request.get(`/api/cart/${mine.sessionId}`)).json()) as {
        items: Array<{ product: { name: string } }>;
      };
      return cart.items.map((i) => i.product.name);
    })
    .toContain('Club Show Sampling Pack');
  // The demo breeder's cart is shared with other journeys: it is left as it was found.
  const mine = (await (await page.request.get('/api/my/cart')).json()) as { sessionId: string };
  const held = (await (await page.request.get(`/api/cart/${mine.sessionId}`)).json()) as {
    items: Array<{ id: number; product: { name: string } }>;
  };
  for (const item of held.items.filter((i) => i.product.name === 'Club Show Sampling Pack'))
    expect((await page.request.delete(`/api/cart/${mine.sessionId}/item/${item.id}`)).status()).toBeLessThan(300);
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);

  await signInAs(page, 'owner');
  await page.goto('/my/club-products');
  await expect(page.getByText('Club products are for members of a club.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Club Show Sampling Pack' })).toHaveCount(0);
  // Nor does the cart sell it to someone in no club.
  const cart = (await (await page.request.post('/api/cart', { data: {} })).json()) as { sessionId: string };
  const refused = await page.request.post(`/api/cart/${cart.sessionId}/item`, { data: { productId: 996 } });
  expect(refused.status()).toBe(428);
  expect(await refused.json()).toEqual({ errors: { productId: 'Club products are sold only to signed-in members of a club' } });
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);

  await signInAs(page, 'vet');
  for (const path of ['/my/club-access', '/my/dv-access', '/my/club-products']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/my\/my-patients$/);
  }
});

test('a visitor finds an approved collection agent by town or postcode', async ({ page, playwright }, info) => {
  const baseURL = info.project.use.baseURL as string;
  // A town of this run's own, so that earlier runs' agents never answer.
  const town = `Wattleby ${Date.now().toString(36)}`;
  const lab = await playwright.request.newContext({ baseURL });
  const admin = DEMO_ACCOUNTS.admin;
  expect((await lab.post('/api/auth/login', { data: { username: admin.email, password: admin.password } })).status()).toBe(200);
  const added = await lab.post('/api/admin/collection-agents', {
    data: {
      name: 'Wattleby Vet Nurses',
      kind: 'vet_nurse',
      city: town,
      region: 'VIC',
      postcode: '3999',
      countryCode: 'AU',
      phone: '03 5999 0000',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await lab.dispose();

  await page.goto('/resources/collection-agents');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Collection agents' })).toBeVisible();
  // The demo register is there before any search.
  await expect(page.getByRole('heading', { level: 3, name: 'Harbourside Veterinary Clinic' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Find a collection agent' });
  await search.getByLabel('Town, region or postcode').fill(town);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/place=Wattleby/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Wattleby Vet Nurses' }) });
  await expect(card).toContainText(`${town}, VIC, 3999, AU`);
  await expect(card.getByRole('link', { name: '03 5999 0000' })).toHaveAttribute('href', 'tel:0359990000');
  await expect(page.getByText(`1 approved agent near “${town}”`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Harbourside Veterinary Clinic' })).toHaveCount(0);

  // A place with no agent says so; the result is in the server's page too, for a shared link.
  await search.getByLabel('Town, region or postcode').fill('Nowhere Flats');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No approved agent near “Nowhere Flats” yet.', { exact: false })).toBeVisible();
  const html = await (await page.request.get(`/resources/collection-agents?place=${encodeURIComponent(town)}`)).text();
  expect(html).toContain('Wattleby Vet Nurses');
});

test('a show secretary books the lab for a show, the lab confirms it, and a second booking is cancelled', async ({
  page,
  playwright,
}, info) => {
  test.setTimeout(90_000);
  const baseURL = info.project.use.baseURL as string;
  const secretary = await confirmedAccount(playwright, baseURL, { userType: 'breeder', countryCode: 'AU' });
  await signInThrough(page.request, secretary);
  await page.goto('/my/shows');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Show bookings' })).toBeVisible();
  await expect(page.getByText('No show booked yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Book a show' });
  await form.getByRole('button', { name: 'Book the show' }).click();
  await expect(form.getByLabel('Show name *')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Show name *')).toBeFocused();

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const book = async (name: string, date: string) => {
    await form.getByLabel('Show name *').fill(name);
    await form.getByLabel('Show date *').fill(date);
    await form.getByLabel('Venue *').fill('Ballarat Showgrounds');
    await form.getByLabel('Town *').fill('Ballarat');
    await form.getByLabel('Country code *').fill('AU');
    await form.getByLabel('Expected number of animals *').fill('40');
    await form.getByLabel('Contact name *').fill('Bea Tester');
    await form.getByLabel('Contact phone *').fill('0412 555 018');
    await form.getByLabel('Contact email *').fill(secretary.email);
    await form.getByRole('button', { name: 'Book the show' }).click();
  };
  // Too soon: the lab needs two weeks.
  await book('Spring Championship', inDays(5));
  await expect(form.getByText('Book at least 14 days before the show')).toBeVisible();
  await book('Spring Championship', inDays(30));
  const spring = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Spring Championship' }) });
  await expect(spring.getByText('Requested')).toBeVisible();
  await book('Winter Open', inDays(60));
  const winter = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Winter Open' }) });
  await expect(winter.getByText('Requested')).toBeVisible();

  // The lab confirms the first.
  const lab = await playwright.request.newContext({ baseURL });
  const admin = DEMO_ACCOUNTS.admin;
  expect((await lab.post('/api/auth/login', { data: { username: admin.email, password: admin.password } })).status()).toBe(200);
  const requested = (await (await lab.get('/api/admin/shows?status=requested')).json()) as {
    results: Array<{ id: number; showName: string; contactEmail: string }>;
  };
  const mine = requested.results.find((b) => b.contactEmail === secretary.email && b.showName === 'Spring Championship');
  expect(mine).toBeDefined();
  expect((await lab.post(`/api/admin/shows/${mine?.id}/confirm`)).status()).toBe(200);
  await page.reload();
  await hydrated(page);
  await expect(spring.getByText('Confirmed')).toBeVisible();
  await expect(spring.getByRole('button', { name: /Cancel booking/ })).toHaveCount(0);
  await expect(spring.getByText('The animals we sample at the show appear here.')).toBeVisible();

  // At the show a kit is swabbed for a dog (activated by its owner); the lab records it under the booking (0972).
  const allocated = await lab.post('/api/admin/lab/kits/allocate', {
    data: { email: secretary.email, testIds: [MDR1], quantity: 1 },
  });
  const barcode = ((await allocated.json()) as { barcodes: string[] }).barcodes[0] ?? '';
  const activated = await page.request.post('/api/activate', {
    data: {
      barcodes: { barcode, confirmBarcode: barcode },
      pet: { petName: 'Ringo', gender: 'male', species: 'dog', breed: 10, dobDay: 2, dobMonth: 5, dobYear: 2022 },
      person: {
        firstName: 'Bea',
        lastName: 'Tester',
        email: secretary.email,
        address: '1 Show Lane',
        city: 'Ballarat',
        postalCode: '3350',
        country: 'AU',
        acceptTerms: true,
      },
    },
  });
  expect(activated.status(), await activated.text()).toBe(201);
  expect((await lab.post(`/api/admin/shows/${mine?.id}/samples`, { data: { barcodes: [barcode] } })).status()).toBe(200);
  await lab.dispose();
  await page.reload();
  await hydrated(page);
  const sampled = spring.getByRole('list', { name: 'Sampled animals (1)' });
  await expect(sampled.getByRole('listitem')).toHaveCount(1);
  await expect(sampled.getByRole('listitem')).toContainText('Ringo');
  await expect(sampled.getByRole('listitem')).toContainText(barcode);
  await page.screenshot({ path: info.outputPath('show-samples.png'), fullPage: true });

  await winter.getByRole('button', { name: 'Cancel booking Winter Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog.getByText('Are you sure you want to cancel the booking for Winter Open?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(winter.getByText('Cancelled')).toBeVisible();
});
