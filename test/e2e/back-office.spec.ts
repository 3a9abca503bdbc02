import { expect, type Page, test } from '@playwright/test';
import { confirmedAccount } from './support/api.js';
import { signInAs } from './support/sign-in.js';

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

test.describe('the back office (issue 19)', () => {
  test('an admin goes from the dashboard to a customer and blocks the account', { tag: '@desktop' }, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = await confirmedAccount(playwright, baseURL ?? '', { userType: 'owner', countryCode: 'AU' });
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // The back office's own frame: its navigation, and no shop banners or footer.
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav).toBeVisible();
    await expect(page.locator('.research-banner, .merger-banner, footer')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Kits by state' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Pending bank transfers/ })).toHaveAttribute(
      'href',
      '/admin/orders?status=pending_payment',
    );

    await nav.getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL('**/admin/users');
    await hydrated(page);
    await page
      .getByRole('main')
      .getByLabel(/Find by name/)
      .fill(customer.email);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    // The row of this journey's own customer (other journeys make customers of the same name).
    await page
      .getByRole('main')
      .getByRole('row')
      .filter({ hasText: customer.email })
      .getByRole('link', { name: /Bea Tester/ })
      .click();
    await page.waitForURL(/\/admin\/customers\/\d+$/);
    await hydrated(page);
    await expect(page.getByText(customer.email)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sessions' })).toBeVisible();

    await page.getByRole('button', { name: 'Block account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(dialog.getByText('Give a reason (it is kept in the audit log)')).toBeVisible();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Card fraud reported by the bank');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText(/^Blocked since/)).toBeVisible();
    const audit = page.getByRole('region', { name: 'Admin actions' });
    await expect(audit.getByRole('row').nth(1)).toContainText('block');
    await expect(audit.getByRole('row').nth(1)).toContainText('Card fraud reported by the bank');

    // The customer now gets a clear message at sign-in.
    const login = await playwright.request.newContext({ baseURL });
    const res = await login.post('/api/auth/login', { data: { username: customer.email, password: customer.password } });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain('This account is blocked');
    await login.dispose();
  });

  test('an admin creates a coupon, sees it listed and disables it', { tag: '@desktop' }, async ({ page }) => {
    const code = `E2E${Date.now()}`;
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Coupons' }).click();
    await page.waitForURL('**/admin/coupons');
    await hydrated(page);
    await page.getByRole('button', { name: 'New coupon' }).click();
    const form = page.getByRole('form', { name: 'Coupon' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Fixed amount').check();
    await form.getByLabel('Amount off').fill('5');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    // A fixed amount needs its currency: the field says so.
    await expect(form.getByText('Choose the currency of a fixed discount')).toBeVisible();
    await form.getByLabel('Currency').selectOption('GBP');
    await form.getByLabel('Minimum spend').fill('40');
    await form.getByLabel('Uses per customer').fill('1');
    await form.getByLabel('GB', { exact: true }).check();
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await page.waitForURL(/\/admin\/coupons\/\d+$/);
    await expect(page.getByRole('heading', { name: `Coupon ${code}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Changes' })).toContainText('create');

    await page.getByRole('button', { name: 'Disable coupon' }).click();
    await expect(page.getByRole('button', { name: 'Enable coupon' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Changes' })).toContainText('disable');
    await page.getByRole('link', { name: '← Coupons' }).click();
    await page.waitForURL('**/admin/coupons');
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Disabled');
  });

  test('an admin changes a product’s price in one currency and the change is logged', { tag: '@desktop' }, async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/catalogue?search=Collie%20Eye');
    await hydrated(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Collie Eye Anomaly/ })
      .first()
      .click();
    await page.waitForURL(/\/admin\/catalogue\/\d+$/);
    await hydrated(page);
    const row = page.getByRole('form', { name: 'NZD price' });
    const price = row.getByLabel('NZD price');
    const next = Number(await price.inputValue()) + 100;
    await price.fill(String(next));
    await row.getByLabel('Sale price').fill('');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: 'Changes' })).toContainText('NZD');
    await expect(price).toHaveValue(String(next));
  });

  test('the customer page fits a phone', { tag: '@mobile' }, async ({ page, playwright, baseURL }) => {
    const customer = await confirmedAccount(playwright, baseURL ?? '', { userType: 'breeder', countryCode: 'GB' });
    await signInAs(page, 'admin');
    const users = await (await page.request.get(`/api/admin/users?search=${encodeURIComponent(customer.email)}`)).json();
    const id = (users.results as { id: number }[])[0]?.id;
    await page.goto(`/admin/customers/${id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: /Bea Tester/, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send password-reset e-mail' })).toBeVisible();
    // Nothing pushes the page sideways: wide tables scroll inside their own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Send password-reset e-mail' }).click();
    await expect(page.getByRole('region', { name: 'Admin actions' })).toContainText('send-password-reset');
  });
});
