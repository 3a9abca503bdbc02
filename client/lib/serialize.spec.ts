import { describe, expect, it } from '@jest/globals';
import { serializeForScript } from './serialize.js';

describe('serializeForScript', () => {
  it('cannot close the script element or open an HTML comment', () => {
    const text = serializeForScript({ name: '</script><script>alert(1)</script><!--' });
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });

  it('escapes the JavaScript line terminators U+2028 and U+2029', () => {
    const text = serializeForScript({ note: 'a\u2028b\u2029c' });
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ note: 'a\u2028b\u2029c' });
  });
});
