import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle reports a failed query: its own error, the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is not there or a network that went away', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('read ECONNRESET', 'ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')))).toBe(true);
  });

  it('recognises the SQLSTATEs of a lost connection, a terminated backend and a server starting or stopping', () => {
    for (const code of ['08006', '08001', '08P01', '57P01', '57P02', '57P03', '53300']) {
      expect(isDatabaseUnavailable(wrapped(withCode('terminating connection due to administrator command', code)))).toBe(true);
    }
  });

  it('recognises a database closed to connections, a dead pool client and a closed embedded database', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('database "shop" is not currently accepting connections', '55000')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Cannot use a pool after calling end on the pool')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('PGlite is closed')))).toBe(true);
  });

  it('leaves bugs and bad data alone: they stay 500s (or their own status)', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('syntax error at or near "selec"', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('currval of sequence "s" is not yet defined', '55000')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it("recognises Node's socket error made in another realm (as Jest's VM context sees Node's own errors)", () => {
    const foreign = runInNewContext("Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })") as Error;
    expect(foreign instanceof Error).toBe(false);
    expect(isDatabaseUnavailable(wrapped(foreign))).toBe(true);
  });

  it('follows a cause chain without looping on a cycle', () => {
    const a = new Error('outer');
    const b = new Error('inner', { cause: a });
    Object.assign(a, { cause: b });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
