import { describe, expect, it } from '@jest/globals';
import { ResponseCache } from './response-cache.js';

describe('ResponseCache', () => {
  it('loads once per key until the entry expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ResponseCache<number>(10, 1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 1001;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new ResponseCache<string>(2, 60_000);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('forgets a failed load', async () => {
    const cache = new ResponseCache<string>(10, 60_000);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  it('loads again after being cleared', async () => {
    const cache = new ResponseCache<string>(10, 60_000);
    await cache.get('a', async () => 'old price');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 'new price')).toBe('new price');
  });
});
