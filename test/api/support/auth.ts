import supertest from 'supertest';
import type { NewUser } from '../../../server/modules/auth/auth.seed.js';
import { createUserRow } from '../../factories/users.js';
import type { TestApp } from './test-app.js';

/** A confirmed account made through the same factory as the demo seed (test/factories/users.ts); the password is returned too. */
export function createUser(t: TestApp, overrides: Partial<NewUser> = {}) {
  return createUserRow(t.db, overrides);
}

export function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

/** The session cookie pair (`sid=…`) set by a response, if any. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const line = cookiesOf(res).find((c) => /^(__Host-)?sid=[^;]+/.test(c));
  return line?.split(';')[0];
}

/** A browser-like agent: same-origin headers on every call. */
export function browser(t: TestApp) {
  const same = (req: supertest.Test) => req.set('origin', 'http://shop.test').set('sec-fetch-site', 'same-origin');
  return {
    get: (path: string, cookie?: string) => same(t.http.get(path)).set('cookie', cookie ?? ''),
    post: (path: string, body: object, cookie?: string) =>
      same(t.http.post(path))
        .set('cookie', cookie ?? '')
        .send(body),
    put: (path: string, body: object, cookie?: string) =>
      same(t.http.put(path))
        .set('cookie', cookie ?? '')
        .send(body),
    delete: (path: string, cookie?: string) => same(t.http.delete(path)).set('cookie', cookie ?? ''),
  };
}

export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await browser(t).post('/api/auth/login', { username: email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}
