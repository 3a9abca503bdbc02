import { expect, test } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../../shared/catalogue.js';
import { expectNoAxeViolation, hydrated } from './support/page.js';

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ context }, info) => {
  const url = info.project.use.baseURL as string;
  await context.addCookies([
    { name: 'country', value: 'GB', url },
    { name: 'currency', value: 'GBP', url },
    { name: 'campaign_popup_dismissed', value: 'true', url },
  ]);
});

test.describe('catalogue', () => {
  test('filters by breed and test type, then opens a product', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/breeder/for-dogs/dna-tests');
    await hydrated(page);
    const count = page.locator('.result-count');
    await expect(count).toHaveText(/^\d+ results$/);
    const all = Number((await count.textContent())?.split(' ')[0]);

    await page.getByRole('button', { name: 'Breeds' }).click();
    await page.getByPlaceholder('Find a breed…').fill('Labrador');
    await page.getByLabel('Labrador Retriever', { exact: true }).click();
    await expect(page).toHaveURL(/breeds=206/);
    await expect(page.getByLabel('Labrador Retriever', { exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Remove Labrador Retriever' })).toBeVisible();
    await expect(count).not.toHaveText(`${all} results`);

    await page.getByRole('button', { name: 'Test types' }).click();
    await page.getByLabel('Disease', { exact: true }).click();
    await expect(page.getByLabel('Disease', { exact: true })).toBeChecked();
    await expect(page).toHaveURL(/categoryIds=1(&|$)/);
    const tiles = page.locator('.product-tile');
    await expect(tiles.first()).toBeVisible();
    await expect(page.locator('.product-tile .tag', { hasText: 'Trait' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Exercise-Induced Collapse (EIC)', exact: true })).toBeVisible();

    // The same link, opened fresh, shows the same filtered result.
    const shared = page.url();
    const filtered = await count.textContent();
    await page.goto(shared);
    await hydrated(page);
    await expect(count).toHaveText(filtered ?? '');

    await page.getByRole('link', { name: 'Exercise-Induced Collapse (EIC)', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exercise-Induced Collapse (EIC)');
    await expect(page.locator('.buy-box .price__amount')).toHaveText(/£\d+\.\d{2}/);
    await expect(page.getByText('DNM1')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart, 1 items/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Labrador Retriever' })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'GBP' } });
    await expectNoAxeViolation(page, { include: 'main' });
  });

  test('a product link with an outdated or name-encoded address moves to the product’s slug address', async ({ request }) => {
    for (const old of ['/store/old-name/p/1008', '/store/Exercise-Induced%20Collapse%20(EIC)-dog/p/1008']) {
      const res = await request.get(old, { maxRedirects: 0 });
      expect({ old, status: res.status() }).toEqual({ old, status: 301 });
      expect(res.headers().location).toBe('/store/exercise-induced-collapse-eic-dog/p/1008');
    }
    const own = await request.get('/store/exercise-induced-collapse-eic-dog/p/1008', { maxRedirects: 0 });
    expect(own.status()).toBe(200);
    expect((await request.get('/store/glanzmann-s-thrombasthenia-type-i-dog/p/1121', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('a product path whose id names nothing shows the 404 page, never the error page', async ({ page }) => {
    for (const path of ['/store/x/p/99999999999', '/store/x/p/2147483647', '/store/x/p/0', '/store/x/p/1e3']) {
      const response = await page.goto(path);
      expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('a shared filter link is server-rendered with its result', async ({ request }) => {
    const res = await request.get('/breeder/for-dogs/dna-tests?breeds=206&categoryIds=1&sort=name_asc');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('Remove Labrador Retriever');
    expect(html).toContain('Centronuclear Myopathy (CNM)');
    expect(html).toMatch(/<title>Dog DNA tests \| Pet DNA Lab<\/title>/);
  });

  test('pages through a long list', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/breeder/for-dogs/dog-dna-tests');
    await hydrated(page);
    const first = await page.locator('.product-tile h3').first().textContent();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.product-tile h3').first()).not.toHaveText(first ?? '');
    await expect(page.locator('.pagination li', { hasText: '…' }).first()).toBeVisible();
  });

  test('innovative products are Australian only', async ({ page, context }, info) => {
    const missing = await page.goto('/breeder/for-dogs/innovative');
    expect(missing?.status()).toBe(404);
    await context.addCookies([
      { name: 'country', value: 'AU', url: info.project.use.baseURL as string },
      { name: 'currency', value: 'AUD', url: info.project.use.baseURL as string },
    ]);
    const found = await page.goto('/breeder/for-dogs/innovative');
    expect(found?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Canine Home Pregnancy Test', exact: true })).toBeVisible();
  });

  test('the pet owner shop offers ancestry, profiles and life plans, not breeder products', async ({ page }) => {
    await page.goto('/pet-owner/products');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Geno Pet Breed Identification', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Feline DNA Profile (ISAG)', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Puppy Life Plan', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Canine DNA Profile for Registration (Breeder)', exact: true })).toHaveCount(0);
  });

  test('a breed page lists its full breed profile and tests', async ({ page }) => {
    await page.goto('/breeder/for-cats/breeds');
    await hydrated(page);
    await page.getByPlaceholder('Breed name').fill('maine');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('link', { name: 'Maine Coon' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maine Coon');
    await expect(page.getByRole('heading', { name: 'Full Breed Profile – Maine Coon' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Spinal Muscular Atrophy (SMA)', exact: true })).toBeVisible();
  });
});

test.describe('catalogue in the sitemaps', () => {
  test('robots.txt names the catalogue sitemap; its product and breed pages render with their own titles', async ({
    request,
  }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap-catalogue.xml');
    const xml = await (await request.get('/sitemap-catalogue.xml')).text();
    expect(xml).toContain('/breeder/for-cats/full-breed-profile</loc>');
    expect(xml).not.toContain('/innovative</loc>');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(urls.length).toBeGreaterThan(800);
    expect(urls).toContain('/store/exercise-induced-collapse-eic-dog/p/1008');
    expect(urls).toContain('/breeder/for-dogs/breeds/labrador-retriever/206');
    const sample = [urls[0], urls[Math.floor(urls.length / 2)], urls[urls.length - 1]] as string[];
    const titles = new Set<string>();
    for (const path of sample) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      titles.add((await res.text()).match(/<title>([^<]+)<\/title>/)?.[1] ?? '');
    }
    expect(titles.size).toBe(sample.length);
  });
});

test.describe('catalogue accessibility', () => {
  // One journey per page: each is rendered, hydrated and swept on its own, and a failure names its page.
  for (const path of [
    '/breeder/for-dogs',
    '/breeder/for-dogs/dna-tests?breeds=206&categoryIds=1',
    '/breeder/for-cats/full-breed-profile',
    '/breeder/for-dogs/special-offers',
    '/vet/for-dogs/dna-profile-parentage',
    '/breeder/for-dogs/multi-packs',
    '/breeder/for-dogs/breeds',
    '/breeder/for-dogs/breeds/labrador-retriever/206',
    '/store/full-breed-profile-labrador-retriever-dog/p/3206',
    '/search?q=retriever',
    '/pet-owner/products',
    '/breeder/for-cats/build-your-own-profile',
  ]) {
    test(`axe finds no violation on ${path}`, { tag: '@desktop' }, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolation(page);
    });
  }
});

test.describe('header search box', () => {
  test('suggests after three characters, says when nothing is found, closes outside', { tag: '@desktop' }, async ({ page }) => {
    // The page's clock, so that the suggestions' pause can be run through rather than waited out.
    await page.clock.install();
    await page.goto('/breeder');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search tests and breeds' });
    const panel = page.getByTestId('search-suggestions');

    await box.fill('  my ');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS + 100);
    await expect(panel).toHaveCount(0);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/breeder$/);

    await box.fill('zzqqxx');
    await expect(panel.getByRole('status', { name: 'Searching' })).toBeVisible();
    await expect(panel.getByText('Result not found.')).toBeVisible();

    await page.locator('h1').first().click();
    await expect(panel).toHaveCount(0);

    await box.fill('myelopathy');
    const suggestion = panel.getByRole('link', { name: /Degenerative Myelopathy \(DM\)/ });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/\/p\/1002$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Degenerative Myelopathy (DM)');
    await expect(box).toHaveValue('Degenerative Myelopathy (DM)');
    await expect(panel).toHaveCount(0);
  });

  test('loads more suggestions while scrolling, and Enter opens the results page', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/breeder');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search tests and breeds' });
    const panel = page.getByTestId('search-suggestions');
    await box.fill('retriever');
    await expect(panel.getByRole('link')).toHaveCount(20);
    await panel.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => panel.getByRole('link').count()).toBeGreaterThan(20);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=retriever/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “retriever”');
    await expect(page.locator('.product-tile').first()).toBeVisible();
  });
});

test.describe('custom profiles', () => {
  test('a breeder builds a profile from two tests, adds it to the cart once and deletes it', { tag: '@desktop' }, async ({
    page,
  }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { username: 'breeder@demo.petdna.example', password: 'demo-breeder-2026' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/breeder/for-dogs/build-your-own-profile');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your own profile');
    const save = page.getByRole('button', { name: 'Save profile' });
    await expect(save).toBeDisabled();
    await page.getByRole('checkbox', { name: /^A Locus \(Agouti\)/ }).check();
    await page.getByRole('checkbox', { name: /^B Locus \(Brown\)/ }).check();
    await expect(page.locator('.buy-box .price__badge')).toHaveText('−10%');
    await page.getByLabel('Profile name').fill('Colour litter screen');
    await save.click();
    await expect(page).toHaveURL(/\/my\/custom-profiles$/);
    const card = page.locator('.product-tile', { hasText: 'Colour litter screen' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'A Locus (Agouti)' })).toBeVisible();

    // Into the cart once: priced there, one custom profile per order.
    const add = card.getByRole('button', { name: 'Add to cart Colour litter screen' });
    await add.click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await add.click();
    await expect(card.getByRole('alert')).toContainText('Already in Cart');
    await page.goto('/cart');
    await hydrated(page);
    const line = page.locator('.cart-line', { hasText: 'Custom profile – Colour litter screen' });
    await expect(line).toContainText('A Locus (Agouti), B Locus (Brown) (−10%)');
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await line.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    await page.goto('/my/custom-profiles');
    await hydrated(page);
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete profile' });
    await expect(dialog.getByText('Are you sure you want to delete this profile?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.product-tile', { hasText: 'Colour litter screen' })).toHaveCount(0);
  });

  test('a guest is asked to sign in to save a profile', async ({ page }) => {
    await page.goto('/breeder/for-cats/build-your-own-profile');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save profile' })).toHaveCount(0);
  });
});
