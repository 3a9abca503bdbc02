import { expect, test } from '@playwright/test';

test.describe('server rendering and hydration', () => {
  test('the home page text is in the HTML before any script runs', async ({ request, browser }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
    expect(heading.length).toBeGreaterThan(10);
    expect(html).toContain(heading.replace(/'/g, '&#x27;'));
    await context.close();
  });

  test('hydrates with no console error and no extra API call', async ({ page }) => {
    const problems: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  test("the browser's element ids are the server's: a toggle the server rendered names the panel the browser opens", async ({
    page,
  }, info) => {
    const url = info.project.use.baseURL as string;
    await page.context().addCookies([
      { name: 'country', value: 'US', url },
      { name: 'campaign_popup_dismissed', value: 'true', url },
    ]);
    await page.goto('/breeder/for-dogs/dna-tests');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const toggle = page.locator('.multi-select__toggle', { hasText: 'Breeds' });
    const controls = await toggle.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await toggle.click();
    await expect(page.locator('.multi-select__panel')).toHaveAttribute('id', controls ?? '');
  });

  test('a page allows only scripts carrying its own fresh nonce', async ({ request }) => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get('/');
      const csp = response.headers()['content-security-policy'] ?? '';
      const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("script-src-attr 'none'");
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts.filter((tag) => !tag.includes('application/json'))) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('an unknown page shows the site 404 page with status 404', async ({ page }, info) => {
    // A visitor who has chosen a country and seen the campaign: no dialog opens over the page after hydration.
    const url = info.project.use.baseURL as string;
    await page.context().addCookies([
      { name: 'country', value: 'GB', url },
      { name: 'campaign_popup_dismissed', value: 'true', url },
    ]);
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown API path answers JSON 404, not a page', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });

  test('assets are hashed and cached for a year; pages are not cached', async ({ request, page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) scripts.push(response.url());
    });
    const pageResponse = await page.goto('/');
    expect(pageResponse?.headers()['cache-control']).toContain('no-cache');
    expect(scripts.length).toBeGreaterThan(0);
    const asset = await request.get(scripts[0] as string);
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['cache-control']).toContain('max-age=31536000');
  });
});
