import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../../shared/content/site-pages.js';
import { confirmedAccount, signInThrough } from './support/api.js';
import { expectNoAxeViolation, hydrated } from './support/page.js';

const headerColour = (page: Page) => page.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('storefront shell', () => {
  test.use({ locale: 'en' });

  test('first visit asks for a country; choosing GB reloads in the GB storefront', async ({ page, context }) => {
    await page.goto('/news-and-blogs');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Welcome! Where are you shopping from?' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('time').first()).toHaveText('10/01/2026');

    await dialog.getByRole('button', { name: /United Kingdom/ }).click();
    await page.waitForLoadState('load');
    await hydrated(page);
    await expect(page.locator('time').first()).toHaveText('01/10/2026');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'country')).toMatchObject({ value: 'GB', httpOnly: true });
    expect(cookies.find((c) => c.name === 'currency')).toMatchObject({ value: 'GBP' });
    await expect(page.getByRole('dialog', { name: /Where are you shopping from/ })).toHaveCount(0);
  });

  test('the campaign popup closes once its cookie is stored, and stays closed', async ({ page, context }) => {
    await context.addCookies([{ name: 'country', value: 'AU', url: test.info().project.use.baseURL as string }]);
    // It waits for the visit's second page (decision 0801).
    await page.goto('/');
    await hydrated(page);
    await page.goto('/help');
    await hydrated(page);
    const popup = page.getByRole('dialog', { name: 'Free shipping on Geno Pet' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'No thanks' }).click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    // The layout opens the popup from the storefront's answer, which now remembers the dismissal.
    const storefront = await (await page.request.get('/api/storefront')).json();
    expect(storefront).toMatchObject({ campaignPopupDismissed: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a link opens its page in this one, without loading the shop again; Back returns', async ({ page, context }) => {
    const url = test.info().project.use.baseURL as string;
    await context.addCookies([
      { name: 'country', value: 'US', url },
      { name: 'campaign_popup_dismissed', value: 'true', url },
    ]);
    await page.goto('/help');
    await hydrated(page);
    // A full page load would drop this.
    await page.evaluate(() => Object.assign(window, { stayedInPage: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact');
    expect(await page.evaluate(() => 'stayedInPage' in window)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/help$/);
    expect(await page.evaluate(() => 'stayedInPage' in window)).toBe(true);
  });
});

test.describe('audiences', () => {
  test.use({ locale: 'en-GB' });

  test('switching audience changes the header colour and the menus', { tag: '@desktop' }, async ({ page }, info) => {
    await page
      .context()
      .addCookies([{ name: 'campaign_popup_dismissed', value: 'true', url: info.project.use.baseURL as string }]);
    await page.goto('/breeder');
    await hydrated(page);
    expect(await headerColour(page)).toBe('rgb(194, 24, 91)');
    await page.getByRole('button', { name: 'For dogs' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Full breed profiles' })).toHaveAttribute(
      'href',
      '/breeder/for-dogs/full-breed-profile?sort=all',
    );
    await expect(menu.getByRole('link', { name: 'Build custom profile' }).first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Other products' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Audiences' }).getByRole('link', { name: 'Veterinarians' }).click();
    await expect(page).toHaveURL(/\/vet$/);
    await expect.poll(() => headerColour(page)).toBe('rgb(0, 121, 107)');
    await expect(page.getByRole('link', { name: "Breeders' benefits" })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Audiences' }).getByRole('link', { name: 'Pet Owner' }).click();
    await expect(page).toHaveURL(/\/pet-owner$/);
    await expect.poll(() => headerColour(page)).toBe('rgb(180, 83, 9)');
    await expect(page.getByRole('button', { name: 'For dogs' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Activate kit' })).toBeVisible();

    // The audience is remembered on pages that belong to everyone.
    await page.getByRole('link', { name: 'Contact us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect.poll(() => headerColour(page)).toBe('rgb(180, 83, 9)');
  });

  test(
    "a link opens its page in place and the menu marks it; a modified click is the browser's; the page shown is not added twice",
    { tag: '@desktop' },
    async ({ page, context }, info) => {
      await context.addCookies([{ name: 'campaign_popup_dismissed', value: 'true', url: info.project.use.baseURL as string }]);
      await page.goto('/breeder');
      await hydrated(page);
      const audiences = page.getByRole('navigation', { name: 'Audiences' });
      await expect(audiences.getByRole('link', { name: 'Breeder' })).toHaveAttribute('aria-current', 'page');
      await expect(audiences.getByRole('link', { name: 'Breeder' })).toHaveClass('active');
      await expect(audiences.locator('[aria-current]')).toHaveCount(1);
      // A mark on this document: it survives only a navigation made in the page.
      await page.evaluate(() => {
        (window as unknown as { samePage: boolean }).samePage = true;
      });

      // Ctrl+click opens the link in a new tab and leaves this page where it was.
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        audiences.getByRole('link', { name: 'Veterinarians' }).click({ modifiers: ['ControlOrMeta'] }),
      ]);
      await expect(tab).toHaveURL(/\/vet$/);
      await tab.close();
      await expect(page).toHaveURL(/\/breeder$/);

      await audiences.getByRole('link', { name: 'Veterinarians' }).click();
      await expect(page).toHaveURL(/\/vet$/);
      await expect(audiences.getByRole('link', { name: 'Veterinarians' })).toHaveAttribute('aria-current', 'page');
      await expect(audiences.getByRole('link', { name: 'Breeder' })).not.toHaveAttribute('aria-current');
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

      // Following the link to the page shown replaces it: one step back is the page before.
      const entries = await page.evaluate(() => history.length);
      await audiences.getByRole('link', { name: 'Veterinarians' }).click();
      await expect(page).toHaveURL(/\/vet$/);
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await page.goBack();
      await expect(page).toHaveURL(/\/breeder$/);
      await expect(audiences.getByRole('link', { name: 'Breeder' })).toHaveAttribute('aria-current', 'page');
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    },
  );

  test('the mobile drawer blocks scrolling, traps focus and closes on Escape', { tag: '@mobile' }, async ({ page }, info) => {
    await page
      .context()
      .addCookies([{ name: 'campaign_popup_dismissed', value: 'true', url: info.project.use.baseURL as string }]);
    await page.goto('/vet');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test(
    'on a phone the activation header keeps its title and every button on screen',
    { tag: '@mobile' },
    async ({ page }, info) => {
      await page
        .context()
        .addCookies([{ name: 'campaign_popup_dismissed', value: 'true', url: info.project.use.baseURL as string }]);
      await page.goto('/activate');
      await hydrated(page);
      const width = page.viewportSize()?.width ?? 0;
      const opener = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
      expect(opener && opener.x + opener.width).toBeLessThanOrEqual(width);
      await expect(page.locator('.header-title')).toBeVisible();
      // The wordmark is hidden from sight, not from screen readers.
      await expect(page.getByRole('link', { name: 'Pet DNA Lab home' })).toBeAttached();
    },
  );
});

test.describe('menus and panels', () => {
  test.use({ locale: 'en-GB' });

  test('each closes on a click elsewhere on the page', { tag: '@desktop' }, async ({ page, playwright }, info) => {
    const url = info.project.use.baseURL as string;
    await page.context().addCookies([
      { name: 'country', value: 'GB', url },
      { name: 'currency', value: 'GBP', url },
      { name: 'campaign_popup_dismissed', value: 'true', url },
    ]);
    await signInThrough(page.request, await confirmedAccount(playwright, url, { userType: 'breeder', countryCode: 'GB' }));
    await page.goto('/breeder/for-dogs/dna-tests');
    await hydrated(page);
    // The page's margin, beside whatever a menu drops over.
    const elsewhere = () => page.mouse.click(4, (page.viewportSize()?.height ?? 600) - 4);

    const forDogs = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'For dogs' });
    await forDogs.click();
    await expect(forDogs).toHaveAttribute('aria-expanded', 'true');
    await elsewhere();
    await expect(forDogs).toHaveAttribute('aria-expanded', 'false');

    const accountMenu = page.getByRole('button', { name: 'Bea', exact: true });
    await accountMenu.click();
    await expect(accountMenu).toHaveAttribute('aria-expanded', 'true');
    await elsewhere();
    await expect(accountMenu).toHaveAttribute('aria-expanded', 'false');

    const cart = page.getByRole('button', { name: /^Cart, 0 items/ });
    await cart.click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await elsewhere();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toHaveCount(0);
    await expect(cart).toHaveAttribute('aria-expanded', 'false');

    const breeds = page.locator('.multi-select__toggle', { hasText: 'Breeds' });
    await breeds.click();
    await expect(page.locator('.multi-select__panel')).toBeVisible();
    await elsewhere();
    await expect(page.locator('.multi-select__panel')).toHaveCount(0);

    await page.goto('/store/exercise-induced-collapse-eic-dog/p/1008');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    const mini = page.getByRole('dialog', { name: 'Item added to cart' });
    await expect(mini).toBeVisible();
    await elsewhere();
    await expect(mini).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cart, 1 items/ })).toBeVisible();
  });
});

test.describe('public pages', () => {
  test.use({ locale: 'en-GB' });

  test('the contact form sends a message and confirms it with a reference', async ({ page }, info) => {
    await page
      .context()
      .addCookies([{ name: 'campaign_popup_dismissed', value: 'true', url: info.project.use.baseURL as string }]);
    await page.goto('/contact-us');
    await hydrated(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel('Your name').fill('Ann Example');
    await page.getByLabel('Email').fill(`ann-${info.project.name}@example.com`);
    await page.getByLabel('Your message').fill('Which tests does a Maine Coon full breed profile include?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, we have your message' })).toBeVisible();
    await expect(page.locator('.form-card strong')).toHaveText(/^[0-9A-F]{8}$/);
  });

  test('every page in the sitemap renders on the server with its own title and canonical URL', async ({ request }, info) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(urls.length).toBeGreaterThan(30);
    const titles = new Set<string>();
    for (const path of urls) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title as string);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{30,}"/);
      expect(html, path).toContain(`rel="canonical" href="${info.project.use.baseURL}${path}"`);
      expect(html, path).toContain('data-app-root');
    }
    expect(titles.size).toBe(urls.length);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  });

  test.describe('accessibility', () => {
    test.beforeEach(async ({ context }, info) => {
      const url = info.project.use.baseURL as string;
      await context.addCookies([
        { name: 'country', value: 'GB', url },
        { name: 'campaign_popup_dismissed', value: 'true', url },
      ]);
    });

    // One journey per page, so that each has its own time bound and a failure names its page; the phone width
    // checks the first six, the pages whose layout differs most between widths.
    for (const [index, path] of PUBLIC_PAGE_PATHS.entries()) {
      const tag = index < 6 ? [] : ['@desktop'];
      test(`axe finds no accessibility violation on ${path}`, { tag }, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolation(page);
      });
    }

    test('axe finds no accessibility violation on the articles the sitemap lists', { tag: '@desktop' }, async ({
      page,
      request,
    }) => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
      const articles = listed.filter((path) => !PUBLIC_PAGE_PATHS.includes(path));
      expect(articles.length).toBeGreaterThan(0);
      // Every article shares one template: the first two stand for all of them.
      for (const path of articles.slice(0, 2)) {
        await page.goto(path);
        await expectNoAxeViolation(page, { label: path });
      }
    });
  });
});
