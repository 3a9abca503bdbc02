import { describe, expect, it } from '@jest/globals';
import { isCrossSiteRequest } from './same-origin.js';

const base = {
  method: 'POST',
  host: 'shop.example',
  origin: undefined,
  secFetchSite: undefined,
  publicUrl: 'https://shop.example',
};

describe('isCrossSiteRequest', () => {
  it('lets safe methods through from anywhere', () => {
    expect(isCrossSiteRequest({ ...base, method: 'GET', secFetchSite: 'cross-site', origin: 'https://evil.example' })).toBe(
      false,
    );
  });

  it('refuses a POST a browser marks as cross-site or same-site', () => {
    expect(isCrossSiteRequest({ ...base, secFetchSite: 'cross-site' })).toBe(true);
    expect(isCrossSiteRequest({ ...base, secFetchSite: 'same-site' })).toBe(true);
  });

  it('refuses a POST whose Origin is another site', () => {
    expect(isCrossSiteRequest({ ...base, origin: 'https://evil.example' })).toBe(true);
    expect(isCrossSiteRequest({ ...base, origin: 'null' })).toBe(true);
  });

  it('accepts same-origin browsers and non-browser clients', () => {
    expect(isCrossSiteRequest({ ...base, secFetchSite: 'same-origin', origin: 'https://shop.example' })).toBe(false);
    expect(isCrossSiteRequest({ ...base, origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(false);
    expect(isCrossSiteRequest(base)).toBe(false);
  });

  it('decides on the method alone, whatever the path looks like', () => {
    expect(isCrossSiteRequest({ ...base, method: 'delete', secFetchSite: 'cross-site' })).toBe(true);
    expect(isCrossSiteRequest({ ...base, method: 'PUT', origin: 'https://evil.example' })).toBe(true);
  });
});
