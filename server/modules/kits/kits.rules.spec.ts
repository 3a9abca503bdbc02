import { describe, expect, it } from '@jest/globals';
import { CANINE_STR_MARKERS, FELINE_STR_MARKERS } from '../../../shared/genotype.js';
import {
  canonicalJson,
  checkDigit,
  mayOrderUpgrade,
  newBarcode,
  normaliseCode,
  parentageReadiness,
  parseResultsCsv,
  verificationCode,
} from './kits.rules.js';

describe('kit rules', () => {
  it('makes barcodes with a Luhn check digit', () => {
    expect(checkDigit('7992739871')).toBe(3);
    expect(newBarcode(42, 2026)).toBe(`PDL26000042${checkDigit('26000042')}`);
  });

  it('signs a record to a code that changes when any field changes', () => {
    const record = { animal: { name: 'Rex' }, results: [{ test: 'DM', genotype: 'N/N' }] };
    const code = verificationCode('s'.repeat(32), record);
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(verificationCode('s'.repeat(32), { results: record.results, animal: { name: 'Rex' } })).toBe(code);
    expect(verificationCode('s'.repeat(32), { ...record, results: [{ test: 'DM', genotype: 'N/m' }] })).not.toBe(code);
    expect(verificationCode('t'.repeat(32), record)).not.toBe(code);
  });

  it('accepts a code typed carelessly', () => {
    expect(normaliseCode('ab12cd34ef5o')).toBe('AB12-CD34-EF50');
    expect(normaliseCode('AB12-CD34-EF5I')).toBe('AB12-CD34-EF51');
  });

  it('writes canonical JSON with sorted keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it('parses the lab CSV, skipping the header and reporting bad lines', () => {
    const { rows, errors } = parseResultsCsv('Barcode,Test code,Genotype\n"pdl1",1002,N/m\n\nPDL2;1003\n');
    expect(rows).toEqual([{ line: 2, barcode: 'PDL1', testCode: '1002', genotype: 'N/m' }]);
    expect(errors).toEqual([{ line: 4, message: 'Expected three columns: barcode, test code, genotype' }]);
  });

  it('counts a DNA profile usable for parentage only with every core ISAG marker of its species', () => {
    const full = Object.fromEntries(CANINE_STR_MARKERS.filter((m) => m !== 'AMEL').map((m) => [m, [100, 104]]));
    expect(parentageReadiness('canine', full)).toEqual({ markersTyped: 18, markersRequired: 18, usableForParentage: true });
    const { AHT121: _dropped, ...partial } = full;
    expect(parentageReadiness('canine', { ...partial, AMEL: ['X', 'Y'] })).toEqual({
      markersTyped: 17,
      markersRequired: 18,
      usableForParentage: false,
    });
    const feline = Object.fromEntries(FELINE_STR_MARKERS.map((m) => [m, m === 'AMEL' ? ['X', 'X'] : [150, 160]]));
    expect(parentageReadiness('feline', feline)).toMatchObject({ markersRequired: 13, usableForParentage: true });
    expect(parentageReadiness('feline', full)).toMatchObject({ markersTyped: 0, usableForParentage: false });
  });
});

describe('mayOrderUpgrade', () => {
  const owner = { id: 7, userType: 'owner' };
  const vet = { id: 9, userType: 'vet' };

  it("lets the kit's owner, or the owner of its animal, order more tests for the sample", () => {
    expect(mayOrderUpgrade({ kitOwnerId: 7, animalOwnerId: null, sharedWithBuyer: false }, owner)).toBe(true);
    expect(mayOrderUpgrade({ kitOwnerId: 3, animalOwnerId: 7, sharedWithBuyer: false }, owner)).toBe(true);
  });

  it('lets a vet order for a patient shared with them, and no one else for anyone else', () => {
    expect(mayOrderUpgrade({ kitOwnerId: 3, animalOwnerId: 3, sharedWithBuyer: true }, vet)).toBe(true);
    expect(mayOrderUpgrade({ kitOwnerId: 3, animalOwnerId: 3, sharedWithBuyer: false }, vet)).toBe(false);
    expect(mayOrderUpgrade({ kitOwnerId: 3, animalOwnerId: 3, sharedWithBuyer: true }, owner)).toBe(false);
  });
});
