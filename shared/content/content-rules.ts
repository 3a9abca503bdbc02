import type { StorefrontCode } from '../storefronts.js';

/** Texts of the back office's content forms (the spec names none but 'This field is required'). */
export const CONTENT_MSG = {
  slug: 'Use lower-case letters, digits and single dashes (3 to 80 characters)',
  slugTaken: 'Another article already uses this slug',
  kind: 'Choose news or blog',
  date: 'Enter a date as YYYY-MM-DD',
  max120: 'This field have maximum 120 characters',
  max300: 'This field have maximum 300 characters',
  bodyMax: 'Keep the body under 50,000 characters',
  storefronts: 'Choose storefronts from the list',
  link: 'Enter a shop path starting with / or an https:// address',
  endsBeforeStart: 'The end must come on or after the start',
  publishedNotDeleted: 'Unpublish the article before deleting it',
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(slug: string): boolean {
  return slug.length >= 3 && slug.length <= 80 && SLUG_PATTERN.test(slug);
}

/** A slug suggested from a title: "Eight new tests!" → "eight-new-tests". */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A banner link: a path of the shop or an https address; nothing a browser would run. */
export function isValidLink(url: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !/\s/.test(url);
  } catch {
    return false;
  }
}

/** Today as the content calendar counts it: the UTC day, as for the back office's periods (0900). */
export function contentToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** An article is on the site when it is published and its date has come. */
export function isLive(article: { status: string; publishOn: string }, today: string): boolean {
  return article.status === 'published' && article.publishOn <= today;
}

/** Empty storefront list: every storefront. */
export function shownIn(storefronts: readonly string[], storefront: StorefrontCode): boolean {
  return storefronts.length === 0 || storefronts.includes(storefront);
}

/** A banner runs from its start day to its end day, both included; a missing bound is open. */
export function bannerRunsOn(banner: { startsOn: string | null; endsOn: string | null }, today: string): boolean {
  return (banner.startsOn === null || banner.startsOn <= today) && (banner.endsOn === null || today <= banner.endsOn);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
