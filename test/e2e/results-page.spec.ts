import { expect, test } from '@playwright/test';
import { hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

/**
 * Issue 20 §3: the results page a breeder reads in two seconds. Uses the demo breeder's animals
 * read-only: Bonnie (results ready: PRA-prcd carrier, three clear, B/b and e/e, a DNA profile) and
 * Riverbend Dusty (in testing).
 */

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: 'country', value: 'AU', url: baseURL as string },
    { name: 'campaign_popup_dismissed', value: 'true', url: baseURL as string },
  ]);
});

test('a breeder opens an animal from the list and reads a summary, grouped results and the coat meaning', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'breeder');
  await page.goto('/my/my-animals');
  await hydrated(page);
  const card = page.locator('.animal-card', { has: page.getByRole('link', { name: 'Bonnie', exact: true }) });
  await expect(card.locator('.kit-status')).toHaveText('Results ready');
  // The card's main action is reading the results; archiving is the quiet one beside it.
  const view = card.getByRole('link', { name: 'View results of Bonnie' });
  await expect(view).toHaveClass(/\bbutton\b/);
  await expect(view).not.toHaveClass(/button--ghost/);
  await view.click();
  await expect(page.getByRole('heading', { name: 'Bonnie', level: 1 })).toBeVisible();

  // Dates in the storefront's format (Australia: dd/MM/yyyy), the date of birth too.
  const facts = page.locator('.animal-facts');
  await expect(facts).toContainText('14/03/2022');
  await expect(facts).not.toContainText('2022-03-14');

  const results = page.getByRole('region', { name: /^Results of PDL/ }).first();
  await expect(results.getByTestId('results-summary')).toHaveText('6 tests: 1 carrier, 3 clear, 2 traits, DNA profile on file');
  await expect(results.getByRole('heading', { level: 3 })).toHaveText([
    'Health',
    'Traits and colour',
    'Identity and parentage',
    'Reports',
  ]);

  const health = results.getByRole('table', { name: 'Health' });
  const pra = health.getByRole('row', { name: /Progressive Rod-Cone Degeneration/ });
  await expect(pra.locator('.result-status')).toHaveText('Carrier');
  await expect(pra).toContainText('Pair only with a clear');
  await expect(pra.getByRole('link', { name: 'About this test' })).toHaveAttribute('href', /\/p\/1001$/);
  // The carrier comes first: the worst result leads its group.
  await expect(health.getByRole('row').nth(1)).toContainText('Progressive Rod-Cone Degeneration');
  await expect(health.getByRole('row', { name: /Degenerative Myelopathy/ }).locator('.result-status')).toHaveText('Clear');

  const traits = results.getByRole('table', { name: 'Traits and colour' });
  await expect(traits.getByRole('row', { name: /B Locus/ })).toContainText('B/b: black pigment; carries chocolate (b)');
  const e = traits.getByRole('row', { name: /E Locus/ });
  await expect(e).toContainText('e/e: yellow, red or cream coat');
  await expect(e).toContainText('Passes e to every offspring.');
  await expect(traits).not.toContainText('one of e or e');

  // Each cell keeps its column's name when the table stacks on a phone.
  const label = await pra.locator('td[data-label="For breeding"]').evaluate((cell) => getComputedStyle(cell, '::before').content);
  if ((page.viewportSize()?.width ?? 1280) <= 640) expect(label).toBe('"For breeding"');
  else await expect(health.getByRole('columnheader', { name: 'For breeding' })).toBeVisible();

  // A report's verification code is read and typed back as one piece: it never breaks over two lines.
  const codes = await page.locator('.report-line code').all();
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) {
    await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const lines = await code.evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size);
    expect(lines).toBe(1);
  }

  // The page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test('a sample in testing shows when its results are expected', async ({ page }) => {
  await signInAs(page, 'breeder');
  await page.goto('/my/my-animals');
  await hydrated(page);
  await page.getByRole('link', { name: 'View results of Riverbend Dusty' }).click();
  await expect(page.getByRole('heading', { name: 'Riverbend Dusty', level: 1 })).toBeVisible();
  const results = page.getByRole('region', { name: /^Results of PDL/ }).first();
  await expect(results.locator('.kit-status')).toHaveText('In testing');
  await expect(results.locator('.results-expected')).toContainText(
    /Received \d{2}\/\d{2}\/\d{4} · results expected by \d{2}\/\d{2}\/\d{4} \(20 business days from receipt\)/,
  );
});

test('a vet’s My Patients page has no breeder tabs', async ({ page }) => {
  await signInAs(page, 'vet');
  await page.goto('/my/my-patients');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'My Patients', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Animal lists' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^View results of / }).first()).toBeVisible();
});
