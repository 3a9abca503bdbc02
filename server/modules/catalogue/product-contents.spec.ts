import { describe, expect, it } from '@jest/globals';
import { BACK_OFFICE_MSG } from '../../../shared/validation-messages.js';
import { contentsErrors, contentsKindOf } from './product-contents.js';

const PROFILE = { kind: 'fbp', categoryId: 4, species: 'canine' };
const PACK = { kind: 'nsat', categoryId: 5, species: 'canine' };
const test = (id: number, over: Partial<{ kind: string; species: string; retired: boolean }> = {}) => ({
  id,
  kind: 'd',
  species: 'canine',
  retired: false,
  ...over,
});

describe('contentsKindOf', () => {
  it('knows a profile by its kind and a multi-pack by its category', () => {
    expect(contentsKindOf(PROFILE)).toBe('profile');
    expect(contentsKindOf(PACK)).toBe('multipack');
    expect(contentsKindOf({ kind: 'nsat', categoryId: 10 })).toBe('multipack');
    expect(contentsKindOf({ kind: 'd', categoryId: 1 })).toBeNull();
  });
});

describe('contentsErrors', () => {
  it('accepts a profile of its species’ sold disease and trait tests', () => {
    expect(contentsErrors(PROFILE, { testIds: [1, 2] }, [test(1), test(2, { kind: 't' })])).toEqual({});
  });

  it('refuses a profile of no tests, unknown, retired or other-species tests, or of other profiles', () => {
    for (const found of [[], [test(1, { retired: true })], [test(1, { species: 'feline' })], [test(1, { kind: 'fbp' })]]) {
      expect(contentsErrors(PROFILE, { testIds: [1] }, found)).toEqual({ testIds: BACK_OFFICE_MSG.profileTests });
    }
    expect(contentsErrors(PROFILE, { testIds: [] }, [])).toEqual({ testIds: BACK_OFFICE_MSG.profileTests });
    expect(contentsErrors(PROFILE, {}, [])).toEqual({ testIds: BACK_OFFICE_MSG.profileTests });
  });

  it('asks a multi-pack for its kit count and nothing else', () => {
    expect(contentsErrors(PACK, { kitCount: 5 }, [])).toEqual({});
    expect(contentsErrors(PACK, {}, [])).toEqual({ kitCount: BACK_OFFICE_MSG.kitCount });
    expect(contentsErrors(PACK, { kitCount: 5, testIds: [1] }, [test(1)])).toEqual({
      testIds: BACK_OFFICE_MSG.onlyProfilesIncludeTests,
    });
  });

  it('refuses contents for a product that holds none', () => {
    expect(contentsErrors({ kind: 'd', categoryId: 1, species: 'canine' }, { kitCount: 2, testIds: [1] }, [test(1)])).toEqual({
      kitCount: BACK_OFFICE_MSG.onlyMultipacksHoldKits,
      testIds: BACK_OFFICE_MSG.onlyProfilesIncludeTests,
    });
  });
});
