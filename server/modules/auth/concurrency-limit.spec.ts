import { describe, expect, it } from '@jest/globals';
import { ConcurrencyLimit, QueueFullError } from './concurrency-limit.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most N tasks at once, the rest in order', async () => {
    const limit = new ConcurrencyLimit(2, 10);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const tasks = [0, 1, 2, 3].map((n) =>
      limit.run(async () => {
        active++;
        peak = Math.max(peak, active);
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        active--;
        return n;
      }),
    );
    await tick();
    expect(order).toEqual([0, 1]);
    while (releases.length) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
  });

  it('refuses work when the queue is full, and frees the slot when a task fails', async () => {
    const limit = new ConcurrencyLimit(1, 1);
    let release: () => void = () => undefined;
    const first = limit.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = limit.run(async () => 'second');
    await expect(limit.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    release();
    await first;
    expect(await second).toBe('second');
    await expect(limit.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'after')).toBe('after');
  });
});
