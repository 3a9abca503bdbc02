import { describe, expect, it } from '@jest/globals';
import { nestsDeeperThan } from './json-body.js';

const deep = (levels: number) => Buffer.from(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, nested in any mix', () => {
    expect(nestsDeeperThan(deep(3), 3)).toBe(false);
    expect(nestsDeeperThan(deep(4), 3)).toBe(true);
    expect(nestsDeeperThan(Buffer.from('{"a":[{"b":{}}]}'), 3)).toBe(true);
    expect(nestsDeeperThan(Buffer.from('{"a":[{"b":1}],"c":{"d":[]}}'), 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(Buffer.from('{"a":"[[[[{{{{"}'), 1)).toBe(false);
    expect(nestsDeeperThan(Buffer.from('{"a":"\\"[[[[","b":"\\\\"}'), 1)).toBe(false);
    expect(nestsDeeperThan(Buffer.from('["\\\\",[[]]]'), 2)).toBe(true);
  });

  it('reads UTF-8 text byte by byte without mistaking multi-byte characters for brackets', () => {
    expect(nestsDeeperThan(Buffer.from('{"name":"Ωmega 🐕 [x]"}'), 1)).toBe(false);
  });

  it('finds 10,000 levels without recursion', () => {
    expect(nestsDeeperThan(deep(10_000), 32)).toBe(true);
  });
});
