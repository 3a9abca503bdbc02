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
    // One wrong guess each at 20 different accounts: no account reaches its own limit.
    for (let i = 0; i < 20; i++) {
      await browser(t)
        .post('/api/auth/login', { username: `victim${i}@example.test`, password: 'a-wrong-guess' })
        .expect(401);
    }
    const user = await createUser(t);
    const res = await browser(t).post('/api/auth/login', { username: user.email, password: user.password }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
  });
});
