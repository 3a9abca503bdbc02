import { expect, test } from '@playwright/test';
import { confirmedAccount } from './support/api.js';
import { hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

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
    // Products and categories are chosen by name, never typed ids.
    await form.getByLabel('Find a product to add').fill('myelopathy');
    await form.getByRole('button', { name: 'Add Degenerative Myelopathy (DM) (dog)' }).click();
    await form.getByLabel('Canine Genetic Diseases').check();
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await page.waitForURL(/\/admin\/coupons\/\d+$/);
    await expect(page.getByRole('heading', { name: `Coupon ${code}`, level: 1 })).toBeVisible();
    const saved = page.getByRole('form', { name: 'Coupon' });
    await expect(saved.getByRole('list', { name: /Only these products/ })).toHaveText(/Degenerative Myelopathy \(DM\) \(dog\)/);
    await expect(saved.getByLabel('Canine Genetic Diseases')).toBeChecked();
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

  test('the dashboard draws its charts on the server, and they fit the screen', async ({ page }, testInfo) => {
    await signInAs(page, 'admin');
    // Drawn on the server: the HTML already holds each chart, titled, before any script runs.
    const html = await (await page.request.get('/admin')).text();
    expect(html).toContain('<title id="kits-chart-title">Kits by state</title>');
    expect(html).toMatch(/<title id="sales-chart-[A-Z]{2}-[A-Z]{3}-title">Orders and revenue in [A-Z]{2}, last 30 days<\/title>/);

    await page.goto('/admin');
    await hydrated(page);
    const lastDays = page.getByRole('region', { name: 'Last 30 days' });
    const sales = lastDays.getByRole('img', { name: /^Orders and revenue in [A-Z]{2}, last 30 days$/ });
    await expect(sales.first()).toBeVisible();
    await expect(sales.first()).toHaveAccessibleDescription(/\d+ orders and .+ paid revenue from .+ to .+/);
    // A figure leads to the orders it counts: that storefront's, since the chart's first day.
    const first30 = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    await expect(lastDays.getByRole('link', { name: /orders in [A-Z]{2}, last 30 days/ }).first()).toHaveAttribute(
      'href',
      new RegExp(`^/admin/orders\\?storefront=[A-Z]{2}&from=${first30}$`),
    );
    const kits = page.getByRole('img', { name: 'Kits by state' });
    await expect(kits).toBeVisible();
    // Every count in the chart is still the way to its list.
    await expect(kits.getByRole('link', { name: /kits: In testing$/ })).toHaveAttribute('href', '/admin/lab?status=in_testing');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await sales.first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(250);
    await page.screenshot({ path: `test-results/back-office-dashboard-${testInfo.project.name}.png`, fullPage: true });

    const ordersLink = lastDays.getByRole('link', { name: /orders in [A-Z]{2}, last 30 days/ }).first();
    const [, counted, storefront] = /^(\d+) orders in ([A-Z]{2})/.exec((await ordersLink.getAttribute('aria-label')) ?? '') ?? [];
    await ordersLink.click();
    await page.waitForURL(`**/admin/orders?storefront=${storefront}&from=${first30}`);
    await hydrated(page);
    await expect(page.getByText(`Only ${storefront} orders placed since`)).toBeVisible();
    await expect(page.getByText(counted === '1' ? '1 order' : `${counted} orders`, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Show all orders' }).click();
    await page.waitForURL('**/admin/orders');

    await page.goto('/admin');
    await hydrated(page);
    await kits.getByRole('link', { name: /kits: In testing$/ }).click();
    await page.waitForURL('**/admin/lab?status=in_testing');
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

    // The sections are one row that scrolls sideways, not four rows above every page; the current one shows.
    const nav = page.getByRole('navigation', { name: 'Back office' });
    expect((await nav.boundingBox())?.height ?? 0).toBeLessThan(60);
    await page.goto('/admin/jobs');
    await hydrated(page);
    const row = await nav.boundingBox();
    const jobs = await nav.getByRole('link', { name: 'Jobs' }).boundingBox();
    expect(jobs && row && jobs.x >= row.x && jobs.x + jobs.width <= row.x + row.width).toBe(true);
  });

  test('the lab’s kits table fits the desktop: statuses stay short and every kit’s actions show without scrolling', {
    tag: '@desktop',
  }, async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/lab');
    await hydrated(page);
    const table = page.locator('.lab-kits');
    const received = table.getByRole('row', { name: /Sample received at the lab/ }).first();
    await expect(received.getByRole('button', { name: 'Sample failed' })).toBeVisible();
    // Nothing of the table hides to the right of its frame.
    const hidden = await table.evaluate(
      (el) => (el.parentElement as HTMLElement).scrollWidth - (el.parentElement as HTMLElement).clientWidth,
    );
    expect(hidden).toBeLessThanOrEqual(0);
    // A status never runs over more than two lines.
    const lines = await table.locator('td.lab-kit-status').evaluateAll((cells) =>
      cells.map((td) => {
        const range = document.createRange();
        range.selectNodeContents(td.firstChild as Node);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(lines.length).toBeGreaterThan(5);
    expect(Math.max(...lines)).toBeLessThanOrEqual(2);
  });
});
