import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text.js';
import { hydrated } from './support/page.js';
import { DEMO_ACCOUNTS, signInAs } from './support/sign-in.js';

test.beforeEach(async ({ context }, info) => {
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'AU', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
});

test('a breeder downloads a work spreadsheet, a fact sheet PDF, and requests ACM forms the lab e-mails', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Four pages, three downloads and the lab's answer: longer than one page's 30 s on a loaded machine.
  test.setTimeout(120_000);
  await signInAs(page, 'breeder');
  await page.goto('/my/resources');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Case studies/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Work spreadsheets/ }).click();
  await expect(page).toHaveURL(/\/my\/work-spreadsheets$/);
  await expect(page).toHaveTitle(/Work spreadsheets/);

  // The CSV: one row per animal and test, results in words.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^work-spreadsheet-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await csvDownload.path()) as string, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const bonniePra = csv.split('\r\n').find((line) => line.startsWith('Bonnie,') && line.includes('PRA-prcd'));
  expect(bonniePra).toContain('036000000123401');
  expect(bonniePra).toContain(',N/m,Carrier,');
  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Excel (.xlsx)' }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
  // An XLSX file is a ZIP archive.
  expect(
    readFileSync((await xlsxDownload.path()) as string)
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');

  // A fact sheet found by search, and its PDF.
  await page.goto('/my/fact-sheet');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search fact sheets' }).fill('Degenerative Myelopathy');
  await page.getByRole('form', { name: 'Search fact sheets' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=Degenerative/);
  const dm = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Degenerative Myelopathy (DM)' }) });
  await expect(dm).toContainText('Autosomal recessive with incomplete penetrance');
  await dm.getByText('What a result means').click();
  await expect(dm).toContainText('N/m Carrier');
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    dm.getByRole('link', { name: /Download PDF/ }).click(),
  ]);
  const sheet = pdfText(readFileSync((await pdfDownload.path()) as string));
  expect(sheet).toContain('Test Fact Sheet');
  expect(sheet).toContain('Degenerative Myelopathy (DM)');

  // Forms for Bonnie, with an agent no other run has named.
  const agent = `Dr Agent ${Date.now()}`;
  await page.goto('/my/acm-form-requests');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Request ACM forms' });
  await form.getByRole('button', { name: 'Request forms' }).click();
  await expect(form.getByText('Choose at least one animal')).toBeVisible();
  await form.getByRole('checkbox', { name: /^Bonnie/ }).check();
  await form.getByLabel('Collection agent (optional)').fill(agent);
  await form.getByLabel('Clinic or club (optional)').fill('Bendigo Veterinary Clinic');
  await form.getByRole('button', { name: 'Request forms' }).click();
  const request = page.getByRole('article').filter({ hasText: agent });
  await expect(request).toContainText('Requested');
  await expect(request).toContainText('Bonnie (chip 036000000123401)');
  const reference = (await request.getByRole('heading').textContent()) ?? '';
  expect(reference).toMatch(/^ACM-\d{5}$/);

  // The lab sends the forms; the request shows it, and the mail with its PDF is in the outbox.
  const lab = await playwright.request.newContext({ baseURL });
  try {
    const { email, password } = DEMO_ACCOUNTS.admin;
    expect((await lab.post('/api/auth/login', { data: { username: email, password } })).status()).toBe(200);
    const waiting = (await (await lab.get('/api/admin/acm-form-requests')).json()) as Array<{ id: number; reference: string }>;
    const id = waiting.find((r) => r.reference === reference)?.id;
    expect(id).toBeDefined();
    const sent = await lab.post(`/api/admin/acm-form-requests/${id}/send`);
    expect(sent.status(), await sent.text()).toBe(200);
    const mails = (await (
      await lab.get(`/api/admin/mail-outbox?to=${encodeURIComponent(DEMO_ACCOUNTS.breeder.email)}`)
    ).json()) as Array<{ kind: string; subject: string; text: string; attachments: string }>;
    const mail = mails.find((m) => m.kind === 'acm-forms' && m.subject.includes(reference));
    expect(mail?.text).toContain(agent);
    const [attachment] = JSON.parse(mail?.attachments ?? '[]') as Array<{ content: string }>;
    const forms = pdfText(Buffer.from(attachment?.content ?? '', 'base64'));
    expect(forms).toContain('Bonnie');
    expect(forms).toContain(agent);
  } finally {
    await lab.dispose();
  }
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: agent })).toContainText('Sent by e-mail');
});

test('a vet reads a case study; a breeder asking for case studies lands on their own default tool', async ({ page }) => {
  await signInAs(page, 'vet');
  // Rendered on the server with their data, not filled in by the browser afterwards.
  const html = await (await page.request.get('/my/case-studies')).text();
  expect(html).toContain('A Collie that nearly died of a routine dose');
  expect(html).toContain('<title>Case studies');
  const sheets = await (await page.request.get('/my/fact-sheet?search=Degenerative%20Myelopathy')).text();
  expect(sheets).toContain('Degenerative Myelopathy (DM)');
  await page.goto('/my/case-studies');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Case studies', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /A Collie that nearly died/ }).click();
  await expect(page.getByRole('heading', { name: /A Collie that nearly died/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Points for practice' })).toBeVisible();
  await expect(page).toHaveTitle(/A Collie that nearly died/);

  // Signing in as someone else replaces the session.
  await signInAs(page, 'breeder');
  // A page of another audience sends the user to their own default tool (docs/decisions/0922).
  await page.goto('/my/case-studies');
  await expect(page).toHaveURL(/\/my\/my-animals$/);
});
