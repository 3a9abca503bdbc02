import { COOKIES } from '../../shared/cookies.js';
import type { ChangeChannel } from '../db/change-channel.js';

/** A page as rendered once: its status, its HTML and the nonce its inline scripts were rendered with. */
export interface RenderedPage {
  status: number;
  html: string;
  nonce: string;
  /** Its route marks it the same for every guest; only such pages are kept. */
  sharedWithGuests: boolean;
}

/** What a page rendered for a visitor without a session depends on (decision 0011). */
export interface GuestRequest {
  url: string;
  cookies: Record<string, string | undefined>;
  geoCountry: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The key of a guest's page: the URL and every input the storefront resolution reads (the preference
 * cookies, the edge's country header, Accept-Language). Nothing else of the visitor reaches the HTML.
 */
export function guestPageKey(request: GuestRequest): string {
  const { cookies } = request;
  return [
    request.url,
    cookies[COOKIES.country] ?? '',
    cookies[COOKIES.currency] ?? '',
    cookies[COOKIES.userType] ?? '',
    cookies[COOKIES.campaignPopupDismissed] ?? '',
    request.geoCountry ?? '',
    request.acceptLanguage ?? '',
  ].join('\n');
}

/** The same page with a fresh nonce: nonces are 128 random bits, so the old one occurs only where it was put. */
export function withNonce(page: RenderedPage, nonce: string): string {
  return page.html.replaceAll(page.nonce, nonce);
}

/**
 * A small time-bounded LRU of rendered pages. Catalogue and content pages read reference data, so a
 * page a few seconds old is the page a visitor would get anyway; the cache turns a burst of visitors
 * to the same page into one render.
 */
export class PageCache {
  private readonly entries = new Map<string, { page: RenderedPage; expiresAt: number }>();
  /** Counts `clear()` calls: a render that began before one is not kept. */
  private cleared = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): RenderedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.page;
  }

  get generation(): number {
    return this.cleared;
  }

  /** Keeps a page rendered in `generation` (taken before the render began), unless the cache was cleared since. */
  set(key: string, page: RenderedPage, generation = this.cleared): void {
    if (!this.enabled || generation !== this.cleared) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Drops every page: content they show changed (decision 0913). */
  clear(): void {
    this.cleared += 1;
    this.entries.clear();
  }
}

/**
 * A guest's page shows the catalogue (prices, products) and the content (the banners are on every page): it
 * is dropped when either changes, on any node, at once (decisions 0903, 0913). The answer stops following.
 */
export function followChanges(channel: Pick<ChangeChannel, 'onChange'>, pageCache: PageCache): () => void {
  const stops = (['catalogue', 'content'] as const).map((topic) => channel.onChange(topic, () => pageCache.clear()));
  return () => {
    for (const stop of stops) stop();
  };
}
