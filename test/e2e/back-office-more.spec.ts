import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test';
import { confirmedAccount } from './support/api.js';
import { hydrated } from './support/page.js';
import { DEMO_ACCOUNTS, signInAs } from './support/sign-in.js';

/** More back-office screens (issue 19): clubs, collection agents, show bookings, ACM forms; issue 20 §5. */

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A request context signed in as a demo account, as that person's browser would be. */
async function signedIn(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, who: keyof typeof DEMO_ACCOUNTS) {
  const api = await playwright.request.newContext({ baseURL });
  const { email, password } = DEMO_ACCOUNTS[who];
  expect((await api.post('/api/auth/login', { data: { username: email, password } })).status()).toBe(200);
  return api;
}

/** The demo breeder books the lab for a show; its name. */
async function bookShow(api: APIRequestContext): Promise<string> {
  const showName = `E2E Show ${stamp()}`;
  const showDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const res = await api.post('/api/my/shows', {
    data: {
      showName,
      showDate,
      venue: 'Bendigo Showgrounds',
      city: 'Bendigo',
      countryCode: 'AU',
      expectedAnimals: 24,
      contactName: 'Sam Secretary',
      contactPhone: '0412 555 019',
      contactEmail: 'sam@example.test',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return showName;
}

async function openSection(page: Page, label: string, path: string) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: label }).click();
  await page.waitForURL(`**${path}`);
  await hydrated(page);
}

test.describe('more back-office screens (issue 19)', () => {
  test('an admin creates a club and links an official', { tag: '@desktop' }, async ({ page, playwright, baseURL }) => {
    const official = await confirmedAccount(playwright, baseURL ?? '', { userType: 'breeder', countryCode: 'AU' });
    const name = `E2E Kennel Club ${stamp()}`;
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await hydrated(page);
    await openSection(page, 'Clubs', '/admin/clubs');
    await expect(page.getByRole('heading', { name: 'Clubs', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New club' }).click();
    const form = page.getByRole('form', { name: 'New club' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Create club' }).click();
    // The kind is required: the field says so, and nothing is created.
    await expect(form.getByText('Choose a breed club, kennel club, cat club or registration office')).toBeVisible();
    await form.getByLabel('Kind').selectOption('kennel_club');
    await form.getByLabel('Region (optional)').fill('Victoria, AU');
    await form.getByRole('button', { name: 'Create club' }).click();
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('No members yet.')).toBeVisible();

    const link = card.getByRole('form', { name: `Link an account to ${name}` });
    await link.getByLabel('Account e-mail').fill(official.email);
    await link.getByLabel('As').selectOption('official');
    await link.getByRole('button', { name: 'Link account' }).click();
    const row = card.getByRole('row', { name: new RegExp(official.email) });
    await expect(row).toContainText('Official');
  });

  test('an admin approves a nominated collection agent and adds another', { tag: '@desktop' }, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const id = stamp();
    const nominee = `Nina Nominee${id}`;
    const visitor = await playwright.request.newContext({ baseURL });
    const sent = await visitor.post('/api/enquiries', {
      data: {
        kind: 'collection-agent-nomination',
        name: nominee,
        email: `nina-${id}@example.test`,
        countryCode: 'AU',
        organisation: 'Castlemaine Vet Clinic',
        subject: 'Veterinary nurse',
        message: 'Collects for the local kennel club.',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await visitor.dispose();

    await signInAs(page, 'admin');
    await page.goto('/admin');
    await hydrated(page);
    await openSection(page, 'Agents', '/admin/collection-agents');
    const nomination = page.getByRole('article', { name: new RegExp(nominee) });
    await expect(nomination).toContainText('Veterinary nurse');
    await nomination.getByRole('button', { name: 'Approve' }).click();
    const approve = nomination.getByRole('form', { name: 'Approve as agent' });
    await expect(approve.getByLabel('Name')).toHaveValue(nominee);
    await expect(approve.getByLabel('Kind')).toHaveValue('vet_nurse');
    await approve.getByRole('button', { name: 'Approve as agent' }).click();
    // The public form asks no town: the admin completes it.
    await expect(approve.getByText('This field is required')).toBeVisible();
    const town = `Castlemaine${id}`;
    await approve.getByLabel('City or town').fill(town);
    await approve.getByRole('button', { name: 'Approve as agent' }).click();
    await expect(page.getByText(`${nominee} approved and listed`)).toBeVisible();
    await expect(nomination).toHaveCount(0);

    const agentName = `Dr Ada Agent${id}`;
    await page.getByRole('button', { name: 'New agent' }).click();
    const form = page.getByRole('form', { name: 'Add agent' });
    await form.getByLabel('Name').fill(agentName);
    await form.getByLabel('Kind').selectOption('vet_clinic');
    await form.getByLabel('City or town').fill(town);
    await form.getByLabel('Country code (AU, GB…)').fill('AU');
    await form.getByRole('button', { name: 'Add agent' }).click();
    await expect(page.getByText(`${agentName} added to the register`)).toBeVisible();

    // Both are on the public register at once.
    const register = await page.request.get(`/api/collection-agents?place=${town}`);
    const names = ((await register.json()) as { results: { name: string }[] }).results.map((a) => a.name).sort();
    expect(names).toEqual([agentName, nominee].sort());
  });

  test('an admin sends a breeder the ACM forms they asked for', { tag: '@desktop' }, async ({ page, playwright, baseURL }) => {
    const breeder = await signedIn(playwright, baseURL ?? '', 'breeder');
    const animals = (await (await breeder.get('/api/my/acm-form-requests/animals')).json()) as { id: number }[];
    const asked = await breeder.post('/api/my/acm-form-requests', { data: { animalIds: [animals[0]?.id] } });
    expect(asked.status(), await asked.text()).toBe(201);
    const { reference } = (await asked.json()) as { reference: string };
    await breeder.dispose();

    await signInAs(page, 'admin');
    await page.goto('/admin');
    await hydrated(page);
    await openSection(page, 'ACM forms', '/admin/acm-form-requests');
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await row.getByRole('button', { name: `Send forms for ${reference}` }).click();
    await expect(page.getByText(`Forms for ${reference} sent`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByLabel('Show').selectOption('sent');
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Sent by e-mail');
  });

  test('an admin confirms a show booking on a phone', { tag: '@mobile' }, async ({ page, playwright, baseURL }) => {
    const breeder = await signedIn(playwright, baseURL ?? '', 'breeder');
    const showName = await bookShow(breeder);
    await breeder.dispose();

    await signInAs(page, 'admin');
    await page.goto('/admin');
    await hydrated(page);
    await openSection(page, 'Shows', '/admin/shows');
    await page.getByLabel('Filter by status').selectOption('requested');
    await page.waitForURL('**/admin/shows?status=requested');
    const row = page.getByRole('row', { name: new RegExp(showName) });
    await row.getByRole('button', { name: `Confirm ${showName}` }).scrollIntoViewIfNeeded();
    await row.getByRole('button', { name: `Confirm ${showName}` }).click();
    await expect(page.getByText(`${showName} confirmed`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByLabel('Filter by status').selectOption('confirmed');
    await expect(page.getByRole('row', { name: new RegExp(showName) })).toContainText('Confirmed');
    // Nothing on the page is wider than the phone but the table, which scrolls in its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an admin confirms a show booking', { tag: '@desktop' }, async ({ page, playwright, baseURL }) => {
    const breeder = await signedIn(playwright, baseURL ?? '', 'breeder');
    const showName = await bookShow(breeder);
    await breeder.dispose();

    await signInAs(page, 'admin');
    await page.goto('/admin/shows');
    await hydrated(page);
    const row = page.getByRole('row', { name: new RegExp(showName) });
    await expect(row).toContainText('Requested');
    await row.getByRole('button', { name: `Confirm ${showName}` }).click();
    await expect(row).toContainText('Confirmed');
    // Confirmed, the booking no longer asks to be confirmed: it takes the kits sampled at the show.
    await expect(row.getByRole('button', { name: `Confirm ${showName}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Record kits' })).toBeVisible();
  });

  test('acting as a customer, a back-office page says to stop first, and stopping opens it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = await confirmedAccount(playwright, baseURL ?? '', { userType: 'owner', countryCode: 'AU' });
    await signInAs(page, 'admin');
    const found = await page.request.get(`/api/admin/users?search=${encodeURIComponent(customer.email)}&page=1`);
    const [row] = ((await found.json()) as { results: { id: number; name: string }[] }).results;
    expect(row).toBeDefined();
    expect((await page.request.post(`/api/admin/impersonate/${row?.id}`)).ok()).toBe(true);

    const res = await page.goto('/admin/clubs');
    expect(res?.status()).toBe(403);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: `Stop acting as ${row?.name} first`, level: 1 })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await page.getByRole('button', { name: `Stop acting as ${row?.name}` }).click();
    // A full load of the same page, now as the admin again.
    await expect(page.getByRole('heading', { name: 'Clubs', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  });
});
