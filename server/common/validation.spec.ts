import { describe, expect, it } from '@jest/globals';
import { INPUT_MSG } from '../../shared/validation-messages.js';
import { AppError } from './app-error.js';
import { isSafeText, ParseIdPipe, unsafeTextFieldsOf } from './validation.js';

describe('isSafeText', () => {
  it('accepts any language, emoji and the line breaks of a text area', () => {
    for (const text of ['', 'Ωmega Kelpies', '𝕏🐕‍🦺', 'line one\r\nline two\tend', '١٢٣', 'Z\u0334a'])
      expect(isSafeText(text)).toBe(true);
  });

  it('refuses NUL and the other control characters, and unpaired surrogates', () => {
    for (const text of ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\uD800', 'x\uDFFFy']) {
      expect(isSafeText(text)).toBe(false);
    }
  });
});

describe('unsafeTextFieldsOf', () => {
  it('names each field that holds unsafe text, nested objects and array items included', () => {
    const value = { name: 'Rex\u0000', ok: 'fine', barcodes: { barcode: 'K\u0001' }, list: ['a', '\u0000'], n: 1 };
    expect(unsafeTextFieldsOf(value, '')).toEqual({
      name: INPUT_MSG.unsafeText,
      'barcodes.barcode': INPUT_MSG.unsafeText,
      'list.1': INPUT_MSG.unsafeText,
    });
  });

  it('names a query or path param by its own name, and an unsafe key by its escaped path', () => {
    expect(unsafeTextFieldsOf('KIT\u0000', 'barcode')).toEqual({ barcode: INPUT_MSG.unsafeText });
    expect(unsafeTextFieldsOf({ 'a\u0000': 1 }, '')).toEqual({ 'a\\u0000': INPUT_MSG.unsafeText });
    expect(unsafeTextFieldsOf({ a: 'b' }, '')).toEqual({});
  });
});

describe('ParseIdPipe', () => {
  const pipe = new ParseIdPipe();

  it('reads a positive int32', () => {
    expect(pipe.transform('2147483647')).toBe(2_147_483_647);
  });

  it('answers 404 for anything that names no record', () => {
    for (const value of ['99999999999', '0', '-1', '1e3', 'abc', '', undefined, 5]) {
      expect(() => pipe.transform(value)).toThrow(AppError);
      try {
        pipe.transform(value);
      } catch (error) {
        expect((error as AppError).status).toBe(404);
      }
    }
  });
});
