import { describe, expect, it } from '@jest/globals';
import { describeOrigin, MICROCHIP_MSG, readMicrochip } from './microchip.js';
import { STOREFRONT_CODES } from './storefronts.js';

describe('reading a microchip number', () => {
  it('reads a 15-digit ISO chip with a country code, tolerating spaces, dashes and dots', () => {
    for (const typed of ['036000000123401', ' 036 0000 0012 3401 ', '036-000000-123401', '036.000.000.123.401']) {
      expect(readMicrochip(typed)).toEqual({
        ok: true,
        chip: '036000000123401',
        code: '036',
        number: '000000123401',
        origin: { kind: 'country', code: '036', countryCode: 'AU', name: 'Australia' },
      });
    }
    const uk = readMicrochip('826098100012345');
    expect(uk.ok && describeOrigin(uk.origin)).toBe('Country code 826: United Kingdom');
  });

  it('names the country of every storefront', () => {
    const codes = {
      AU: '036',
      GB: '826',
      DE: '276',
      ES: '724',
      FR: '250',
      IT: '380',
      NL: '528',
      PL: '616',
      PT: '620',
      SE: '752',
      CA: '124',
      NZ: '554',
      US: '840',
    };
    for (const storefront of STOREFRONT_CODES) {
      const reading = readMicrochip(`${codes[storefront]}000000000001`);
      expect(reading.ok && reading.origin.kind === 'country' && reading.origin.countryCode).toBe(storefront);
    }
  });

  it('keeps a country code it has no name for, and tells manufacturer codes apart', () => {
    const unnamed = readMicrochip('123456789012345');
    expect(unnamed.ok && unnamed.origin).toEqual({ kind: 'country', code: '123', countryCode: null, name: null });
    expect(unnamed.ok && describeOrigin(unnamed.origin)).toBe('Country code 123');
    const homeAgain = readMicrochip('985 141 000 123 456');
    expect(homeAgain.ok && homeAgain.origin).toEqual({ kind: 'manufacturer', code: '985', name: 'Destron Fearing / HomeAgain' });
    expect(homeAgain.ok && describeOrigin(homeAgain.origin)).toMatch(/^Manufacturer code 985 \(Destron Fearing \/ HomeAgain\): /);
    const edge = readMicrochip('998000000000001');
    expect(edge.ok && edge.origin).toEqual({ kind: 'manufacturer', code: '998', name: null });
    const lastCountry = readMicrochip('899000000000001');
    expect(lastCountry.ok && lastCountry.origin.kind).toBe('country');
  });

  it('answers test transponders and impossible codes with a clear message', () => {
    expect(readMicrochip('999000000000001')).toEqual({ ok: false, problem: 'test', message: MICROCHIP_MSG.test });
    expect(readMicrochip('000123456789012')).toEqual({ ok: false, problem: 'format', message: MICROCHIP_MSG.zero });
  });

  it('says legacy AVID and FECAVA chips are not ISO and cannot be checked', () => {
    for (const avid of ['123456789', 'AVID*012*345*678', 'avid012345678', '012 345 678']) {
      expect(readMicrochip(avid)).toEqual({ ok: false, problem: 'legacy', message: MICROCHIP_MSG.avid });
    }
    for (const fecava of ['0A0139B2D5', '00063F1A2B', '1234567890']) {
      expect(readMicrochip(fecava)).toEqual({ ok: false, problem: 'legacy', message: MICROCHIP_MSG.fecava });
    }
  });

  it('explains what is wrong with anything else', () => {
    expect(readMicrochip('   ')).toEqual({ ok: false, problem: 'empty', message: MICROCHIP_MSG.empty });
    expect(readMicrochip('03600000012340')).toEqual({ ok: false, problem: 'format', message: MICROCHIP_MSG.length(14) });
    expect(readMicrochip('0360000001234011')).toMatchObject({
      message: 'An ISO microchip number has 15 digits; this one has 16',
    });
    expect(readMicrochip('03600000012340X')).toEqual({ ok: false, problem: 'format', message: MICROCHIP_MSG.letters });
  });
});
