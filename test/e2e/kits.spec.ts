import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text.js';
import { hydrated } from './support/page.js';

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

const PRA = 1001;
const DM = 1002;

test(
  'a bought kit to a verified report: buy, pay, the lab finds the kit, activate, receive, import, publish, read, share, verify',
  { tag: '@desktop' },
  async ({ browser }, info) => {
    test.setTimeout(180_000);
    const baseURL = info.project.use.baseURL as string;
    const admin = await (await signedIn(browser, baseURL, ADMIN)).newPage();
    const breeder = await (await signedIn(browser, baseURL, BREEDER)).newPage();

    // The breeder buys two tests for one dog in the shop.
    for (const id of [PRA, DM]) {
      const product = (await (await breeder.request.get(`/api/store/products/product/${id}`)).json()) as { url: string };
      await breeder.goto(product.url);
      await hydrated(breeder);
      await breeder.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(breeder.getByText('Item added to cart')).toBeVisible();
    }
    await breeder.goto('/cart');
    await hydrated(breeder);
    // Lines naming the same animal share one kit: one swab runs both tests (docs/decisions/0604).
    const notes = breeder.getByLabel('Note (e.g. the animal this test is for)');
    await expect(notes).toHaveCount(2);
    for (const index of [0, 1]) {
      await notes.nth(index).fill('Juniper');
      await Promise.all([
        breeder.waitForResponse((r) => r.url().includes('/note/') && r.request().method() === 'PUT' && r.ok()),
        notes.nth(index).blur(),
      ]);
    }
    await breeder.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await breeder.waitForURL('**/checkout');
    await hydrated(breeder);
    const checkout = breeder.getByRole('main');
    await checkout.getByLabel('Address', { exact: true }).fill('4 Wattle Lane');
    await checkout.getByLabel('Postal code').fill('3350');
    await checkout.getByRole('button', { name: 'Continue' }).click();
    await expect(checkout.getByRole('radio', { name: /Standard Post/ })).toBeChecked();
    await checkout.getByRole('button', { name: 'Continue' }).click();
    await checkout.getByRole('radio', { name: /^Card/ }).check();
    await checkout.getByRole('button', { name: 'Continue' }).click();
    await checkout.getByLabel(/I accept the/).check();
    await checkout.getByRole('button', { name: 'Place order and pay' }).click();

    // It pays by card on the test-mode payment page.
    await breeder.waitForURL(/\/checkout\/test-payment\//);
    await hydrated(breeder);
    await expect(breeder.getByRole('note')).toContainText('Test mode — no real money');
    await breeder.getByLabel('Card number').fill('4242 4242 4242 4242');
    await breeder.getByRole('button', { name: /^Pay / }).click();
    await expect(breeder.getByRole('status')).toHaveText('Payment received. Thank you!');
    await breeder.getByRole('link', { name: 'Back to the shop' }).click();
    await breeder.waitForURL(/\/checkout\/complete\?order=/);
    await hydrated(breeder);
    const order = breeder.getByRole('heading', { name: /^Order PD-/ });
    await expect(order).toBeVisible();
    const orderNumber = ((await order.textContent()) ?? '').replace('Order ', '').trim();

    // The paid order allocated the kit; the lab finds it by the order number to post it.
    await admin.goto('/admin/lab');
    await hydrated(admin);
    await admin.getByLabel('Filter by status').selectOption('allocated');
    const kitRow = admin.getByRole('row', { name: new RegExp(orderNumber) });
    await expect(kitRow).toHaveCount(1);
    await expect(kitRow).toContainText('Progressive Rod-Cone Degeneration (PRA-prcd), Degenerative Myelopathy (DM)');
    await expect(kitRow).toContainText(BREEDER.email);
    const barcode = ((await kitRow.getByRole('cell').first().textContent()) ?? '').trim();
    expect(barcode).toMatch(/^PDL\d{9}$/);

    // The breeder activates that kit for a new dog, typing the barcode twice.
    await breeder.goto('/activate');
    await hydrated(breeder);
    const main = breeder.getByRole('main');
    await expect(main.getByTestId('kits-waiting')).toContainText(barcode);
    await main.getByLabel('Barcode number *', { exact: true }).fill(barcode);
    await main.getByLabel('Confirm barcode number *', { exact: true }).fill(`${barcode}X`);
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText("Confirm Barcode Number doesn't match")).toBeVisible();
    await main.getByLabel('Confirm barcode number *', { exact: true }).fill(barcode);
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByLabel('Pet name *', { exact: true }).fill('Juniper');
    await main.getByLabel('Sex *', { exact: true }).selectOption('female');
    await main.getByRole('combobox', { name: 'Breed' }).fill('Labrador');
    await main.getByRole('option', { name: 'Labrador Retriever' }).click();
    await expect(main.locator('input[name="breed"]')).not.toHaveValue('');
    await main.getByLabel('Microchip (15 digits)', { exact: true }).fill('036000000777001');
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByLabel('Address *', { exact: true }).fill('4 Wattle Lane');
    await main.getByLabel('City *', { exact: true }).fill('Ballarat');
    await main.getByLabel('Postcode *', { exact: true }).fill('3350');
    await main.getByLabel('Country *', { exact: true }).selectOption('AU');
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
    await breeder.getByRole('link', { name: 'Juniper', exact: true }).click();
    await expect(breeder.getByRole('heading', { name: 'Juniper' })).toBeVisible();
    await expect(breeder.getByRole('main')).toContainText('Labrador Retriever');
    const results = breeder.getByRole('region', { name: `Results of ${barcode}` });
    await expect(results.getByRole('row', { name: /Progressive Rod-Cone Degeneration/ })).toContainText('Carrier');
    await expect(results.getByRole('row', { name: /Degenerative Myelopathy/ }).locator('.result-status')).toHaveText('Clear');
    await expect(results.getByTestId('results-summary')).toHaveText('2 tests: 1 carrier, 1 clear');
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
    expect(pdf).toContain('2 tests: 1 carrier, 1 clear');
    expect(pdf.replace(/\s+/g, ' ')).toContain('Pair only with a clear');
    expect(pdf).toContain(code);

    // The breeder shares the dog with the vet, who can read it but not change it.
    await breeder.getByLabel('Email of the vet, owner or breeder').fill(VET.email);
    await breeder.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(breeder.getByRole('form', { name: 'Share' })).toContainText(VET.email);
    const vet = await (await signedIn(browser, baseURL, VET)).newPage();
    await vet.goto('/my/animals/shared');
    await hydrated(vet);
    await vet.getByRole('link', { name: 'Juniper', exact: true }).click();
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

test(
  'a signed-out visitor activates a kit, creating their account on the way',
  { tag: '@desktop' },
  async ({ browser }, info) => {
    test.setTimeout(90_000);
    const baseURL = info.project.use.baseURL as string;
    const email = `olive-${Date.now()}@example.test`;
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    await context.addCookies([
      { name: 'country', value: 'AU', url: baseURL },
      { name: 'campaign_popup_dismissed', value: 'true', url: baseURL },
    ]);
    const visitor = await context.newPage();
    await visitor.goto('/activate');
    await hydrated(visitor);
    const main = visitor.getByRole('main');
    await expect(main.getByRole('list', { name: 'Activation steps' })).toContainText('1 Your email');

    // A new address: the step asks for the few fields of a new account, with the registration's rules.
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText('This address has no account yet')).toBeVisible();
    await main.getByLabel('First name').fill('Olive');
    await main.getByLabel('Last name').fill('Greenway');
    await main.getByLabel('Password').fill('short');
    await main.getByRole('button', { name: 'Create account and continue' }).click();
    await expect(main.getByText('Password must have at least 10 characters')).toBeVisible();
    await main.getByLabel('Password').fill('kelpie-ribbon-harbour');
    await expect(main.getByLabel('Country')).toHaveValue('AU');
    await main.getByRole('button', { name: 'Create account and continue' }).click();

    // Signed in at once (the header knows), the flow goes on at the barcode step.
    await expect(main.getByLabel('Barcode number *', { exact: true })).toBeVisible();
    await expect(visitor.locator('.account-menu')).toBeVisible();
    await expect(main.getByRole('list', { name: 'Activation steps' }).locator('.done')).toHaveText('1 Your email');

    // The lab allocates the kit posted to the new customer (here: an MDR1 test).
    const lab = await (await signedIn(browser, baseURL, ADMIN)).newPage();
    await lab.goto('/admin/lab');
    await hydrated(lab);
    const allocate = lab.getByRole('form', { name: 'Allocate kits' });
    await allocate.getByLabel('Customer email').fill(email);
    // Tests are chosen by name, never by typed id (issue 20 §5).
    await allocate.getByLabel('Find a test to add').fill('MDR1');
    await allocate.getByRole('button', { name: 'Add Multidrug Sensitivity (MDR1)' }).click();
    await expect(allocate.getByRole('list', { name: /Tests in the kit/ })).toHaveText(/Multidrug Sensitivity \(MDR1\)/);
    await allocate.getByRole('button', { name: 'Allocate' }).click();
    await expect(lab.getByTestId('allocated')).toContainText('PDL');
    const barcode = ((await lab.getByTestId('allocated').textContent()) ?? '').replace('Allocated: ', '').trim();

    await main.getByLabel('Barcode number *', { exact: true }).fill(barcode);
    await main.getByLabel('Confirm barcode number *', { exact: true }).fill(barcode);
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByLabel('Pet name *', { exact: true }).fill('Biscuit');
    await main.getByLabel('Sex *', { exact: true }).selectOption('male');
    // The breed list offers the breeds the kit's test is for: Border Collie, not Border Terrier.
    await main.getByRole('combobox', { name: 'Breed' }).fill('Border');
    const breeds = main.getByRole('listbox', { name: 'Breeds' });
    await expect(breeds.getByRole('option')).toHaveCount(1);
    await expect(breeds.getByRole('option')).toHaveText('Border Collie');
    await main.getByRole('combobox', { name: 'Breed' }).press('ArrowDown');
    await main.getByRole('combobox', { name: 'Breed' }).press('Enter');
    await expect(main.locator('input[name="breed"]')).not.toHaveValue('');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByLabel('First name *', { exact: true })).toHaveValue('Olive');
    await expect(main.getByLabel('Email *', { exact: true })).toHaveValue(email);
    await main.getByLabel('Address *', { exact: true }).fill('9 Banksia Street');
    await main.getByLabel('City *', { exact: true }).fill('Geelong');
    await main.getByLabel('Postcode *', { exact: true }).fill('3220');
    await main.getByLabel('I accept the terms and conditions *', { exact: true }).check();
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText('Biscuit (dog, male)')).toBeVisible();
    await expect(main.getByText('Border Collie')).toBeVisible();
    await main.getByRole('button', { name: 'Activate' }).click();
    await expect(visitor.getByRole('heading', { name: 'Kit activated' })).toBeVisible();

    // The new account was sent its confirmation link, as /register does.
    const mails = (await (await lab.request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
      kind: string;
    }>;
    expect(mails.map((m) => m.kind)).toContain('account-confirm-email');
    await lab.context().close();
    await context.close();
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
