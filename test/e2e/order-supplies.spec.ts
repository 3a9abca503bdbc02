import { expect, test } from '@playwright/test';
import { expectNoAxeViolation, hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

test('a vet orders supplies for the clinic and changes the order; the lab dispatches it; the vet sees it dispatched with barcodes', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
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
  await expect(orders.getByText('Dispatched', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Clinic or recipient')).toHaveValue('Harbourside Veterinary Clinic');

  await page.getByLabel('Canine DNA Sample Collection Kit').fill('2');
  await page.getByLabel('Pre-paid sample return envelopes (pack of 10)').fill('3');
  await expect(page.getByText('Kits to invoice:')).toContainText('$');
  await page.getByLabel('Purchase order number (optional)').fill('HVC-3001');
  await page.getByRole('button', { name: 'Place supplies order' }).click();

  const placed = page.getByText(/Supplies order AO-\d{6} placed/);
  await expect(placed).toBeVisible();
  const number = (await placed.textContent())?.match(/AO-\d{6}/)?.[0] ?? '';
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
  await expectNoAxeViolation(page, { label: '/my/order-supplies' });

  // The lab finds the order on its supplies page: from the account menu on a desktop.
  await signInAs(page, 'admin');
  if (info.project.name === 'mobile') {
    await page.goto('/admin/supplies');
  } else {
    await page.goto('/');
    await hydrated(page);
    await page.locator('.account-menu').getByRole('button').click();
    await page.getByRole('link', { name: 'Supplies (admin)' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/supplies$/);
  await expect(page.getByRole('heading', { name: 'Supplies orders', level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Order or PO number, clinic, vet or email').fill(number);
  await page.getByLabel('Status').selectOption('submitted');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${number}&status=submitted`));
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Harbourside Veterinary Clinic');
  await expect(row).toContainText('PO HVC-3001');
  await expect(row).toContainText('4 × Canine DNA Sample Collection Kit');
  await expect(row).toContainText('3 × Pre-paid sample return envelopes (pack of 10) (free)');
  await expect(row).toContainText('12 Wharf Street');
  await expectNoAxeViolation(page, { label: '/admin/supplies' });

  // Dispatch asks first; Cancel changes nothing.
  await row.getByRole('button', { name: `Dispatch ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Dispatch order ${number}?` });
  await expect(dialog).toContainText('4 × Canine DNA Sample Collection Kit');
  await expect(dialog.getByLabel('Tracking number (optional)')).toBeFocused();
  await expectNoAxeViolation(page, { label: '/admin/supplies dispatch dialog' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Submitted', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Dispatch ${number}` }).click();
  await dialog.getByLabel('Tracking number (optional)').fill('AP 5550 1234');
  await dialog.getByRole('button', { name: 'Dispatch' }).click();
  await expect(
    page.getByText(new RegExp(`Order ${number} dispatched: 4 barcoded kits, invoiced as order PD-\\d+`)),
  ).toBeVisible();
  // The row stays, now with the tracking number, the invoiced order and the allocated barcodes.
  await expect(row.getByText('Dispatched', { exact: true })).toBeVisible();
  await expect(row).toContainText('Tracking AP 5550 1234');
  await expect(row.getByRole('button', { name: /^Dispatch/ })).toHaveCount(0);
  const barcodes = row.getByText(/^PDL\d{9}$/);
  await expect(barcodes).toHaveCount(4);
  const allocated = await barcodes.allTextContents();
  await expectNoAxeViolation(page, { label: '/admin/supplies after dispatch' });
  const invoice = row.getByRole('link', { name: /^order PD-\d+$/ });
  const invoiceNumber = ((await invoice.textContent()) ?? '').replace('order ', '');

  // The invoiced order is on the orders page, for the clinic to pay on account.
  await invoice.click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: invoiceNumber })).toContainText('Awaiting payment');
  await hydrated(page);
  await expectNoAxeViolation(page, { label: '/admin/orders' });

  // The vet sees it dispatched, with the tracking number and the barcodes to activate.
  await signInAs(page, 'vet');
  await page.goto('/my/order-supplies');
  await hydrated(page);
  const card = page.getByRole('region', { name: `Supplies order ${number}` });
  await expect(card.getByText('Dispatched', { exact: true })).toBeVisible();
  await expect(card).toContainText('Tracking number: AP 5550 1234');
  await expect(card).toContainText(`Invoiced as order ${invoiceNumber}`);
  await card.getByText('4 barcoded kits').click();
  expect((await card.getByText(/^PDL\d{9}$/).allTextContents()).sort()).toEqual(allocated.sort());
  await expect(card.getByRole('button', { name: /^Change/ })).toHaveCount(0);
  // Not an admin: the lab's page does not exist for the vet.
  expect((await page.goto('/admin/supplies'))?.status()).toBe(404);
});

test('a vet cancels a supplies order the lab has not sent, after confirming', async ({ page }, info) => {
  await page.context().addCookies([{ name: 'campaign_popup_dismissed', value: 'true', url: info.project.use.baseURL as string }]);
  await signInAs(page, 'vet');
  await page.goto('/my/order-supplies');
  await hydrated(page);
  await page.getByLabel('Sterile cheek swabs (pack of 20)').fill('1');
  await page.getByRole('button', { name: 'Place supplies order' }).click();
  const placed = page.getByText(/Supplies order AO-\d{6} placed/);
  await expect(placed).toBeVisible();
  const number = (await placed.textContent())?.match(/AO-\d{6}/)?.[0] ?? '';
  const card = page.getByRole('region', { name: `Supplies order ${number}` });

  // Asked first; keeping it changes nothing.
  await card.getByRole('button', { name: `Cancel order ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel supplies order ${number}?` });
  await expect(dialog).toContainText('The lab will not send it.');
  // The dialog itself: behind its backdrop the page's floating "Back to top" button is dimmed on purpose.
  await expectNoAxeViolation(page, { label: '/my/order-supplies cancel dialog', include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `Cancel order ${number}` }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Supplies order ${number} cancelled`)).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  // Still cancelled after a reload: it reached the database.
  await page.reload();
  await hydrated(page);
  await expect(
    page.getByRole('region', { name: `Supplies order ${number}` }).getByText('Cancelled', { exact: true }),
  ).toBeVisible();
});
