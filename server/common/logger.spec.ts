import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { lazyChildLogger } from './logger.js';

function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { root: pino({ level }, stream), lines };
}

/** Counts the children the root logger makes from now on. */
function countChildren(root: pino.Logger): { made: number } {
  const counter = { made: 0 };
  const child = root.child.bind(root);
  root.child = ((...args: Parameters<typeof root.child>) => {
    counter.made += 1;
    return child(...args);
  }) as typeof root.child;
  return counter;
}

describe('lazyChildLogger', () => {
  it('writes with the request binding when the request logs', () => {
    const { root, lines } = capture();
    const log = lazyChildLogger(root, { requestId: 'r-1' }, {});
    log.warn({ statusCode: 503 }, 'Shutting down');
    expect(lines).toEqual([expect.objectContaining({ requestId: 'r-1', statusCode: 503, msg: 'Shutting down', level: 40 })]);
  });

  it('builds no child for a request that does not log, nor for a level that is off', () => {
    const { root, lines } = capture('warn');
    const children = countChildren(root);
    const log = lazyChildLogger(root, { requestId: 'r-2' }, {});
    log.info('not at this level');
    expect(children.made).toBe(0);
    log.error('now');
    log.error('again');
    expect(children.made).toBe(1);
    expect(lines.map((l) => l.msg)).toEqual(['now', 'again']);
  });

  it('makes further children that keep the request id', () => {
    const { root, lines } = capture();
    lazyChildLogger(root, { requestId: 'r-3' }, {}).child({ context: 'ssr' }).info('rendered');
    expect(lines[0]).toMatchObject({ requestId: 'r-3', context: 'ssr', msg: 'rendered' });
  });

  it("reads the root's level, and a level set on it applies to this request only", () => {
    const { root, lines } = capture('warn');
    const log = lazyChildLogger(root, { requestId: 'r-4' }, {});
    expect(log.level).toBe('warn');
    log.level = 'info';
    log.info('now at info');
    root.info('root stays at warn');
    expect(log.level).toBe('info');
    expect(root.level).toBe('warn');
    expect(lines).toEqual([expect.objectContaining({ requestId: 'r-4', msg: 'now at info' })]);
  });

  it('logs at the level its options give it (a route of its own log level)', () => {
    const { root, lines } = capture('warn');
    const log = lazyChildLogger(root, { requestId: 'r-5' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('route detail');
    expect(lines).toEqual([expect.objectContaining({ requestId: 'r-5', msg: 'route detail' })]);
  });

  it('builds no child for a level that its options turn off', () => {
    const { root, lines } = capture('debug');
    const children = countChildren(root);
    const log = lazyChildLogger(root, { requestId: 'r-6' }, { level: 'error' });
    log.warn('below this route');
    expect(children.made).toBe(0);
    log.error('logged');
    expect(children.made).toBe(1);
    expect(lines.map((l) => l.msg)).toEqual(['logged']);
  });
});
