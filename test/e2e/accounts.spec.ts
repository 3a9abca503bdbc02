import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { linkFromOutbox } from './support/api.js';
import { hydrated } from './support/page.js';
import { DEMO_ACCOUNTS, signInAs } from './support/sign-in.js';

const ADMIN = DEMO_ACCOUNTS.admin;

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
      const link = await linkFromOutbox(support, email, 'account-confirm-email', '/register/confirm');
      await support.dispose();
      await page.goto(link);
      await expect(page.getByText('Thank you, your email address is confirmed.')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Login' }).click();

      await page.getByRole('main').getByLabel('Email').fill(email);
      await page.getByRole('main').getByLabel('Password').fill('kelpie-ribbon-harbour');
      await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
      // Signing in lands on the breeder's default tool; the menu is opened once that page is there.
      await expect(page).toHaveURL(/\/my\/my-animals$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My Animals' })).toBeVisible();
      const account = page.locator('.account-menu');
      await expect(account.getByRole('button', { name: /Kira/ })).toBeVisible();

      await account.getByRole('button', { name: /Kira/ }).click();
      await account.getByRole('link', { name: 'Update your details' }).click();
      await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
      await expect(page.getByRole('main').getByLabel('Kennel or cattery name')).toHaveValue('Riverbend Kelpies');
      await page.getByRole('main').getByLabel('Prefix').fill('Riverbend Park');
      await page.getByRole('main').getByLabel('Phone').fill('+61 400 123 456');
      await page.getByRole('main').getByLabel('City').fill('Wagga Wagga');
      await page.getByRole('main').getByLabel('State').selectOption('NSW');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Your details are saved')).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('main').getByLabel('City')).toHaveValue('Wagga Wagga');
      await expect(page.getByRole('main').getByLabel('State')).toHaveValue('NSW');
      await expect(page.getByRole('main').getByLabel('Prefix')).toHaveValue('Riverbend Park');

      const preset = page.getByRole('region', { name: 'Animal preset' });
      await preset.getByRole('button', { name: 'Breeds' }).click();
      await preset.getByLabel('Find a breed').fill('Border Collie');
      await preset.getByRole('checkbox', { name: 'Border Collie' }).check();
      await expect(preset.getByRole('button', { name: 'Remove Border Collie' })).toBeVisible();
      await preset.getByRole('button', { name: 'Breeds (1)' }).click();
      await preset.getByRole('button', { name: 'Save preset' }).click();
      await expect(page.getByText('Your animal preset is saved')).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(preset.getByRole('button', { name: 'Remove Border Collie' })).toBeVisible();

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
    const audit = page.getByRole('region', { name: 'Recent impersonations' });
    await expect(audit.getByRole('row').nth(1)).toContainText('Ada Support');
    await expect(audit.getByRole('row').nth(1)).toContainText('Oliver Nguyen (owner@demo.petdna.example)');
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

  test('a session cookie naming no live session shows the page to a guest and is cleared by it', async ({
    page,
    context,
  }, info) => {
    await context.addCookies([
      { name: 'sid', value: 'no-such-session-0123456789abcdef', url: info.project.use.baseURL as string },
    ]);
    const answer = await page.goto('/breeder');
    expect(answer?.status()).toBe(200);
    expect(await answer?.headerValue('set-cookie')).toMatch(/^sid=;/);
    await hydrated(page);
    // The audience bar is a guest's (a signed-in visitor's header has their account menu instead).
    await expect(page.locator('nav.top-bar[aria-label="Audiences"]')).toHaveCount(1);
    expect((await context.cookies()).find((c) => c.name === 'sid')).toBeUndefined();

    await page.goto('/my/my-animals');
    await expect(page).toHaveURL(/\/login\?next=%2Fmy%2Fmy-animals/);
  });

  test('axe finds no accessibility violation on the account pages', async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    const check = async (path: string) => {
      await page.goto(path);
      await hydrated(page);
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) violations.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    };
    for (const path of [
      '/login',
      '/register',
      '/register/breeder',
      '/register/vet',
      '/forgot-password',
      '/reset-password?token=x',
    ]) {
      await check(path);
    }
    await signInAs(page, 'admin');
    await check('/my/my-profile');
    await check('/admin/users');
    expect(violations).toEqual([]);
  });

  test(
    'forgot password: the browser solves the human check, the emailed link sets a new password once',
    {
      tag: '@desktop',
    },
    async ({ page, playwright }, info) => {
      test.setTimeout(90_000);
      const baseURL = info.project.use.baseURL as string;
      const email = `forgetful-${Date.now()}@example.test`;
      const api = await playwright.request.newContext({ baseURL });
      const registered = await api.post('/api/register', {
        data: { email, password: 'first-pass-phrase-1', firstName: 'Fern', lastName: 'Forgetful', countryCode: 'AU' },
      });
      expect(registered.status()).toBe(201);

      await page.goto('/login');
      await hydrated(page);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await page.getByRole('main').getByLabel('Email').fill(email);
      await page.getByRole('main').getByRole('button', { name: 'Send reset link' }).click();
      // A second or two of proof of work on an idle machine; far longer on a busy shared one.
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible({ timeout: 45_000 });

      const link = await linkFromOutbox(api, email, 'account-reset-password', '/reset-password');
      await api.dispose();
      await page.goto(link);
      await hydrated(page);
      await page.getByRole('main').getByLabel('New password', { exact: true }).fill('second-pass-phrase-2');
      await page.getByRole('main').getByLabel('Repeat the new password').fill('second-pass-phrase-2');
      await page.getByRole('main').getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

      // The link works once.
      await page.goto(link);
      await hydrated(page);
      await page.getByRole('main').getByLabel('New password', { exact: true }).fill('third-pass-phrase-3');
      await page.getByRole('main').getByLabel('Repeat the new password').fill('third-pass-phrase-3');
      await page.getByRole('main').getByRole('button', { name: 'Set new password' }).click();
      await expect(
        page.getByRole('main').getByText('This link is invalid or has expired. Please ask for a new one'),
      ).toBeVisible();

      await signInWithForm(page, email, 'second-pass-phrase-2');
      await expect(page.locator('.account-menu').getByRole('button', { name: /Fern/ })).toBeVisible();
    },
  );
});
