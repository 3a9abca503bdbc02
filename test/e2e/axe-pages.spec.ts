import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolation, hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

/**
 * Issue 20 "Done when": axe reports no violation on the pages no other journey checks whole — the cart,
 * checkout, the animals list, an animal's results and the lab's work page. One journey per page, so that
 * each has its own time bound and a failure names its page.
 */

/** A guest's cart holding the first product of the catalogue. */
async function cartWithOneTest(page: Page) {
  const products = (await (await page.request.get('/api/store/products?isDetails=true')).json()) as {
    results: { url: string }[];
  };
  await page.goto(products.results[0]?.url as string);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /added to cart$/ })).toBeVisible();
}

test.beforeEach(async ({ context }, info) => {
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'GB', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
});

test('axe finds no violation on the cart page', async ({ page }) => {
  await cartWithOneTest(page);
  await page.goto('/cart');
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expectNoAxeViolation(page);
});

test('axe finds no violation on the checkout page', async ({ page }) => {
  await cartWithOneTest(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolation(page);
});

test('axe finds no violation on the animals list', async ({ page }) => {
  await signInAs(page, 'breeder');
  await page.goto('/my/my-animals');
  await expect(page.getByRole('link', { name: 'Bonnie', exact: true })).toBeVisible();
  await expectNoAxeViolation(page);
});

test('axe finds no violation on an animal’s results', async ({ page }) => {
  await signInAs(page, 'breeder');
  await page.goto('/my/my-animals');
  await hydrated(page);
  await page.getByRole('link', { name: 'View results of Bonnie' }).click();
  await expect(page.getByTestId('results-summary').first()).toBeVisible();
  await expectNoAxeViolation(page);
});

test('axe finds no violation on the lab’s work page', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/lab');
  await expect(page.getByRole('region', { name: 'Parentage requests waiting for DNA profiles' })).toBeVisible();
  await expectNoAxeViolation(page);
});
