import supertest from 'supertest';
import { insertUser, type NewUser } from '../../../server/modules/auth/auth.seed.js';
import type { TestApp } from './test-app.js';

let counter = 0;

/** A confirmed account made through the same factory as the demo seed; the password is returned too. */
export async function createUser(t: TestApp, overrides: Partial<NewUser> = {}) {
  counter += 1;
  const input: NewUser = {
    email: `user${counter}-${Date.now()}@example.test`,
    password: 'kelpie-ribbon-harbour',
    userType: 'owner',
    firstName: 'Test',
    lastName: `User${counter}`,
    ...overrides,
  };
  const row = await insertUser(t.db, input);
  return { ...row, password: input.password };
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
