import { describe, expect, it } from '@jest/globals';
import type { Db } from '../../db/database.js';
import { GeoService } from './geo.service.js';

const row = { id: 826, name: 'United Kingdom', code: 'GB', currency: 'GBP', storefrontCode: 'GB', isStorefront: true };

/** A database whose countries query fails the first `failures` times, counting the reads. */
function countriesTable(failures: number) {
  const reads = { count: 0 };
  const db = {
    select: () => ({
      from: () => ({
        orderBy: () => {
          reads.count++;
          return reads.count <= failures ? Promise.reject(new Error('connection refused')) : Promise.resolve([row]);
        },
      }),
    }),
  } as unknown as Db;
  return { db, reads };
}

describe('GeoService.listCountries', () => {
  it('reads the countries once per process', async () => {
    const { db, reads } = countriesTable(0);
    const geo = new GeoService(db);
    const [first, second] = await Promise.all([geo.listCountries(), geo.listCountries()]);
    expect(await geo.listCountries()).toBe(first);
    expect(second).toBe(first);
    expect(first).toEqual([
      { id: 826, name: 'United Kingdom', code: 'GB', currency: 'GBP', storefront: 'GB', isStorefront: true },
    ]);
    expect(reads.count).toBe(1);
  });

  it('does not keep a failed read: the next call reads again', async () => {
    const { db, reads } = countriesTable(1);
    const geo = new GeoService(db);
    await expect(geo.listCountries()).rejects.toThrow('connection refused');
    expect((await geo.listCountries()).map((c) => c.code)).toEqual(['GB']);
    expect(reads.count).toBe(2);
  });
});
