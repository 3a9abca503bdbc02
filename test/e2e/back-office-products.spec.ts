import { expect, test } from '@playwright/test';
import { hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

test.describe('products in the back office (issue 19 §1)', () => {
  test('an admin creates a product, prices it, sees it in the shop and retires it', { tag: '@desktop' }, async ({
    page,
    browser,
    baseURL,
  }) => {
    // A long journey through two browsers and several saves.
    test.slow();
    const name = `Journey Hepatopathy ${Date.now()}`;
    await signInAs(page, 'admin');
    await page.goto('/admin/catalogue');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'New product' }).click();
    await page.waitForURL('**/admin/catalogue/new');
    await hydrated(page);

    // The server checks the form: a short description is refused in place.
    const form = page.getByRole('form', { name: 'Product' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Gene').fill('JRN1');
    await form.getByLabel('Inheritance mode').selectOption('AR');
    await form.getByLabel(/Description/).fill('Short');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByText('Enter a description of 10 to 4000 characters')).toBeVisible();
    await form.getByLabel(/Description/).fill('Finds the JRN1 variant behind copper building up in the liver.');
    await form.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(/\/admin\/catalogue\/\d+$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('row', { name: /Guest/ })).toContainText(
      'No price in GBP yet',
    );

    const added = page.getByRole('form', { name: 'New price' });
    await added.getByLabel('Add a currency').selectOption('GBP');
    await added.getByLabel('Its price').fill('4500');
    await added.getByLabel('Member price').fill('3900');
    await added.getByRole('button', { name: 'Add price' }).click();
    await expect(page.getByRole('form', { name: 'GBP price' }).getByLabel('GBP price')).toHaveValue('4500');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('row', { name: /Guest/ })).toContainText('£45.00');
    await expect(preview.getByRole('row', { name: /Breeder/ })).toContainText('£39.00');
    await expect(page.getByRole('region', { name: 'Changes' })).toContainText('GBP');
    await page.screenshot({ path: 'test-results/back-office-product-1280.png', fullPage: true });

    // A guest in the UK shop finds it at once.
    const shopUrl = await page.getByRole('link', { name: 'Open in the shop' }).getAttribute('href');
    const guestContext = await browser.newContext({ baseURL });
    await guestContext.addCookies([
      { name: 'country', value: 'GB', url: baseURL ?? '' },
      { name: 'currency', value: 'GBP', url: baseURL ?? '' },
    ]);
    const guest = await guestContext.newPage();
    await guest.goto(shopUrl ?? '');
    await expect(guest.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(guest.getByRole('main')).toContainText('45.00');

    // Retired: it leaves the shop; the back office keeps it, marked.
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Retire' }).click();
    await expect(page.getByText(/^Retired: no longer listed or sold/)).toBeVisible();
    const gone = await guest.goto(shopUrl ?? '');
    expect(gone?.status()).toBe(404);
    await page.getByRole('link', { name: '← Products' }).click();
    await page.waitForURL('**/admin/catalogue');
    await page.getByLabel('Status').selectOption('retired');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Retired');
    await guestContext.close();
  });

  test('an admin picks a profile’s tests by name and sets a multi-pack’s kits; the shop follows', { tag: '@desktop' }, async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, 'admin');
    await page.goto('/admin/catalogue?search=Ragdoll');
    await hydrated(page);
    await page.getByRole('link', { name: 'Full Breed Profile – Ragdoll' }).click();
    await page.waitForURL(/\/admin\/catalogue\/\d+$/);
    await hydrated(page);

    const contents = page.getByRole('region', { name: 'Tests in the profile' });
    const included = contents.getByRole('list', { name: /Included tests/ });
    // The product's tests arrive after the page shows: count them once they are listed.
    await expect(included.getByRole('listitem').first()).toBeVisible();
    const before = await included.getByRole('listitem').count();
    const search = contents.getByLabel('Find a test to add');
    await search.fill('zzzz');
    await expect(contents.getByText('Nothing found.')).toBeVisible();
    await search.fill('dwarf');
    await contents.getByRole('button', { name: 'Add Dwarfism (Munchkin)' }).click();
    await expect(included.getByRole('listitem')).toHaveCount(before + 1);
    await expect(contents.getByRole('button', { name: 'Add Dwarfism (Munchkin)' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/back-office-profile-tests-1280.png', fullPage: true });
    await contents.getByRole('button', { name: 'Save tests' }).click();
    await expect(page.getByRole('region', { name: 'Changes' })).toContainText('tests: added Dwarfism (Munchkin)');

    // The shop's product page lists it at once.
    const shopUrl = await page.getByRole('link', { name: 'Open in the shop' }).getAttribute('href');
    await page.goto(shopUrl ?? '');
    await expect(page.getByRole('heading', { name: /Included tests/ })).toHaveText(`Included tests (${before + 1})`);
    await expect(page.getByRole('link', { name: 'Dwarfism (Munchkin)' })).toBeVisible();

    // A multi-pack's kit count: out of range is refused in place, then saved and logged.
    await page.goto('/admin/catalogue?search=Feline Multi-pack (2 kits)');
    await hydrated(page);
    await page.getByRole('link', { name: 'Feline Multi-pack (2 kits)' }).click();
    await page.waitForURL(/\/admin\/catalogue\/\d+$/);
    await hydrated(page);
    const pack = page.getByRole('region', { name: 'Kits in the pack' });
    await expect(pack.getByLabel('Kits in one pack')).toHaveValue('2');
    await pack.getByLabel('Kits in one pack').fill('0');
    await pack.getByRole('button', { name: 'Save kit count' }).click();
    await expect(pack.getByText('Enter a whole number of kits from 1 to 50')).toBeVisible();
    await pack.getByLabel('Kits in one pack').fill('3');
    await pack.getByRole('button', { name: 'Save kit count' }).click();
    await expect(page.getByRole('region', { name: 'Changes' })).toContainText('kits 2 → 3');
    await expect(pack.getByLabel('Kits in one pack')).toHaveValue('3');
    await page.screenshot({ path: 'test-results/back-office-multipack-1280.png', fullPage: true });
  });
});
