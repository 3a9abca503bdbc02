import { describe, expect, it } from '@jest/globals';
import { PUBLIC_PAGE_PATHS } from '../../shared/content/site-pages.js';
import { robotsTxt, sitemapXml } from './seo-files.js';

describe('sitemap and robots', () => {
  it('lists every public page once, as absolute URLs', () => {
    const xml = sitemapXml('https://shop.example', PUBLIC_PAGE_PATHS);
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
    for (const path of ['/', '/breeder', '/vet', '/pet-owner', '/contact-us', '/help', '/news-and-blogs']) {
      expect(xml).toContain(`<loc>https://shop.example${path}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PAGE_PATHS.length);
  });

  it('keeps crawlers out of the API and private areas and points at the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /my/');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('names further sitemaps, such as the catalogue’s', () => {
    const robots = robotsTxt('https://shop.example', ['/sitemap-catalogue.xml']);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml\nSitemap: https://shop.example/sitemap-catalogue.xml');
  });
});
