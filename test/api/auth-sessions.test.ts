import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { sessions, signInFailures } from '../../server/modules/auth/auth.schema.js';
import { sharingSessionLookups } from '../../server/modules/auth/sessions.service.js';
import { browser, cookiesOf, createUser, sessionCookie, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password: an HttpOnly, SameSite=Lax session cookie and the user', async () => {
    const user = await createUser(t, { userType: 'breeder', firstName: 'Bea', lastName: 'Kennel' });
    const res = await browser(t)
      .post('/api/auth/login', { username: user.email.toUpperCase(), password: user.password })
      .expect(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, name: 'Bea Kennel', userType: 'breeder', isAdmin: false });
    const line = cookiesOf(res).find((c) => c.startsWith('sid='));
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    const details = await browser(t).get('/api/my/details', sessionCookie(res)).expect(200);
    expect(details.body).toMatchObject({ id: user.id, firstName: 'Bea', impersonator: null, animalPreset: { breed_ids: [] } });
  });

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const user = await createUser(t);
    const wrong = await browser(t).post('/api/auth/login', { username: user.email, password: 'not-the-password' }).expect(401);
    const unknown = await browser(t)
      .post('/api/auth/login', { username: 'nobody@example.test', password: 'whatever-it-is' })
      .expect(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(cookiesOf(wrong)).toEqual([]);
  });

  it('answers 428 with field messages for missing fields', async () => {
    const res = await browser(t).post('/api/auth/login', {}).expect(428);
    expect(res.body).toEqual({ errors: { username: 'This field is required', password: 'This field is required' } });
  });

  it('makes a session id from before sign-in useless after it', async () => {
    const user = await createUser(t);
    const before = await signIn(t, user.email, user.password);
    const res = await browser(t).post('/api/auth/login', { username: user.email, password: user.password }, before).expect(200);
    const after = sessionCookie(res);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    await browser(t).get('/api/my/details', before).expect(401);
    await browser(t).get('/api/my/details', after).expect(200);
  });

  it('clears a session cookie that names no live session', async () => {
    const res = await browser(t).get('/api/my/details', 'sid=expired-or-made-up').expect(401);
    expect(cookiesOf(res).join('\n')).toMatch(/^sid=;/m);
  });

  it('never adopts a session id planted by someone else', async () => {
    const user = await createUser(t);
    const planted = 'sid=attacker-chosen-value';
    const res = await browser(t).post('/api/auth/login', { username: user.email, password: user.password }, planted).expect(200);
    expect(sessionCookie(res)).not.toBe(planted);
    await browser(t).get('/api/my/details', planted).expect(401);
  });

  it('slows an account down after wrong passwords, but never locks its owner out for good', async () => {
    const user = await createUser(t);
    const key = `account:${user.email}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await browser(t).post('/api/auth/login', { username: user.email, password: `wrong-guess-${attempt}` });
      statuses.push(res.status);
      // Time passes: the attacker waits out each delay, so every guess is checked.
      await t.db.update(signInFailures).set({ blockedUntil: null }).where(eq(signInFailures.key, key));
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const [row] = await t.db.select().from(signInFailures).where(eq(signInFailures.key, key));
    expect(row?.failures).toBe(10);
    await t.db
      .update(signInFailures)
      .set({ blockedUntil: sql`now() + interval '64 seconds'` })
      .where(eq(signInFailures.key, key));

    // Now even the right password waits: the answer says how long, and it is bounded.
    const blocked = await browser(t).post('/api/auth/login', { username: user.email, password: user.password }).expect(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.message).toBe('Too many failed sign-ins. Please wait a moment and try again.');

    // Once the delay has passed, the owner signs in, and the count starts again.
    await t.db.update(signInFailures).set({ blockedUntil: sql`now() - interval '1 second'` }).where(eq(signInFailures.key, key));
    await browser(t).post('/api/auth/login', { username: user.email, password: user.password }).expect(200);
    expect(await t.db.select().from(signInFailures).where(eq(signInFailures.key, key))).toEqual([]);
  });

  it('delays a sixth wrong guess in a row by itself', async () => {
    const user = await createUser(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      await browser(t)
        .post('/api/auth/login', { username: user.email, password: `wrong-guess-${attempt}` })
        .expect(401);
    }
    const res = await browser(t).post('/api/auth/login', { username: user.email, password: 'wrong-guess-6' }).expect(429);
    // The fifth failure set a two-second delay; the seconds left round up, so 1 or 2 by the time this answers.
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
  });
});

describe('cross-site requests', () => {
  it('refuses a cross-site POST carrying a session cookie', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.email, user.password);
    await t.http
      .put('/api/my/user/me/animal-preset')
      .set('cookie', cookie)
      .set('origin', 'http://evil.test')
      .set('sec-fetch-site', 'cross-site')
      .send({ breed_ids: [1] })
      .expect(403);
    await t.http
      .post('/api/auth/login')
      .set('origin', 'http://evil.test')
      .send({ username: user.email, password: user.password })
      .expect(403);
    const details = await browser(t).get('/api/my/details', cookie).expect(200);
    expect(details.body.animalPreset.breed_ids).toEqual([]);
  });

  it('refuses a cross-site sign-out', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.email, user.password);
    await t.http.post('/api/auth/logout').set('cookie', cookie).set('sec-fetch-site', 'cross-site').expect(403);
    await t.http.post('/api/auth/logout').set('cookie', cookie).set('origin', 'http://evil.test').expect(403);
    await browser(t).get('/api/my/details', cookie).expect(200);
  });

  it('signs nobody out with a GET, which a foreign page could send with a link or an image', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.email, user.password);
    await t.http.get('/api/auth/logout').set('cookie', cookie).expect(404);
    await browser(t).get('/api/my/details', cookie).expect(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the shop cookies', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.email, user.password);
    const res = await browser(t).post('/api/auth/logout', {}, `${cookie}; country=GB; currency=GBP; user_type=owner`).expect(200);
    const cleared = cookiesOf(res).join('\n');
    for (const name of ['sid', 'country', 'currency', 'user_type']) expect(cleared).toMatch(new RegExp(`^${name}=;`, 'm'));
    await browser(t).get('/api/my/details', cookie).expect(401);
  });
});

describe('/api/my guard and sessions', () => {
  it('answers 401 on /api/my routes without a session, and 404 where no route exists', async () => {
    await t.http.get('/api/my/details').expect(401);
    await t.http.get('/api/my/anything-else').expect(404);
    await browser(t).put('/api/my/user/me/state', { state: 'NSW' }).expect(401);
  });

  it('lists my sessions and ends one; ending someone else’s answers 404 and leaves it alone', async () => {
    const owner = await createUser(t, { userType: 'owner' });
    const vet = await createUser(t, { userType: 'vet', clinicName: 'Paws Clinic', clinicAddress: '1 Main St' });
    const ownerPhone = await signIn(t, owner.email, owner.password);
    const ownerLaptop = await signIn(t, owner.email, owner.password);
    const vetCookie = await signIn(t, vet.email, vet.password);

    const list = await browser(t).get('/api/my/sessions', ownerLaptop).expect(200);
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phone = list.body.find((s: { current: boolean }) => !s.current);

    const vetSessions = await browser(t).get('/api/my/sessions', vetCookie).expect(200);
    const vetSessionId = vetSessions.body[0].id;
    await browser(t).delete(`/api/my/sessions/${vetSessionId}`, ownerLaptop).expect(404);
    await browser(t).get('/api/my/details', vetCookie).expect(200);

    await browser(t).delete(`/api/my/sessions/${phone.id}`, ownerLaptop).expect(204);
    await browser(t).get('/api/my/details', ownerPhone).expect(401);
    await browser(t).get('/api/my/details', ownerLaptop).expect(200);
  });

  it('a page render reads the session once for all its API calls; a request from outside reads it anew', async () => {
    const owner = await createUser(t, { userType: 'owner', firstName: 'Olive' });
    const cookie = (await signIn(t, owner.email, owner.password)) as string;
    const fastify = t.app.getHttpAdapter().getInstance();
    const details = () => fastify.inject({ method: 'GET', url: '/api/my/details', headers: { cookie } });
    const endSessions = () => t.db.delete(sessions).where(eq(sessions.userId, owner.id));

    // Inside one render, the session ended after the first call is still the render's: one lookup, shared.
    const during = await sharingSessionLookups(async () => {
      const first = await details();
      await endSessions();
      return [first, await details()];
    });
    expect(during.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(JSON.parse(during[1]?.body ?? '{}')).toMatchObject({ id: owner.id, firstName: 'Olive' });

    // Outside a render, the ended session is read again, and refused.
    expect((await details()).statusCode).toBe(401);
    // A later render looks it up afresh too.
    expect((await sharingSessionLookups(details)).statusCode).toBe(401);
  });

  it('shows an owner only their own details, never a vet’s', async () => {
    const owner = await createUser(t, { userType: 'owner' });
    const vet = await createUser(t, { userType: 'vet', clinicName: 'Secret Clinic', clinicAddress: '2 Side St' });
    const cookie = await signIn(t, owner.email, owner.password);
    const res = await browser(t).get('/api/my/details', cookie).expect(200);
    expect(res.body.id).toBe(owner.id);
    expect(JSON.stringify(res.body)).not.toContain('Secret Clinic');
    await browser(t).get('/api/admin/users', cookie).expect(403);
    await browser(t)
      .get(`/api/admin/users?search=${encodeURIComponent(vet.email)}`, cookie)
      .expect(403);
  });
});

describe('session expiry', () => {
  it('ends a session left idle for over 7 days, and any session past its absolute limit', async () => {
    const user = await createUser(t);
    const idle = await signIn(t, user.email, user.password);
    const old = await signIn(t, user.email, user.password);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(2);
    const list = await browser(t).get('/api/my/sessions', idle).expect(200);
    const idleId = list.body.find((s: { current: boolean }) => s.current).id;
    const oldId = list.body.find((s: { current: boolean }) => !s.current).id;
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '8 days'` }).where(eq(sessions.id, idleId));
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, oldId));
    await browser(t).get('/api/my/details', idle).expect(401);
    await browser(t).get('/api/my/details', old).expect(401);
  });

  it('keeps an active session alive and records when it was last used', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.email, user.password);
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '6 days'` }).where(eq(sessions.userId, user.id));
    await browser(t).get('/api/my/details', cookie).expect(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('GET /api/user/{email}', () => {
  it('says only whether an account exists, and is rate limited', async () => {
    const user = await createUser(t);
    const yes = await t.http.get(`/api/user/${encodeURIComponent(user.email)}`).expect(200);
    expect(yes.body).toEqual({ exists: true });
    const no = await t.http.get('/api/user/nobody%40example.test').expect(200);
    expect(no.body).toEqual({ exists: false });
    let limited = false;
    for (let i = 0; i < 12 && !limited; i++) {
      const res = await t.http.get(`/api/user/probe${i}%40example.test`);
      limited = res.status === 429;
    }
    expect(limited).toBe(true);
  });
});
