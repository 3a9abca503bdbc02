import { expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in.js';

/**
 * Issue 18 §5: account pages arrive with their data in the server's HTML, carry a title, and make no
 * second call for that data when they hydrate.
 */
test.describe('account pages render on the server', () => {
  test('the animal list and an animal’s page arrive with their data and hydrate without asking again', async ({ page }) => {
    test.slow(); // Two pages, each waited on until the network is idle.
    await signInAs(page, 'breeder');
    const html = await (await page.request.get('/my/my-animals')).text();
    expect(html).toContain('<title>My Animals | Pet DNA Lab</title>');
    expect(html).toContain('Bonnie');
    expect(html).not.toContain('Loading…');

    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/my/animals')) listCalls.push(request.url());
    });
    await page.goto('/my/my-animals');
    const bonnie = page.getByRole('link', { name: 'Bonnie', exact: true }).first();
    await expect(bonnie).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(listCalls).toEqual([]);

    const href = await bonnie.getAttribute('href');
    const detail = await (await page.request.get(href ?? '')).text();
    expect(detail).toContain('<title>Bonnie | Pet DNA Lab</title>');
    expect(detail).toMatch(/aria-label="Results of PDL\d+"/);
    await page.goto(href ?? '');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonnie' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(listCalls).toEqual([]);
  });

  test('the profile arrives with the devices the account is signed in on', async ({ page }) => {
    await signInAs(page, 'owner');
    const html = await (await page.request.get('/my/my-profile')).text();
    expect(html).toContain('Where you are signed in');
    expect(html).toContain('This device');
    expect(html).not.toContain('Loading…');
  });

  test('another account’s animal is a 404 page, not a blank one', async ({ page }) => {
    await signInAs(page, 'owner');
    const res = await page.request.get('/my/animals/2147483000');
    expect(res.status()).toBe(404);
  });

  for (const [path, title] of [
    ['/activate', 'Activate kit'],
    ['/tools/sample-tracker', 'Sample tracker'],
    ['/tools/report-authentication', 'Report authentication'],
    ['/tools/add-animal', 'Add animal'],
    ['/my/animals/shared', 'Shared animals'],
    ['/my/animals/archived', 'Archived animals'],
    ['/my/transfer-animal', 'Transfer animal'],
  ] as const) {
    test(`${path} has a title`, async ({ page }) => {
      await signInAs(page, 'breeder');
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Pet DNA Lab`);
    });
  }

  test('the lab’s bench and the user list arrive with their rows for the admin', async ({ page }) => {
    await signInAs(page, 'admin');
    const lab = await (await page.request.get('/admin/lab')).text();
    expect(lab).toContain('<title>Laboratory | Pet DNA Lab</title>');
    expect(lab).toMatch(/PDL\d{9}/);
    const users = await (await page.request.get('/admin/users?search=breeder%40demo')).text();
    expect(users).toContain('breeder@demo.petdna.example');
    await page.goto('/admin/lab');
    await expect(page).toHaveTitle('Laboratory | Pet DNA Lab');
  });
});
