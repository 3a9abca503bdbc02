import { describe, expect, it } from '@jest/globals';
import { campaignPopupMayOpen } from './campaign-popup.js';

const visit = { pathname: '/breeder', pagesSeen: 2, countryChosen: true, dismissed: false };

describe('campaignPopupMayOpen', () => {
  it('opens on the second page of a visit that has a country', () => {
    expect(campaignPopupMayOpen(visit)).toBe(true);
    expect(campaignPopupMayOpen({ ...visit, pagesSeen: 1 })).toBe(false);
    expect(campaignPopupMayOpen({ ...visit, countryChosen: false })).toBe(false);
    expect(campaignPopupMayOpen({ ...visit, dismissed: true })).toBe(false);
  });

  it('never covers sign-in, registration, checkout or activation', () => {
    for (const pathname of ['/login', '/register', '/register/breeder', '/checkout', '/checkout/complete', '/activate']) {
      expect(campaignPopupMayOpen({ ...visit, pathname })).toBe(false);
    }
    expect(campaignPopupMayOpen({ ...visit, pathname: '/registered-breeders' })).toBe(true);
  });
});
