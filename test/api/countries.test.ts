import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STOREFRONT_CODES } from '../../shared/storefronts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/countries', () => {
  it('lists every storefront with its currency, and the countries they serve', async () => {
    const res = await t.http.get('/api/countries').expect(200);
    const byCode = new Map(res.body.map((c: { code: string }) => [c.code, c]));
    for (const code of STOREFRONT_CODES) expect(byCode.get(code)).toMatchObject({ code, isStorefront: true, storefront: code });
    expect(byCode.get('GB')).toEqual({
      id: 826,
      name: 'United Kingdom',
      code: 'GB',
      currency: 'GBP',
      storefront: 'GB',
      isStorefront: true,
    });
    expect(byCode.get('SE')).toMatchObject({ currency: 'SEK' });
    expect(byCode.get('PL')).toMatchObject({ currency: 'PLN' });
    expect(byCode.get('IE')).toMatchObject({ isStorefront: false, storefront: 'GB', currency: 'GBP' });
    expect(res.body.length).toBeGreaterThan(STOREFRONT_CODES.length);
  });
});

describe('states', () => {
  it('lists the Australian states by country id', async () => {
    const res = await t.http.get('/api/countries/36/states').expect(200);
    expect(res.body).toHaveLength(8);
    expect(res.body).toContainEqual({ code: 'NSW', name: 'New South Wales' });
  });

  it('lists states by country code', async () => {
    const us = await t.http.get('/api/countries/states/?country_code=US').expect(200);
    expect(us.body).toContainEqual({ code: 'CA', name: 'California' });
    expect(us.body).toHaveLength(51);
    const ca = await t.http.get('/api/countries/states?country_code=ca').expect(200);
    expect(ca.body).toContainEqual({ code: 'QC', name: 'Quebec' });
  });

  it('answers 404 for a country that does not exist', async () => {
    await t.http.get('/api/countries/999/states').expect(404);
    await t.http.get('/api/countries/states?country_code=XX').expect(404);
  });

  it('answers an empty list for a country without states', async () => {
    await t.http.get('/api/countries/826/states').expect(200, []);
  });
});
