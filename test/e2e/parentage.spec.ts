import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolation, hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

test.beforeEach(async ({ context }, info) => {
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'AU', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
});

/** The account menu: the dropdown at desktop width, the drawer's account links on a phone. */
async function openAccountTool(page: Page, name: string) {
  const mobile = (page.viewportSize()?.width ?? 1280) < 700;
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Bella/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name }).click();
  }
}

test('a breeder reads the demo litter, requests parentage from a puppy’s results, and deletes the request', async ({ page }) => {
  // Five pages and an accessibility scan: longer than one page's 30 s on a loaded machine.
  test.setTimeout(150_000);
  await signInAs(page, 'breeder');
  // A run stopped half-way leaves its request behind; the journey makes it again from scratch.
  const leftovers = await (await page.request.get('/api/my/parentage-request?query=Labrador%20Club')).json();
  for (const r of leftovers.results.filter((x: { clubName: string | null }) => x.clubName === 'Labrador Club of Victoria'))
    await page.request.delete(`/api/my/parentage-request/${r.id}`);
  await page.goto('/');
  await hydrated(page);
  await openAccountTool(page, 'Parentage requests');
  await expect(page).toHaveURL(/\/my\/parentage-requests$/);
  await expect(page.getByRole('heading', { name: 'Parentage requests', level: 1 })).toBeVisible();
  await hydrated(page);

  // The demo litter: Clover's dam qualifies, the sire found by microchip (another owner's dog) is excluded.
  const clover = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /Riverbend Clover/ }) })
    .filter({
      hasText: 'Sire: Milo',
    });
  await expect(clover).toContainText('Completed');
  await expect(clover.locator('.parentage-parent').filter({ hasText: 'Dam: Bonnie' })).toContainText('Qualifies');
  const milo = clover.locator('.parentage-parent').filter({ hasText: 'Sire: Milo' });
  await expect(milo).toContainText('Excluded');
  await expect(milo).toContainText('Found by microchip 985141000123405');
  await expect(milo).toContainText('at 3 of 19 markers (AHTk211, INU055, FH2848)');
  await expect(clover).not.toContainText('Oliver');
  await milo.getByRole('button', { name: /Show the 19 markers/ }).click();
  const table = milo.getByRole('table');
  const failing = table.getByRole('row', { name: /AHTk211/ });
  await expect(failing.getByRole('cell')).toHaveText(['89/95', '87/91', 'None']);
  await expect(table.getByRole('row', { name: /AHT121/ })).toContainText('100');
  const report = await page.request.get((await clover.getByRole('link', { name: 'Download report' }).getAttribute('href')) ?? '');
  expect(report.headers()['content-type']).toBe('application/pdf');

  // Fern's request says what it waits for.
  const fern = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /Riverbend Fern/ }) });
  await expect(fern).toContainText('Waiting for DNA profiles');
  await expect(fern).toContainText(/Waiting for Riverbend Fern's sample: kit PDL\d+ is "Activated — awaiting sample"/);

  // Sending nothing says what is missing beside the field and moves focus there; no toast repeats it
  // (issue 20: errors name fields, not internals).
  const form = page.getByRole('form', { name: 'New parentage request' });
  await form.getByRole('button', { name: 'Request parentage' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(form.getByLabel('Offspring')).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'offspringId' })).toHaveCount(0);

  // From Clover's results: the page opens with her as the offspring; her dam alone is compared at once.
  await page.goto('/my/my-animals');
  await hydrated(page);
  await page.getByRole('link', { name: 'Riverbend Clover' }).first().click();
  await hydrated(page);
  await page.getByRole('link', { name: 'Request parentage with this DNA profile' }).click();
  await expect(page).toHaveURL(/\/my\/parentage-requests\?offspring=\d+$/);
  await hydrated(page);
  await expect(form.getByLabel('Offspring')).toHaveValue(/\d+/);
  await expect(form.getByLabel('Offspring').locator('option:checked')).toHaveText(/Riverbend Clover/);
  await form.getByLabel('Dam from my animals').selectOption({ label: 'Bonnie (Labrador Retriever)' });
  await form.getByRole('radio', { name: 'Not tested' }).nth(1).check();
  await form.getByLabel('Request through my club').check();
  await form.getByLabel('Club name').fill('Labrador Club of Victoria');
  await form.getByRole('button', { name: 'Request parentage' }).click();
  await expect(page.getByText(/Parentage request PR\d{6} compared: see the verdict below\./)).toBeVisible();
  const created = page.getByRole('article').filter({ hasText: 'through Labrador Club of Victoria' });
  await expect(created).toHaveCount(1);
  await expect(created.locator('.parentage-parent')).toContainText('Qualifies');
  await expectNoAxeViolation(page, { include: 'main' });

  // Deleting asks first, in the spec's words.
  await created.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete parentage request' });
  await expect(dialog).toContainText('Are you sure you want to delete this parentage request?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: 'through Labrador Club of Victoria' })).toHaveCount(0);
  // Nothing of the page is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the lab sees the parentage requests waiting for a sample', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/lab');
  const section = page.getByRole('region', { name: 'Parentage requests waiting for DNA profiles' });
  await expect(section).toContainText('Riverbend Fern');
  await expect(section).toContainText('breeder@demo.petdna.example');
  await expect(section).not.toContainText('Riverbend Clover');
});
