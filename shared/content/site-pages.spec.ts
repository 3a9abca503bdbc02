import { describe, expect, it } from '@jest/globals';
import { CONTENT_PAGES_WITH_DATA, CONTENT_ROUTE_PATHS } from './content-paths.js';
import { CONTENT_PAGES, PUBLIC_PAGE_PATHS } from './site-pages.js';

describe('site pages', () => {
  it('routes every content page, and only those', () => {
    expect([...CONTENT_ROUTE_PATHS, ...CONTENT_PAGES_WITH_DATA].sort()).toEqual(CONTENT_PAGES.map((page) => page.path).sort());
  });

  it('gives every page a unique title and description', () => {
    const titles = CONTENT_PAGES.map((page) => page.title);
    const descriptions = CONTENT_PAGES.map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of CONTENT_PAGES) expect(page.description.length).toBeGreaterThan(50);
  });

  it('lists each public page once', () => {
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
  });
});
