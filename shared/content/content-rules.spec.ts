import { describe, expect, it } from '@jest/globals';
import { bannerRunsOn, contentToday, isLive, isValidLink, isValidSlug, shownIn, slugOf } from './content-rules.js';
import { renderMarkdown } from './markdown.js';

describe('article slugs', () => {
  it('accepts lower-case words joined by single dashes', () => {
    expect(isValidSlug('merger-announcement')).toBe(true);
    expect(isValidSlug('new-feline-tests-2026')).toBe(true);
  });

  it('refuses capitals, spaces, doubled or edge dashes, slashes and too short or long slugs', () => {
    for (const slug of ['Merger', 'two words', 'a--b', '-lead', 'trail-', 'a/b', '../x', 'ab', 'x'.repeat(81)]) {
      expect(isValidSlug(slug)).toBe(false);
    }
  });

  it('suggests a slug from a title', () => {
    expect(slugOf('Eight new feline tests bring our cat menu past 60!')).toBe(
      'eight-new-feline-tests-bring-our-cat-menu-past-60',
    );
    expect(slugOf('  Café — Über  ')).toBe('cafe-uber');
  });
});

describe('what the site shows', () => {
  it('shows a published article from its day on, never a draft', () => {
    expect(isLive({ status: 'published', publishOn: '2026-11-26' }, '2026-11-26')).toBe(true);
    expect(isLive({ status: 'published', publishOn: '2026-11-27' }, '2026-11-26')).toBe(false);
    expect(isLive({ status: 'draft', publishOn: '2026-01-01' }, '2026-11-26')).toBe(false);
  });

  it('counts days in UTC', () => {
    expect(contentToday(new Date('2026-11-26T23:30:00-05:00'))).toBe('2026-11-27');
  });

  it('lists in every storefront when none is chosen', () => {
    expect(shownIn([], 'AU')).toBe(true);
    expect(shownIn(['AU', 'NZ'], 'NZ')).toBe(true);
    expect(shownIn(['AU', 'NZ'], 'GB')).toBe(false);
  });

  it('runs a banner between its days, both included', () => {
    expect(bannerRunsOn({ startsOn: null, endsOn: null }, '2026-11-26')).toBe(true);
    expect(bannerRunsOn({ startsOn: '2026-11-26', endsOn: '2026-11-26' }, '2026-11-26')).toBe(true);
    expect(bannerRunsOn({ startsOn: '2026-11-27', endsOn: null }, '2026-11-26')).toBe(false);
    expect(bannerRunsOn({ startsOn: null, endsOn: '2026-11-25' }, '2026-11-26')).toBe(false);
  });
});

describe('banner links', () => {
  it('takes shop paths and https addresses only', () => {
    expect(isValidLink('/research-innovation')).toBe(true);
    expect(isValidLink('https://example.org/epilepsy')).toBe(true);
    for (const link of ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'data:text/html,x', 'research', '']) {
      expect(isValidLink(link)).toBe(false);
    }
  });
});

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown('## Why\n\nA **carrier** is *healthy*.\n\n- one\n- two\n\n[Contact us](/contact-us)');
    expect(html).toContain('<h2>Why</h2>');
    expect(html).toContain('<strong>carrier</strong>');
    expect(html).toContain('<em>healthy</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/contact-us">Contact us</a>');
  });

  it('never passes script, event handlers or script links through', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) [x](vbscript:msgbox) ![i](data:text/html,<b>)\n\n<a href="javascript:alert(4)">a</a>',
    );
    expect(html).not.toMatch(/<script|<img|<a href="javascript|href="vbscript|src="data:text/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps outside links from reaching back to the shop', () => {
    expect(renderMarkdown('[paper](https://example.org/p)')).toContain('rel="noopener noreferrer"');
  });
});
