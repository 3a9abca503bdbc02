import { describe, expect, it } from '@jest/globals';
import { CANINE_STR_MARKERS, canonicalMarker, FELINE_STR_MARKERS, isStrMarker, parseStrCall } from './genotype.js';
import { compareWithParent, corePanel, missingCoreNote, type StrCall, type StrProfile, verdictOf } from './parentage.js';

/** A full canine core profile: marker i carries alleles 100+2i and 110+2i, unless overridden. */
function canine(overrides: Record<string, StrCall | undefined> = {}, sex: 'X/X' | 'X/Y' = 'X/X'): StrProfile {
  const profile: Record<string, StrCall> = {};
  corePanel('canine').forEach((marker, i) => {
    profile[marker] = [100 + 2 * i, 110 + 2 * i];
  });
  profile.AMEL = sex.split('/') as [string, string];
  for (const [marker, call] of Object.entries(overrides)) {
    if (call === undefined) delete profile[marker];
    else profile[marker] = call;
  }
  return profile;
}

describe('the ISAG canine core panel', () => {
  it('is the 18 core markers plus amelogenin, with REN54P11 and without the extended AHTh130', () => {
    expect(CANINE_STR_MARKERS).toEqual([
      'AHTk211',
      'C22.279',
      'REN169O18',
      'INU055',
      'REN54P11',
      'INRA21',
      'AHT137',
      'REN169D01',
      'AHTh260',
      'AHTk253',
      'INU005',
      'INU030',
      'FH2848',
      'AHT121',
      'FH2054',
      'REN162C04',
      'AHTh171',
      'REN247M23',
      'AMEL',
    ]);
    expect(corePanel('canine')).toHaveLength(18);
    expect(corePanel('feline')).toHaveLength(FELINE_STR_MARKERS.length - 1);
  });

  it('accepts extended markers and the other names of a marker from the lab CSV', () => {
    expect(isStrMarker('AHTh130')).toBe(true);
    expect(isStrMarker('REN64E19')).toBe(true);
    expect(isStrMarker('CXX279')).toBe(true);
    expect(canonicalMarker('CXX279')).toBe('C22.279');
    expect(canonicalMarker('Amelogenin')).toBe('AMEL');
    expect(parseStrCall('amelogenin', 'X/Y')).toEqual(['X', 'Y']);
    expect(isStrMarker('PRA-prcd')).toBe(false);
  });
});

describe('verdictOf: the exclusion rule', () => {
  it.each([
    [0, 'qualifies'],
    [1, 'inconclusive'],
    [2, 'excluded'],
    [3, 'excluded'],
    [18, 'excluded'],
  ] as const)('%i failing markers → %s', (failing, verdict) => {
    expect(verdictOf(failing)).toBe(verdict);
  });

  it('refuses a count that is not a whole number of markers', () => {
    expect(() => verdictOf(-1)).toThrow(RangeError);
    expect(() => verdictOf(1.5)).toThrow(RangeError);
  });
});

describe('compareWithParent', () => {
  it('qualifies a parent that shares an allele at every marker, and shows which alleles are shared', () => {
    const dam = canine();
    const pup = canine({ AHTk211: [100, 120], 'C22.279': [112, 112] });
    const result = compareWithParent('canine', pup, dam);
    expect(result.verdict).toBe('qualifies');
    expect(result.markersCompared).toBe(18);
    expect(result.failing).toEqual([]);
    expect(result.isagComparable).toBe(true);
    expect(result.markers[0]).toEqual({
      marker: 'AHTk211',
      core: true,
      offspring: '100/120',
      parent: '100/110',
      shared: ['100'],
      consistent: true,
    });
    // A homozygous offspring shares its one allele once, not twice.
    expect(result.markers[1]).toMatchObject({ marker: 'C22.279', offspring: '112/112', shared: ['112'] });
    expect(result.summary).toBe('Shares an allele with the offspring at all 18 markers compared: parentage qualifies.');
  });

  it('lists both alleles when the offspring shares both with the parent', () => {
    const result = compareWithParent('canine', canine(), canine());
    expect(result.markers[0]?.shared).toEqual(['100', '110']);
  });

  it('is inconclusive with exactly one failing marker, and names it', () => {
    const result = compareWithParent('canine', canine({ INU055: [90, 92] }), canine());
    expect(result.verdict).toBe('inconclusive');
    expect(result.failing).toEqual(['INU055']);
    expect(result.markers.find((m) => m.marker === 'INU055')).toMatchObject({ shared: [], consistent: false });
    expect(result.summary).toMatch(/at 1 of 18 markers \(INU055\): inconclusive/);
  });

  it('excludes a parent with two or more failing markers, listed in panel order', () => {
    const pup = canine({ FH2054: [90, 92], AHTk211: [91, 93], REN54P11: [94, 96] });
    const result = compareWithParent('canine', pup, canine());
    expect(result.verdict).toBe('excluded');
    expect(result.failing).toEqual(['AHTk211', 'REN54P11', 'FH2054']);
    expect(result.summary).toBe(
      'Shares no allele with the offspring at 3 of 18 markers (AHTk211, REN54P11, FH2054): excluded as the parent.',
    );
  });

  it('never counts the sex marker: a son shares no Y with his dam and still qualifies', () => {
    const son = canine({}, 'X/Y');
    const dam = canine({ AMEL: ['X', 'X'] });
    const result = compareWithParent('canine', son, dam);
    expect(result.markers.map((m) => m.marker)).not.toContain('AMEL');
    expect(result.verdict).toBe('qualifies');
  });

  it('compares extended markers both profiles have, after the core panel, and counts their failures', () => {
    const dam = { ...canine(), AHTh130: [119, 127] as StrCall, REN64E19: [140, 144] as StrCall };
    const pup = { ...canine(), AHTh130: [121, 123] as StrCall, REN64E19: [150, 152] as StrCall };
    const result = compareWithParent('canine', pup, dam);
    expect(result.markersCompared).toBe(20);
    expect(result.markers.slice(-2).map((m) => [m.marker, m.core])).toEqual([
      ['AHTh130', false],
      ['REN64E19', false],
    ]);
    expect(result.verdict).toBe('excluded');
    expect(result.failing).toEqual(['AHTh130', 'REN64E19']);
  });

  it('skips a marker typed in only one profile, and says which core markers each profile lacks', () => {
    const pup = canine({ REN54P11: undefined, INRA21: undefined });
    const dam = { ...canine({ AHT121: undefined }), AHTh130: [119, 127] as StrCall };
    const result = compareWithParent('canine', pup, dam);
    expect(result.markersCompared).toBe(15);
    expect(result.missingCore).toEqual({ offspring: ['REN54P11', 'INRA21'], parent: ['AHT121'] });
    expect(result.isagComparable).toBe(false);
    expect(result.verdict).toBe('qualifies');
    expect(missingCoreNote(result, { offspring: 'Clover', parent: 'Bonnie' })).toBe(
      'Not comparable with other ISAG laboratories: Clover lacks REN54P11, INRA21; Bonnie lacks AHT121 of the ISAG core panel.',
    );
    expect(missingCoreNote(compareWithParent('canine', canine(), canine()), { offspring: 'a', parent: 'b' })).toBeUndefined();
  });

  it('compares nothing, and so cannot fail, when the profiles share no marker', () => {
    const result = compareWithParent('canine', { AHT121: [98, 104] }, { FH2054: [150, 152] });
    expect(result).toMatchObject({ markersCompared: 0, failing: [], verdict: 'qualifies', isagComparable: false });
    expect(result.missingCore.offspring).toHaveLength(17);
  });

  it('uses the feline panel for cats', () => {
    const panel = corePanel('feline');
    const cat = Object.fromEntries(panel.map((m, i) => [m, [150 + i, 160 + i] as StrCall]));
    const kitten = { ...cat, FCA069: [140, 141] as StrCall, FCA075: [142, 143] as StrCall };
    const result = compareWithParent('feline', kitten, cat);
    expect(result.markersCompared).toBe(panel.length);
    expect(result.failing).toEqual(['FCA069', 'FCA075']);
    expect(result.verdict).toBe('excluded');
    expect(result.isagComparable).toBe(true);
  });
});
