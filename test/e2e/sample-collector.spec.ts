import { expect, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text.js';
import { confirmedAccount, signInThrough } from './support/api.js';
import { hydrated } from './support/page.js';
import { DEMO_ACCOUNTS } from './support/sign-in.js';

/** Issue 18 §3 (docs/decisions/0970): the buyer chooses who collects the sample; the report names them. */

const PRA = 1001;

test.beforeEach(async ({ context }, info) => {
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'AU', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
});

test('an owner activates a kit choosing an approved agent found by place; the report says the agent verified identity', async ({
  page,
  playwright,
}, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL as string;
  const account = await confirmedAccount(playwright, baseURL, { userType: 'owner', countryCode: 'AU' });
  const lab = await playwright.request.newContext({ baseURL });
  const admin = DEMO_ACCOUNTS.admin;
  expect((await lab.post('/api/auth/login', { data: { username: admin.email, password: admin.password } })).status()).toBe(200);
  const allocated = await lab.post('/api/admin/lab/kits/allocate', {
    data: { email: account.email, testIds: [PRA], quantity: 1 },
  });
  expect(allocated.status(), await allocated.text()).toBe(201);
  const barcode = ((await allocated.json()) as { barcodes: string[] }).barcodes[0] ?? '';

  await signInThrough(page.request, account);
  await page.goto('/activate');
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel('Barcode number *', { exact: true }).fill(barcode);
  await main.getByLabel('Confirm barcode number *', { exact: true }).fill(barcode);
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByLabel('Pet name *', { exact: true }).fill('Juniper');
  await main.getByLabel('Sex *', { exact: true }).selectOption('female');
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByLabel('Address *', { exact: true }).fill('9 Lydiard Street');
  await main.getByLabel('City *', { exact: true }).fill('Ballarat');
  await main.getByLabel('Postcode *', { exact: true }).fill('3350');
  await main.getByLabel('I accept the terms and conditions *', { exact: true }).check();
  await main.getByRole('button', { name: 'Next' }).click();

  const who = main.getByRole('group', { name: 'Who collects the sample?' });
  await expect(who.getByLabel(/I collect the sample myself/)).toBeChecked();
  await who.getByLabel(/An approved collection agent/).check();
  // No agent picked yet: the page asks for one before sending anything.
  await main.getByRole('button', { name: 'Activate' }).click();
  await expect(who.getByText('Choose an agent from the list')).toBeVisible();
  await who.getByRole('searchbox', { name: 'Town, region or postcode' }).fill('Ballarat');
  await who.getByRole('searchbox', { name: 'Town, region or postcode' }).press('Enter');
  const agents = who.getByRole('list', { name: 'Approved collection agents' });
  await agents.getByLabel(/Megan O’Rourke, Sturt Street Animal Hospital/).check();
  await page.screenshot({ path: info.outputPath('collector-choice.png'), fullPage: true });
  await main.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('heading', { name: 'Kit activated' })).toBeVisible();

  // The lab receives the sample and publishes a result; the owner's report names the agent.
  expect((await lab.post('/api/admin/lab/kits/receive', { data: { barcodes: [barcode] } })).status()).toBe(200);
  const csv = `barcode,test code,genotype\n${barcode},${PRA},N/N`;
  expect((await lab.post('/api/admin/lab/results/import', { data: { csv } })).status()).toBe(200);
  expect((await lab.post('/api/admin/lab/results/publish', { data: { barcodes: [barcode] } })).status()).toBe(200);
  await lab.dispose();
  const animals = (await (await page.request.get('/api/my/animals')).json()) as { results: Array<{ id: number; name: string }> };
  const juniper = animals.results.find((a) => a.name === 'Juniper');
  const pdf = await page.request.get(`/api/my/animals/${juniper?.id}/results/${barcode}/report?report_type=summary`);
  expect(pdf.status()).toBe(200);
  // The report's standard fonts print the typographic apostrophe as a plain one.
  expect(pdfText(await pdf.body()).replace(/\s+/g, ' ')).toMatch(
    /Sample collected and identity verified by Megan O['’]Rourke, Sturt Street Animal Hospital/,
  );
});
