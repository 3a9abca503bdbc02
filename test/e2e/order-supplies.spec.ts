import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/sign-in.js';

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

test('a vet orders supplies for the clinic, sees the order in the list and changes it', async ({ page }, info) => {
  await page.context().addCookies([{ name: 'campaign_popup_dismissed', value: 'true', url: info.project.use.baseURL as string }]);
  await signInAs(page, 'vet');
  await page.goto('/');
  await hydrated(page);
  // The vet's quick button: in the header, or in the menu drawer on a phone.
  if (info.project.name === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Order supplies' }).first().click();
  await expect(page).toHaveURL(/\/my\/order-supplies$/);
  await expect(page.getByRole('heading', { name: 'Order supplies', level: 1 })).toBeVisible();
  await hydrated(page);

  // The demo clinic already has a dispatched order and one waiting; the form delivers to the clinic.
  const orders = page.getByRole('region', { name: 'Your supplies orders' });
  await expect(orders.getByText('Dispatched', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Clinic or recipient')).toHaveValue('Harbourside Veterinary Clinic');

  await page.getByLabel('Canine DNA Sample Collection Kit').fill('2');
  await page.getByLabel('Pre-paid sample return envelopes (pack of 10)').fill('3');
  await expect(page.getByText('Kits to invoice:')).toContainText('$');
  await page.getByLabel('Purchase order number (optional)').fill('HVC-3001');
  await page.getByRole('button', { name: 'Place supplies order' }).click();

  await expect(page.getByText(/Supplies order AO-\d{6} placed/)).toBeVisible();
  const newest = orders.getByRole('region').first();
  await expect(newest).toContainText('PO HVC-3001');
  await expect(newest).toContainText('2 × Canine DNA Sample Collection Kit');
  await expect(newest).toContainText('3 × Pre-paid sample return envelopes (pack of 10)');
  await expect(newest.getByText('Submitted', { exact: true })).toBeVisible();

  // Not yet dispatched: the vet changes the quantity.
  await newest.getByRole('button', { name: /^Change/ }).click();
  await expect(page.getByRole('heading', { name: /^Change supplies order AO-\d{6}$/ })).toBeVisible();
  await page.getByLabel('Canine DNA Sample Collection Kit').fill('4');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(newest).toContainText('4 × Canine DNA Sample Collection Kit');
  await expect(page.getByRole('heading', { name: 'New supplies order' })).toBeVisible();
});
