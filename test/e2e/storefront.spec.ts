import { expect, test } from '@playwright/test';
import { confirmedAccount, signInThrough } from './support/api.js';
import { expectNoAxeViolation, hydrated } from './support/page.js';
import { DEMO_ACCOUNTS } from './support/sign-in.js';

/** Issue 20 §2: a storefront you can shop from (home, cards, product pages, slug addresses, activation). */

const PRA = 1001;

test.beforeEach(async ({ context }, info) => {
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'GB', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
});

test('the home page leads into the shop: a way in per audience, best sellers and new tests to add from', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Shop dog tests' })).toHaveAttribute('href', '/breeder/for-dogs');
  await expect(main.getByRole('link', { name: 'Shop breeding tests' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Find a test for your pet' })).toHaveAttribute('href', '/pet-owner');
  await expect(main.getByRole('link', { name: 'Order for your patients' })).toHaveAttribute('href', '/vet/for-dogs');
  const bestSellers = main.getByRole('region', { name: 'Best sellers' });
  await expect(bestSellers.getByRole('listitem')).toHaveCount(4);
  await expect(bestSellers.getByRole('link', { name: 'Progressive Rod-Cone Degeneration (PRA-prcd)' })).toHaveAttribute(
    'href',
    '/store/progressive-rod-cone-degeneration-pra-prcd-dog/p/1001',
  );
  const newTests = main.getByRole('region', { name: 'New tests' });
  await expect(newTests.getByRole('listitem')).toHaveCount(4);
  // Every product, audience and step has its picture, each with its own box (no layout shift).
  const pictures = await main.locator('svg.illustration').evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('width')));
  expect(pictures.length).toBeGreaterThanOrEqual(1 + 3 + 8 + 4);
  expect(pictures.every(Boolean)).toBe(true);
  // Quick add from the shelf: the mini-cart confirms it.
  await bestSellers
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Item added to cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: test.info().outputPath('home.png'), fullPage: true });
  await expectNoAxeViolation(page);
});

test('the header on home offers the shop to a guest, not only Help', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Dog tests' }).click();
  await nav.getByRole('link', { name: 'Full breed profiles' }).first().click();
  await expect(page).toHaveURL(/\/breeder\/for-dogs\/full-breed-profile(\?|$)/);
});

test('search results say Dog or Cat on every card, and a card adds to the cart', async ({ page }) => {
  await page.goto('/search?q=progressive');
  await hydrated(page);
  const cards = page.getByRole('main').locator('.product-grid > li');
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  const species = await cards.locator('.tag--species').allTextContents();
  expect(species).toHaveLength(count);
  expect(new Set(species)).toEqual(new Set(['Dog', 'Cat']));
  await page.screenshot({ path: test.info().outputPath('search.png'), fullPage: true });
  await cards
    .first()
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Item added to cart' })).toBeVisible();
  await page.goto('/breeder/for-dogs/dna-tests?breeds=206');
  await hydrated(page);
  await expect(page.getByRole('main').locator('.product-grid > li .tag--species').first()).toHaveText('Dog');
  await page.screenshot({ path: test.info().outputPath('filter.png'), fullPage: true });
});

test('a product page answers a buyer, at its slug address; the old address moves there', async ({ page }) => {
  const response = await page.goto('/store/Degenerative%20Myelopathy%20(DM)-dog/p/1002');
  expect(response?.url()).toMatch(/\/store\/degenerative-myelopathy-dm-dog\/p\/1002$/);
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Degenerative Myelopathy (DM)' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'What is tested and why it matters' })).toBeVisible();
  const readings = main.getByRole('region', { name: 'What each result means' });
  await expect(readings.getByRole('listitem')).toHaveCount(3);
  await expect(readings).toContainText('N/m · Carrier');
  await expect(main.getByRole('heading', { name: 'Breeds it applies to' })).toBeVisible();
  const guide = main.getByRole('region', { name: 'Sample, kit and results' });
  await expect(guide).toContainText('Cheek swab (2 swabs)');
  await expect(guide).toContainText('Two sterile cheek swabs');
  await expect(guide).toContainText('business days from the day the lab receives the sample');
  await expect(guide.getByRole('heading', { name: 'How results are delivered' })).toBeVisible();
  const faq = main.getByRole('region', { name: 'Questions buyers ask' });
  await faq.getByText('My animal is a carrier: can I still breed it?').click();
  await expect(faq.getByText(/Pair it only with a Clear \(N\/N\) mate/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/store\/degenerative-myelopathy-dm-dog\/p\/1002$/,
  );
  await page.screenshot({ path: test.info().outputPath('product.png'), fullPage: true });
  await expectNoAxeViolation(page);
});

test('activation: breed and country are real choices, one date field in the shop’s format, what is on file filled in', async ({
  page,
  playwright,
}, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL as string;
  const account = await confirmedAccount(playwright, baseURL, { userType: 'breeder', countryCode: 'GB' });
  const lab = await playwright.request.newContext({ baseURL });
  const admin = DEMO_ACCOUNTS.admin;
  expect((await lab.post('/api/auth/login', { data: { username: admin.email, password: admin.password } })).status()).toBe(200);
  const allocated = await lab.post('/api/admin/lab/kits/allocate', {
    data: { email: account.email, testIds: [PRA], quantity: 1 },
  });
  expect(allocated.status(), await allocated.text()).toBe(201);
  const barcode = ((await allocated.json()) as { barcodes: string[] }).barcodes[0] ?? '';
  await lab.dispose();

  await signInThrough(page.request, account);
  await page.goto('/activate');
  await hydrated(page);
  const main = page.getByRole('main');
  // The same stepper as checkout, and one primary button on the step.
  const stepper = main.getByRole('list', { name: 'Activation steps' });
  await expect(stepper).toHaveClass('stepper');
  await expect(stepper.locator('[aria-current="step"]')).toHaveText('1 Kit barcode');
  const primary = main.locator('form .button:not(.button--ghost)');
  await expect(primary).toHaveCount(1);
  await main.getByLabel('Barcode number *', { exact: true }).fill(barcode);
  await main.getByLabel('Confirm barcode number *', { exact: true }).fill(barcode);
  await main.getByRole('button', { name: 'Next' }).click();

  await main.getByLabel('Pet name *', { exact: true }).fill('Juniper');
  await main.getByLabel('Sex *', { exact: true }).selectOption('female');
  // "Labrador" typed but not chosen is not silently "not given".
  const breed = main.getByRole('combobox', { name: 'Breed' });
  await breed.fill('Labrador');
  await expect(main.getByRole('option', { name: 'Labrador Retriever' })).toBeVisible();
  await breed.press('Escape');
  await main.getByLabel('Date of birth').fill('2022-03-14');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('Choose a breed from the list')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('activate-pet.png'), fullPage: true });
  await expect(breed).toBeFocused();
  await expect(main.getByText('Enter the date as DD/MM/YYYY')).toBeVisible();
  // The focused breed offers its list again.
  await main.getByRole('option', { name: 'Labrador Retriever' }).click();
  await expect(breed).toHaveValue('Labrador Retriever');
  await main.getByLabel('Date of birth').fill('14/03/2022');
  await expect(primary).toHaveCount(1);
  await main.getByRole('button', { name: 'Next' }).click();

  // What the account has on file is filled in; the country is chosen from the list; the terms are linked.
  await expect(main.getByLabel('First name *', { exact: true })).toHaveValue('Bea');
  await expect(main.getByLabel('Email *', { exact: true })).toHaveValue(account.email);
  await expect(main.getByLabel('Country *', { exact: true })).toHaveValue('GB');
  await expect(main.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  await main.getByLabel('Address *', { exact: true }).fill('12 Mill Lane');
  await main.getByLabel('City *', { exact: true }).fill('York');
  await main.getByLabel('Postcode *', { exact: true }).fill('YO1 7HH');
  await main.getByLabel('I accept the terms and conditions *', { exact: true }).check();
  await main.getByRole('button', { name: 'Next' }).click();

  await expect(main.getByText('Labrador Retriever')).toBeVisible();
  await expect(main.getByText('14/03/2022')).toBeVisible();
  await expect(main.getByText(/York YO1 7HH, United Kingdom/)).toBeVisible();
  await expect(primary).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('activate-review.png'), fullPage: true });
  await expectNoAxeViolation(page);
  await main.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('heading', { name: 'Kit activated' })).toBeVisible();
  const animals = (await (await page.request.get('/api/my/animals?page=1&size=15&view=mine')).json()) as {
    results: Array<{ name: string; dateOfBirth: string | null; breedName: string | null }>;
  };
  expect(animals.results.find((a) => a.name === 'Juniper')).toMatchObject({
    dateOfBirth: '2022-03-14',
    breedName: 'Labrador Retriever',
  });
});
