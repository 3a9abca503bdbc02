import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

const ADMIN = { email: 'admin@demo.petdna.example', password: 'demo-admin-2026' };

/** Support reads the outbox as an admin would (no SMTP server in tests: mail stays there). */
async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  await request.post('/api/auth/login', { data: { username: ADMIN.email, password: ADMIN.password } });
  const res = await request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const [mail] = (await res.json()) as Array<{ kind: string; text: string }>;
  expect(mail?.kind).toBe('account-confirm-email');
  const link = mail?.text.match(/https?:\/\/\S+\/register\/confirm\?token=\S+/)?.[0];
  if (!link) throw new Error('no confirmation link in the mail');
  return new URL(link).pathname + new URL(link).search;
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

test.describe('accounts', () => {
  test.beforeEach(async ({ context }, info) => {
    const url = info.project.use.baseURL as string;
    await context.addCookies([
      { name: 'country', value: 'AU', url },
      { name: 'campaign_popup_dismissed', value: 'true', url },
    ]);
  });

  test(
    'a breeder registers, confirms by the emailed link, signs in, edits details, changes password and signs out',
    {
      tag: '@desktop',
    },
    async ({ page, playwright }, info) => {
      const email = `breeder-${Date.now()}@example.test`;
      await page.goto('/register/breeder');
      await hydrated(page);
      await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('main').getByLabel('Kennel or cattery name')).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('main').getByLabel('First name').fill('Kira');
      await page.getByRole('main').getByLabel('Last name').fill('Collins');
      await page.getByRole('main').getByLabel('Kennel or cattery name').fill('Riverbend Kelpies');
      await page.getByRole('main').getByLabel('Prefix').fill('Riverbend');
      await page.getByRole('main').getByLabel('Email').fill(email);
      await page.getByRole('main').getByLabel('Password').fill('kelpie-ribbon-harbour');
      await page.getByRole('main').getByLabel('Country', { exact: true }).selectOption('AU');
      await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

      const support = await playwright.request.newContext({ baseURL: info.project.use.baseURL as string });
      const link = await confirmationLink(support, email);
      await support.dispose();
      await page.goto(link);
      await expect(page.getByText('Thank you, your email address is confirmed.')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Login' }).click();

      await page.getByRole('main').getByLabel('Email').fill(email);
      await page.getByRole('main').getByLabel('Password').fill('kelpie-ribbon-harbour');
      await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
      const account = page.locator('.account-menu');
      await expect(account.getByRole('button', { name: /Kira/ })).toBeVisible();

      await account.getByRole('button', { name: /Kira/ }).click();
      await account.getByRole('link', { name: 'Update your details' }).click();
      await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
      await page.getByRole('main').getByLabel('Phone').fill('+61 400 123 456');
      await page.getByRole('main').getByLabel('City').fill('Wagga Wagga');
      await page.getByRole('main').getByLabel('State').selectOption('NSW');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Your details are saved')).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('main').getByLabel('City')).toHaveValue('Wagga Wagga');
      await expect(page.getByRole('main').getByLabel('State')).toHaveValue('NSW');

      await page.getByRole('main').getByLabel('Current password').fill('kelpie-ribbon-harbour');
      await page.getByRole('main').getByLabel('New password').fill('short');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password must have at least 10 characters')).toBeVisible();
      await page.getByRole('main').getByLabel('New password').fill('riverbend-dawn-chorus');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Password changed. Your other devices have been signed out.')).toBeVisible();
      const sessions = page.locator('.session-list li');
      await expect(sessions).toHaveCount(1);
      await expect(sessions.getByText('This device', { exact: true })).toBeVisible();

      await account.getByRole('button', { name: /Kira/ }).click();
      await account.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await hydrated(page);
      await expect(page.locator('.account-links').getByRole('link', { name: 'Login' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.length)).toBe(0);

      await signInWithForm(page, email, 'riverbend-dawn-chorus');
      await expect(page.locator('.account-menu').getByRole('button', { name: /Kira/ })).toBeVisible();
    },
  );

  test('an admin finds an owner, acts as them with the bar shown, and stops', { tag: '@desktop' }, async ({ page }) => {
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await expect(page.locator('.account-menu').getByRole('button', { name: /Ada/ })).toBeVisible();
    await page.goto('/admin/users');
    await hydrated(page);
    await page
      .getByRole('main')
      .getByLabel(/Find by name/)
      .fill('nguyen');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('cell', { name: 'owner@demo.petdna.example' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in as Oliver Nguyen' }).click();

    await page.waitForURL('**/my/my-profile');
    await hydrated(page);
    const bar = page.getByRole('status').filter({ hasText: 'Logged in as:' });
    await expect(bar).toHaveText(/Logged in as: Oliver Nguyen \(owner\)/);
    await page.goto('/help');
    await expect(page.getByText('Logged in as: Oliver Nguyen (owner)')).toBeVisible();

    await hydrated(page);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.waitForURL('**/admin/users');
    await hydrated(page);
    await expect(page.getByText('Logged in as:')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  });

  test('a guest opening an account page is sent to login and comes back after signing in', { tag: '@mobile' }, async ({
    page,
  }) => {
    await page.goto('/my/my-profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fmy%2Fmy-profile/);
    await hydrated(page);
    await page.getByRole('main').getByLabel('Email').fill('owner@demo.petdna.example');
    await page.getByRole('main').getByLabel('Password').fill('wrong-password-here');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Wrong email or password')).toBeVisible();
    await page.getByRole('main').getByLabel('Password').fill('demo-owner-2026');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/my/my-profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Oliver');

    // Spec §4 sign-in sync: the user's id, country and currency kept, their type stored, guest country gone.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({ 'shop.countryCode': 'AU', 'shop.currency': 'AUD' });
    expect(stored['shop.userId']).toMatch(/^\d+$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'country')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'user_type')?.value).toBe('owner');
    expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
});
