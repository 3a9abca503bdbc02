import { type Browser, expect, type Page, test } from '@playwright/test';
import { hydrated } from './support/page.js';
import { signInAs } from './support/sign-in.js';

/** Issue 19 §4: an admin writes, previews and publishes an article, and edits the announcement banner. */

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

const ORIGINAL_BANNER = {
  title: null,
  text: 'Pet DNA Lab and PawPrint Genomics are now one laboratory.',
  linkLabel: 'Read what it means for you',
  linkUrl: '/news-and-blogs/merger-announcement',
  storefronts: [],
  startsOn: null,
  endsOn: null,
};

/**
 * A guest in the GB storefront, whose pages the server keeps for the next guest (decision 0011), and who
 * dismissed the campaign popup already (it would open over their second page).
 */
async function guestIn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'en' });
  await context.addCookies([
    { name: 'country', value: 'GB', url: baseURL },
    { name: 'campaign_popup_dismissed', value: 'true', url: baseURL },
  ]);
  return { context, page: await context.newPage() };
}

async function openContent(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
  await page.waitForURL('**/admin/content');
  await hydrated(page);
}

test.describe('content in the back office (issue 19 §4)', () => {
  // Two browsers, one an admin's and one a guest's: three times the usual bound.
  test.slow();

  test('an admin writes, previews and publishes an article; a guest reads it and finds it in the sitemap', {
    tag: '@desktop',
  }, async ({ page, browser, baseURL }) => {
    const title = `Coat colour testing for Burmese cats ${stamp()}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const guest = await guestIn(browser, baseURL ?? '');
    const reader = guest.page;
    await reader.goto('/news-and-blogs');
    await expect(reader.getByRole('heading', { name: 'Pet DNA Lab and PawPrint Genomics join forces' })).toBeVisible();
    await expect(reader.getByRole('heading', { name: title })).toHaveCount(0);

    await openContent(page);
    // The demo draft and scheduled article are listed with the published ones.
    const articles = page.getByRole('region', { name: 'Articles' });
    await expect(articles.getByRole('row').filter({ hasText: 'At risk is not affected' })).toContainText('Draft');
    await expect(articles.getByRole('row').filter({ hasText: 'Sampling days at the spring shows' })).toContainText('Scheduled');

    await page.getByRole('link', { name: 'New article' }).click();
    await page.waitForURL('**/admin/content/articles/new');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Article' });
    await form.getByLabel('Title').fill(title);
    // The slug follows the title.
    await expect(form.getByLabel('Slug')).toHaveValue(slug);
    // Dated back in January, so the news page's newest article (which other journeys read) stays the same.
    await form.getByLabel('Publish date').fill('2026-01-15');
    await form.getByLabel('Summary').fill('Which colour and pattern genes we test in Burmese cats, and how to read the result.');
    await form
      .getByLabel('Body (Markdown)')
      .fill(
        '## Four loci, one coat\n\nThe **B** locus sets chocolate, the *D* locus dilutes.\n\n- Sepia\n- Mink\n\n<script>window.hacked = true</script>',
      );
    await form.getByRole('tab', { name: 'Preview' }).click();
    const preview = form.getByRole('tabpanel', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Four loci, one coat', level: 2 })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('B');
    await expect(preview.getByText('<script>window.hacked = true</script>')).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    await page.screenshot({ path: 'test-results/content-preview-1280.png', fullPage: true });

    await form.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/content\/articles\/\d+$/);
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expect(page.locator('.admin-flag')).toHaveText('Draft');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Article published')).toBeVisible();
    await expect(page.locator('.admin-flag')).toHaveText('Published');

    // The guest's next look shows it at once: the page kept for guests was dropped.
    await reader.goto('/news-and-blogs');
    await reader.getByRole('link', { name: new RegExp(title) }).click();
    await reader.waitForURL(`**/news-and-blogs/${slug}`);
    await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Four loci, one coat', level: 2 })).toBeVisible();
    await expect(reader.getByText('<script>window.hacked = true</script>')).toBeVisible();
    expect(await reader.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    // Server-rendered: the HTML itself carries the article.
    const html = await (await guest.context.request.get(`/news-and-blogs/${slug}`)).text();
    expect(html).toContain('<h2>Four loci, one coat</h2>');
    expect(html).not.toContain('<script>window.hacked');
    const sitemap = await (await guest.context.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${baseURL}/news-and-blogs/${slug}</loc>`);
    await guest.context.close();
  });

  test('an admin edits the announcement banner and every guest page shows it at once', { tag: '@desktop' }, async ({
    page,
    browser,
    baseURL,
  }) => {
    const guest = await guestIn(browser, baseURL ?? '');
    await guest.page.goto('/');
    await expect(guest.page.getByRole('complementary', { name: 'Announcement' })).toContainText('PawPrint Genomics');
    try {
      await openContent(page);
      await page.getByRole('link', { name: 'Announcement (under the header)' }).click();
      await page.waitForURL('**/admin/content/banners/announcement');
      await hydrated(page);
      const bannerForm = page.getByRole('form', { name: 'Banner' });
      await bannerForm.getByLabel('Text', { exact: true }).fill('Our laboratory closes from 24 to 26 December.');
      await bannerForm.getByLabel('Link text').fill('Opening hours');
      await bannerForm.getByLabel('Link', { exact: true }).fill('/contact-us');
      await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Our laboratory closes from 24 to 26 December.');
      await page.screenshot({ path: 'test-results/content-banner-1280.png', fullPage: true });
      await bannerForm.getByRole('button', { name: 'Save banner' }).click();
      await expect(page.getByText('Banner saved')).toBeVisible();

      await guest.page.goto('/');
      const announcement = guest.page.getByRole('complementary', { name: 'Announcement' });
      await expect(announcement).toContainText('Our laboratory closes from 24 to 26 December.');
      await expect(announcement.getByRole('link', { name: 'Opening hours' })).toHaveAttribute('href', '/contact-us');
    } finally {
      // Other journeys read the merger banner as the seed left it.
      await page.request.put('/api/admin/content/banners/announcement', { data: ORIGINAL_BANNER });
      await guest.context.close();
    }
  });
});
