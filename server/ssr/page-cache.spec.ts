import { describe, expect, it } from '@jest/globals';
import type { ChangeTopic } from '../db/change-channel.js';
import { followChanges, guestPageKey, PageCache, type RenderedPage, withNonce } from './page-cache.js';

const page = (html: string, nonce = 'n0nce0000000000000000A=='): RenderedPage => ({
  status: 200,
  html,
  nonce,
  sharedWithGuests: true,
});
const visitor = { url: '/breeder/for-dogs/dna-tests', cookies: {}, geoCountry: undefined, acceptLanguage: 'en-GB' };

describe('guestPageKey', () => {
  it('differs for every input the storefront resolution reads', () => {
    const base = guestPageKey(visitor);
    expect(guestPageKey({ ...visitor, url: '/breeder/for-dogs/dna-tests?page=2' })).not.toBe(base);
    expect(guestPageKey({ ...visitor, cookies: { country: 'GB' } })).not.toBe(base);
    expect(guestPageKey({ ...visitor, cookies: { currency: 'EUR' } })).not.toBe(base);
    expect(guestPageKey({ ...visitor, cookies: { user_type: 'vet' } })).not.toBe(base);
    expect(guestPageKey({ ...visitor, cookies: { campaign_popup_dismissed: 'true' } })).not.toBe(base);
    expect(guestPageKey({ ...visitor, geoCountry: 'AU' })).not.toBe(base);
    expect(guestPageKey({ ...visitor, acceptLanguage: 'de-DE' })).not.toBe(base);
  });

  it('ignores cookies that do not change the page', () => {
    expect(guestPageKey({ ...visitor, cookies: { _ga: 'GA1.1.123' } })).toBe(guestPageKey(visitor));
  });
});

describe('withNonce', () => {
  it('puts the fresh nonce wherever the rendered one was', () => {
    const html = '<script nonce="abc123==">x</script><script nonce="abc123==" src="/a.js"></script>';
    expect(withNonce(page(html, 'abc123=='), 'fresh456==')).toBe(
      '<script nonce="fresh456==">x</script><script nonce="fresh456==" src="/a.js"></script>',
    );
  });
});

describe('PageCache', () => {
  it('serves a page until its time is up', () => {
    let now = 1_000;
    const cache = new PageCache(10_000, 10, () => now);
    cache.set('a', page('<p>a</p>'));
    now += 9_999;
    expect(cache.get('a')?.html).toBe('<p>a</p>');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets the least recently used page beyond its size', () => {
    const cache = new PageCache(10_000, 2, () => 0);
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('a');
    expect(cache.get('c')?.html).toBe('c');
  });

  it('keeps nothing when switched off', () => {
    const cache = new PageCache(0);
    cache.set('a', page('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops every page when content changes, and never keeps a page rendered before the change', () => {
    const cache = new PageCache(10_000, 10, () => 0);
    cache.set('a', page('old banner'));
    const renderBegan = cache.generation;
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', page('old banner'), renderBegan);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', page('new banner'), cache.generation);
    expect(cache.get('a')?.html).toBe('new banner');
  });

  it('follows the catalogue and the content on the change channel, until told to stop', () => {
    const listeners = new Map<ChangeTopic, Set<() => void>>();
    const channel = {
      onChange(topic: ChangeTopic, listener: () => void) {
        const set = listeners.get(topic) ?? new Set();
        listeners.set(topic, set.add(listener));
        return () => set.delete(listener);
      },
    };
    const tell = (topic: ChangeTopic) => {
      for (const listener of listeners.get(topic) ?? []) listener();
    };
    const cache = new PageCache(10_000, 10, () => 0);
    const stop = followChanges(channel, cache);
    for (const topic of ['catalogue', 'content'] as const) {
      cache.set('a', page('a'));
      tell(topic);
      expect(cache.get('a')).toBeUndefined();
    }
    stop();
    cache.set('a', page('a'));
    tell('content');
    expect(cache.get('a')?.html).toBe('a');
  });
});
