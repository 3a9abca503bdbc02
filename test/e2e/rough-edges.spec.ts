import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

// Issue 20 §1: the rough edges a shopper minds, each as a journey.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** WCAG contrast of an element's text against the nearest opaque background behind it (itself or an ancestor). */
const contrastOnPanel = (element: Locator) =>
  element.evaluate((el) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const linear = (channel = 0) => {
      const s = channel / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    let behind: Element | null = el;
    while (behind && channels(getComputedStyle(behind).backgroundColor)[3] === 0) behind = behind.parentElement;
    const text = luminance(getComputedStyle(el).color);
    const ground = luminance(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)');
    return (Math.max(text, ground) + 0.05) / (Math.min(text, ground) + 0.05);
  });

async function chooseCountry(context: BrowserContext, baseURL: string, campaignDismissed = true) {
  await context.addCookies([
    { name: 'country', value: 'GB', url: baseURL },
    { name: 'currency', value: 'GBP', url: baseURL },
    ...(campaignDismissed ? [{ name: 'campaign_popup_dismissed', value: 'true', url: baseURL }] : []),
  ]);
}

test.use({ locale: 'en-GB' });

test.describe('rough edges', () => {
  test.beforeEach(async ({ context }, info) => chooseCountry(context, info.project.use.baseURL as string));

  test('a page opened from low in a list starts at the top, and Back returns to the same place', async ({ page }) => {
    await page.goto('/breeder/for-dogs/dna-tests');
    await hydrated(page);
    const lastTile = page.locator('.product-tile h3 a').last();
    await lastTile.scrollIntoViewIfNeeded();
    const listPosition = await scrollY(page);
    expect(listPosition).toBeGreaterThan(400);
    const name = (await lastTile.textContent()) ?? '';
    await lastTile.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    await page.goBack();
    await expect(page.locator('.product-tile h3 a').last()).toHaveText(name);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(listPosition - 40);
  });

  test('a mistyped barcode is shown under its field, which takes focus; no toast repeats it', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signInAs(page, 'breeder');
    await page.goto('/activate');
    await hydrated(page);
    const main = page.getByRole('main');
    await main.getByLabel('Barcode number *', { exact: true }).fill('PDL000000001');
    await main.getByLabel('Confirm barcode number *', { exact: true }).fill('PDL000000002');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText("Confirm Barcode Number doesn't match")).toBeVisible();
    await expect(main.getByLabel('Confirm barcode number *', { exact: true })).toBeFocused();
    await expect(page.locator('.toaster')).not.toContainText('Barcode');
    expect(consoleErrors).toEqual([]);
  });

  test('registration names the field in words, focuses it and toasts nothing it shows', async ({ page }) => {
    await page.goto('/register');
    await hydrated(page);
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Ada');
    await main.getByLabel('Last name').fill('Lovelace');
    await main.getByLabel('Email').fill('ada.example.com');
    await main.getByLabel('Password', { exact: true }).fill('a-long-enough-password-2026');
    await main.getByRole('button', { name: 'Register' }).click();
    await expect(main.getByText('Enter a valid email address')).toBeVisible();
    await expect(main.getByLabel('Email')).toBeFocused();
    await expect(page.getByText(/email must be a valid email|email:/)).toHaveCount(0);
    await expect(page.locator('.toaster')).toBeEmpty();
  });

  test('focus returns to what opened the country dialog', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/help');
    await hydrated(page);
    const opener = page.getByRole('button', { name: /^GB: .*Change country/ });
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('Escape in the account menu gives focus back to its button', { tag: '@desktop' }, async ({ page }) => {
    await signInAs(page, 'owner');
    await page.goto('/help');
    await hydrated(page);
    const toggle = page.locator('.account-menu > button');
    await toggle.click();
    await page.keyboard.press('Tab');
    await expect(page.locator('.account-menu .submenu a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('focus returns to the menu button when the menu closes', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/help');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    await expect(page.locator('#mobile-drawer')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-drawer')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('Add to cart confirms below the header with a mini-cart, then gives focus back', async ({ page }) => {
    await page.goto('/store/exercise-induced-collapse-eic-dog/p/1008');
    await hydrated(page);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.click();
    const mini = page.getByRole('dialog', { name: 'Item added to cart' });
    await expect(mini).toBeVisible();
    await expect(mini).toBeFocused();
    await expect(mini.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await expect(mini.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    // Both links readable (axe leaves a panel over the page as "needs review", so the contrast is read here):
    // the header's white link colour must not reach "View cart" on the white panel.
    for (const name of ['View cart', 'Checkout']) {
      expect(await contrastOnPanel(mini.getByRole('link', { name })), name).toBeGreaterThanOrEqual(4.5);
    }
    // Below the header and its menu bar, where the page shows one.
    const headerBottom = await page
      .locator('.header-main, .header-nav')
      .evaluateAll((parts) => Math.max(...parts.map((part) => part.getBoundingClientRect().bottom)));
    const box = await mini.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(headerBottom);
    await expect(page.locator('.toaster')).toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(mini).toHaveCount(0);
    await expect(add).toBeFocused();
  });

  test('each checkout step takes focus at its heading', async ({ page }) => {
    test.slow();
    await page.goto('/store/exercise-induced-collapse-eic-dog/p/1008');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('dialog', { name: 'Item added to cart' }).getByRole('link', { name: 'Checkout' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(main.getByLabel('First name')).toBeFocused();
    await main.getByLabel('First name').fill('Ada');
    await main.getByLabel('Last name').fill('Lovelace');
    await main.getByLabel('Email').fill('ada@example.com');
    await main.getByLabel('Address', { exact: true }).fill('1 Analytical Row');
    await main.getByLabel('City').fill('London');
    await main.getByLabel('Postal code').fill('SW1A 1AA');
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(main.getByRole('heading', { name: 'Shipping' })).toBeFocused();
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(main.getByRole('heading', { name: 'Payment' })).toBeFocused();
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(main.getByRole('heading', { name: 'Review your order' })).toBeFocused();
    await main.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(main.getByText('Tick this box to go on')).toBeVisible();
    await expect(main.getByRole('checkbox', { name: /I accept the/ })).toBeFocused();
  });

  test('the search suggestions are walked with the arrow keys', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/help');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search tests and breeds' });
    await expect(box).toBeFocused();
    await box.fill('Progressive');
    const options = page.getByTestId('search-suggestions').getByRole('link');
    await expect(options.nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const name = (await options.first().textContent())?.split(' · ')[0] ?? '';
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('no public page scrolls sideways at 390 px', { tag: '@mobile' }, async ({ page }) => {
    test.slow();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const path of [
      '/',
      '/breeder',
      '/pet-owner',
      '/vet',
      '/breeder/for-dogs/dna-tests',
      '/store/exercise-induced-collapse-eic-dog/p/1008',
      '/search?q=dna',
      '/cart',
      '/login',
      '/register',
      '/help',
    ]) {
      await page.goto(path);
      await hydrated(page);
      expect(await sideways(), path).toBeLessThanOrEqual(390);
    }
    await page.goto('/breeder/for-dogs/dna-tests');
    await hydrated(page);
    await page.getByRole('button', { name: 'Test types' }).click();
    await expect(page.getByLabel('Disease', { exact: true })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(390);
    // Every category pill can be seen: none is cut off at the screen's edge.
    const pills = await page
      .locator('.catalogue-page .tabs a')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right));
    expect(pills.length).toBeGreaterThan(1);
    for (const right of pills) expect(right).toBeLessThanOrEqual(390);
  });

  test('the home page figures sit in an even grid on a phone', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const widths = await page.locator('.claims li').evaluateAll((items) => items.map((li) => Math.round(li.clientWidth)));
    expect(widths.length).toBeGreaterThan(2);
    expect(new Set(widths).size).toBe(1);
  });

  test('the country button is named by what it shows', async ({ page }) => {
    test.slow();
    for (const path of ['/', '/breeder/for-dogs/dna-tests']) {
      await page.goto(path);
      await hydrated(page);
      const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      expect(axe.violations, path).toEqual([]);
    }
  });

  test('the order-complete page does not ask for the cart its order replaced', async ({ page }) => {
    const cartCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/cart/')) cartCalls.push(request.url());
    });
    // The browser still holds the id of the cart the order was made from; paying deleted that cart.
    await page.addInitScript(() => localStorage.setItem('cartSessionId', 'a-cart-already-paid-for'));
    await page.goto('/checkout/complete?order=999999');
    await hydrated(page);
    await expect(page.getByText('We could not find this order.')).toBeVisible();
    expect(cartCalls).toEqual([]);
  });
});

test.describe('campaign popup', () => {
  test.beforeEach(async ({ context }, info) => chooseCountry(context, info.project.use.baseURL as string, false));
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Free shipping on Geno Pet' });

  test('waits for the second page, and never covers sign-in, registration, checkout or activation', async ({ page }) => {
    await page.goto('/login');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(popup(page)).toHaveCount(0);
    for (const path of ['/register', '/checkout', '/activate']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await expect(popup(page), path).toHaveCount(0);
    }
  });

  test('opens on the second page of a visit, not over the first', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(popup(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Shop breeding tests' }).click();
    await expect(page).not.toHaveURL(/\/$/);
    await expect(popup(page)).toBeVisible();
  });
});
