import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GEO_HEADER: 'X-Edge-Country' });
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown) =>
  t.http
    .post(path)
    .set('origin', 'http://shop.test')
    .set('sec-fetch-site', 'same-origin')
    .send(body as object);

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

describe('GET /api/storefront', () => {
  it('asks a visitor nothing names: the default storefront, and the welcome dialog', async () => {
    const res = await t.http.get('/api/storefront').set('accept-language', 'en').expect(200);
    expect(res.body).toEqual({
      storefront: 'US',
      countryCode: null,
      currency: 'USD',
      locale: 'en-US',
      source: 'default',
      needsCountryChoice: true,
      userType: 'guest',
      signedIn: false,
      campaignPopupDismissed: false,
    });
  });

  it('reads the configured edge header, mapping a shipping country to its storefront', async () => {
    const res = await t.http.get('/api/storefront').set('x-edge-country', 'IE').expect(200);
    expect(res.body).toMatchObject({ storefront: 'GB', countryCode: 'IE', currency: 'GBP', locale: 'en-GB', source: 'edge' });
    expect(res.body.needsCountryChoice).toBe(false);
  });

  it('ignores cf-ipcountry when the deployment trusts another header', async () => {
    const res = await t.http.get('/api/storefront').set('cf-ipcountry', 'AU').expect(200);
    expect(res.body.source).toBe('default');
  });

  it('falls back to Accept-Language', async () => {
    const res = await t.http.get('/api/storefront').set('accept-language', 'sv-SE,sv;q=0.9').expect(200);
    expect(res.body).toMatchObject({ storefront: 'SE', currency: 'SEK', source: 'accept-language' });
  });

  it('lets the country cookie win over the edge header, and reads the user-type and popup cookies', async () => {
    const res = await t.http
      .get('/api/storefront')
      .set('x-edge-country', 'US')
      .set('cookie', 'country=GB; currency=GBP; user_type=vet; campaign_popup_dismissed=true')
      .expect(200);
    expect(res.body).toMatchObject({
      storefront: 'GB',
      countryCode: 'GB',
      currency: 'GBP',
      source: 'cookie',
      userType: 'vet',
      campaignPopupDismissed: true,
    });
  });

  it('ignores cookies with values the shop never writes', async () => {
    const res = await t.http.get('/api/storefront').set('cookie', 'country=ZZ; user_type=admin').expect(200);
    expect(res.body).toMatchObject({ source: 'default', userType: 'guest' });
  });
});

describe('POST /api/cookie/*', () => {
  it('sets the country cookie for 31 days, HttpOnly, and the next request is in that storefront', async () => {
    const res = await post('/api/cookie/country', { countryCode: 'gb' }).expect(200, { countryCode: 'GB' });
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^country=GB;/);
    expect(cookie).toContain('Max-Age=2678400');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const next = await t.http.get('/api/storefront').set('cookie', 'country=GB').expect(200);
    expect(next.body).toMatchObject({ storefront: 'GB', source: 'cookie' });
  });

  it('accepts a shipping country served by another storefront', async () => {
    const res = await post('/api/cookie/country', { countryCode: 'AT' }).expect(200);
    expect(setCookies(res)[0]).toMatch(/^country=AT;/);
  });

  it.each([
    [{ countryCode: 'XX' }, { countryCode: 'Choose a country we ship to' }],
    [{ countryCode: 'GBR' }, { countryCode: 'Choose a country we ship to' }],
    [{}, { countryCode: 'This field is required' }],
  ])('refuses country %j with 428 and sets nothing', async (body, errors) => {
    const res = await post('/api/cookie/country', body).expect(428);
    expect(res.body).toEqual({ errors });
    expect(setCookies(res)).toEqual([]);
  });

  it('sets a shop currency, and refuses any other with 428', async () => {
    const ok = await post('/api/cookie/currency', { currency: 'EUR' }).expect(200);
    expect(setCookies(ok)[0]).toMatch(/^currency=EUR;.*HttpOnly/);
    const bad = await post('/api/cookie/currency', { currency: 'RUB' }).expect(428);
    expect(bad.body).toEqual({ errors: { currency: 'Choose one of the shop currencies' } });
    expect(setCookies(bad)).toEqual([]);
  });

  it('sets the user type for 7 days, and refuses an unknown one', async () => {
    const ok = await post('/api/cookie/user-type', { userType: 'owner' }).expect(200, { userType: 'owner' });
    expect(setCookies(ok)[0]).toMatch(/^user_type=owner;.*Max-Age=604800/);
    const bad = await post('/api/cookie/user-type', { userType: 'admin' }).expect(428);
    expect(bad.body).toEqual({ errors: { userType: 'Choose breeder, owner, vet or guest' } });
    expect(setCookies(bad)).toEqual([]);
  });

  it('remembers the dismissed campaign popup', async () => {
    const ok = await post('/api/cookie/campaign-popup', {}).expect(200);
    expect(setCookies(ok)[0]).toMatch(/^campaign_popup_dismissed=true;.*HttpOnly/);
    const bad = await post('/api/cookie/campaign-popup', { dismissed: 'no' }).expect(428);
    expect(setCookies(bad)).toEqual([]);
  });

  it('forgets the guest country', async () => {
    const res = await t.http
      .delete('/api/cookie/country')
      .set('origin', 'http://shop.test')
      .set('sec-fetch-site', 'same-origin')
      .expect(204);
    expect(setCookies(res).join(';')).toMatch(/country=;/);
  });

  it('refuses a cross-site write', async () => {
    await t.http.post('/api/cookie/country').set('origin', 'http://evil.test').send({ countryCode: 'GB' }).expect(403);
  });
});
