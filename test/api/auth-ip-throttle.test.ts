import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { browser, createUser } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-in throttling per address', () => {
  it('slows down one address guessing across many accounts, leaving other accounts’ counts untouched', async () => {
    // The account is made first: hashing its password is slow on a busy machine, and the waits below are short.
    const user = await createUser(t);
    // One wrong guess each at different accounts, until the address is refused: no account reaches its own limit.
    let accepted = 0;
    let refusal: { at: number; waitSeconds: number } | undefined;
    for (let i = 0; i < 40 && !refusal; i++) {
      const res = await browser(t).post('/api/auth/login', { username: `victim${i}@example.test`, password: 'a-wrong-guess' });
      if (res.status === 429) refusal = { at: Date.now(), waitSeconds: Number(res.headers['retry-after']) };
      else {
        expect(res.status).toBe(401);
        accepted++;
      }
    }
    // 20 free guesses; the waits then double from 2 s, so a slow machine lets a guess or two more through at most.
    expect(refusal).toBeDefined();
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(24);
    expect(refusal?.waitSeconds).toBeGreaterThan(0);
    expect(refusal?.waitSeconds).toBeLessThanOrEqual(30 * 60);

    // The right password of another account from that address is refused too until the wait has passed.
    const res = await browser(t).post('/api/auth/login', { username: user.email, password: user.password });
    if (res.status === 200)
      expect(Date.now() - (refusal?.at ?? 0)).toBeGreaterThanOrEqual(((refusal?.waitSeconds ?? 0) - 1) * 1000);
    else {
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
