import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text.js';

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

const BREEDER = { email: 'breeder@demo.petdna.example', password: 'demo-breeder-2026' };
const VET = { email: 'vet@demo.petdna.example', password: 'demo-vet-2026' };
const ADMIN = { email: 'admin@demo.petdna.example', password: 'demo-admin-2026' };

/** A signed-in browser for one person (the login shortcut: the API, not the form). */
async function signedIn(browser: Browser, baseURL: string, who: { email: string; password: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addCookies([
    { name: 'country', value: 'AU', url: baseURL },
    { name: 'campaign_popup_dismissed', value: 'true', url: baseURL },
  ]);
  const res = await context.request.post('/api/auth/login', { data: { username: who.email, password: who.password } });
  expect(res.status()).toBe(200);
  return context;
}

test(
  'kit to verified report: allocate, activate, receive, import, publish, read, download, share, verify',
  { tag: '@desktop' },
  async ({ browser }, info) => {
    test.setTimeout(120_000);
    const baseURL = info.project.use.baseURL as string;
    const admin = await (await signedIn(browser, baseURL, ADMIN)).newPage();
    const breeder = await (await signedIn(browser, baseURL, BREEDER)).newPage();

    // The lab allocates a kit to the breeder (the order is paid).
    await admin.goto('/admin/lab');
    await hydrated(admin);
    const allocate = admin.getByRole('form', { name: 'Allocate kits' });
    await allocate.getByLabel('Customer email').fill(BREEDER.email);
    await allocate.getByLabel('Test ids (comma separated)').fill('1001, 1002');
    await allocate.getByRole('button', { name: 'Allocate' }).click();
    await expect(admin.getByTestId('allocated')).toContainText('PDL');
    const barcode = ((await admin.getByTestId('allocated').textContent()) ?? '').replace('Allocated: ', '').trim();
    expect(barcode).toMatch(/^PDL\d{9}$/);

    // The breeder activates it for a new dog, typing the barcode twice.
    await breeder.goto('/activate');
    await hydrated(breeder);
    const main = breeder.getByRole('main');
    await main.getByLabel('Barcode number *', { exact: true }).fill(barcode);
    await main.getByLabel('Confirm barcode number *', { exact: true }).fill(`${barcode}X`);
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText("Confirm Barcode Number doesn't match")).toBeVisible();
    await main.getByLabel('Confirm barcode number *', { exact: true }).fill(barcode);
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByLabel('Pet name *', { exact: true }).fill('Juniper');
    await main.getByLabel('Sex *', { exact: true }).selectOption('female');
    await main.getByLabel('Breed', { exact: true }).fill('Labrador Retriever');
    await expect(main.locator('input[name="breed"]')).not.toHaveValue('');
    await main.getByLabel('Microchip (15 digits)', { exact: true }).fill('036000000777001');
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByLabel('Address *', { exact: true }).fill('4 Wattle Lane');
    await main.getByLabel('City *', { exact: true }).fill('Ballarat');
    await main.getByLabel('Postcode *', { exact: true }).fill('3350');
    await main.getByLabel('Country code *', { exact: true }).fill('AU');
    await main.getByLabel('I accept the terms and conditions *', { exact: true }).check();
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText('Juniper (dog, female)')).toBeVisible();
    await main.getByRole('button', { name: 'Activate' }).click();
    await expect(breeder.getByRole('heading', { name: 'Kit activated' })).toBeVisible();

    // The lab receives the sample, imports the instrument's CSV, reviews and publishes.
    await admin.reload();
    await hydrated(admin);
    await admin.getByLabel('Scan barcodes (one a line)').fill(barcode);
    await admin.getByRole('button', { name: 'Receive' }).click();
    await expect(admin.getByRole('list', { name: 'Outcome' })).toContainText(`${barcode}: Sample received at the lab`);
    await admin
      .getByLabel('barcode,test code,genotype')
      .fill(`barcode,test code,genotype\n${barcode},1001,N/m\n${barcode},1002,N/N\n`);
    await admin.getByRole('button', { name: 'Import for review' }).click();
    const review = admin.getByRole('region', { name: 'Import review' });
    await expect(review).toContainText('2 rows imported as drafts.');
    await expect(review).toContainText(`${barcode} · 1001 · N/m (Carrier)`);
    await review.getByRole('button', { name: 'Publish reviewed results' }).click();
    await expect(admin.getByRole('list', { name: 'Outcome' })).toContainText(`${barcode}: Results ready`);

    // The breeder reads the results in plain words and downloads the report.
    await breeder.goto('/my/my-animals');
    await hydrated(breeder);
    await breeder.getByLabel('Search text').fill('Juniper');
    await breeder.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await breeder.getByRole('link', { name: 'Juniper' }).click();
    await expect(breeder.getByRole('heading', { name: 'Juniper' })).toBeVisible();
    await expect(breeder.getByRole('main')).toContainText('Labrador Retriever');
    const results = breeder.getByRole('region', { name: `Results of ${barcode}` });
    await expect(results.getByRole('row', { name: /Progressive Rod-Cone Degeneration/ })).toContainText('Carrier');
    await expect(results.getByRole('row', { name: /Degenerative Myelopathy/ })).toContainText('Normal/Clear');
    const summaryLine = results.locator('.report-line', { hasText: 'Genetic summary report' });
    const code = (await summaryLine.locator('code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [download] = await Promise.all([
      breeder.waitForEvent('download'),
      summaryLine.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const pdf = pdfText(readFileSync((await download.path()) as string));
    expect(pdf).toContain('Genetic Summary Report');
    expect(pdf).toContain('Juniper');
    expect(pdf).toContain('036000000777001');
    expect(pdf).toContain('Genotype N/m  -  Carrier');
    expect(pdf).toContain(code);

    // The breeder shares the dog with the vet, who can read it but not change it.
    await breeder.getByLabel('Email of the vet, owner or breeder').fill(VET.email);
    await breeder.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(breeder.getByRole('form', { name: 'Share' })).toContainText(VET.email);
    const vet = await (await signedIn(browser, baseURL, VET)).newPage();
    await vet.goto('/my/animals/shared');
    await hydrated(vet);
    await vet.getByRole('link', { name: 'Juniper' }).click();
    await expect(vet.getByRole('region', { name: `Results of ${barcode}` })).toContainText('Carrier');
    await expect(vet.getByRole('form', { name: 'Share' })).toHaveCount(0);

    // Anyone can check the printed code on the public page; a wrong code does not verify.
    const guest = await browser.newContext({ baseURL });
    await guest.addCookies([
      { name: 'country', value: 'AU', url: baseURL },
      { name: 'campaign_popup_dismissed', value: 'true', url: baseURL },
    ]);
    const visitor = await guest.newPage();
    await visitor.goto('/tools/report-authentication');
    await hydrated(visitor);
    await visitor.getByLabel('Barcode', { exact: true }).fill(barcode);
    await visitor.getByLabel('Verification code').fill(code.toLowerCase());
    await visitor.getByRole('button', { name: 'Verify' }).click();
    const verified = visitor.getByRole('region', { name: 'Verified report' });
    await expect(verified).toContainText('Genuine report');
    await expect(verified).toContainText('Juniper');
    await visitor.getByLabel('Verification code').fill('AAAA-BBBB-CCCC');
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect(visitor.getByRole('alert')).toContainText('Not verified');

    // The sample tracker shows the journey and nothing personal.
    await visitor.goto(`/tools/sample-tracker?barcode=${barcode}`);
    await hydrated(visitor);
    await expect(visitor.getByRole('region', { name: 'Sample status' })).toContainText(`${barcode}: Results ready`);
    await expect(visitor.getByRole('main')).not.toContainText('Juniper');

    // The vet takes the dog off their shared list; it disappears at once.
    await vet.goto('/my/animals/shared');
    await hydrated(vet);
    const card = vet.locator('.animal-card', { hasText: 'Juniper' });
    await card.getByRole('button', { name: 'Remove from my list' }).click();
    await expect(vet.locator('.animal-card', { hasText: 'Juniper' })).toHaveCount(0);
    await vet.reload();
    await hydrated(vet);
    await expect(vet.getByRole('main')).not.toContainText('Juniper');
  },
);

test('a phone user tracks a sample by its barcode and sees nothing personal', { tag: '@mobile' }, async ({ browser }, info) => {
  const baseURL = info.project.use.baseURL as string;
  const lab = await signedIn(browser, baseURL, ADMIN);
  const kits = (await (await lab.request.get('/api/admin/lab/kits?status=sample_received')).json()) as {
    results: Array<{ barcode: string; animalName: string }>;
  };
  const kit = kits.results[0];
  if (!kit) throw new Error('the demo data has a received sample');
  await lab.close();
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  await phone.addCookies([
    { name: 'country', value: 'AU', url: baseURL },
    { name: 'campaign_popup_dismissed', value: 'true', url: baseURL },
  ]);
  const page = await phone.newPage();
  await page.goto('/tools/sample-tracker');
  await hydrated(page);
  await page.getByLabel('Kit barcode').fill('PDL000000000');
  await page.getByRole('main').getByRole('button', { name: 'Track' }).click();
  await expect(page.getByRole('main')).toContainText('No sample has this barcode');
  await page.getByLabel('Kit barcode').fill(kit.barcode.toLowerCase());
  await page.getByRole('main').getByRole('button', { name: 'Track' }).click();
  const status = page.getByRole('region', { name: 'Sample status' });
  await expect(status).toContainText('Sample received at the lab');
  await expect(status).toContainText('Expected completion');
  await expect(page.getByRole('main')).not.toContainText(kit.animalName);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await phone.close();
});
