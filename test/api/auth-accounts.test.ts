import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { accountTokens, impersonations, sessions, users } from '../../server/modules/auth/auth.schema.js';
import { solveChallenge } from '../../server/modules/auth/human-challenge.js';
import { ImpersonationService } from '../../server/modules/auth/impersonation.service.js';
import { mailOutbox } from '../../server/modules/mail/mail.schema.js';
import { browser, createUser, sessionCookie, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function lastMailTo(email: string, kind: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
  return mail;
}

function tokenIn(text: string | undefined): string {
  const match = text?.match(/token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no token in mail: ${text}`);
  return match[1];
}

async function solvedSecurity(): Promise<string> {
  const res = await t.http.get('/api/auth/challenge').expect(200);
  return solveChallenge(res.body.challenge, res.body.difficulty);
}

const breeder = {
  email: 'Kate@Kennel.example',
  password: 'kelpie-ribbon-harbour',
  firstName: 'Kate',
  lastName: 'Moss',
  countryCode: 'au',
  kennelName: 'Mossvale Kennels',
  kennelPrefix: 'Mossvale',
};

describe('registration and e-mail confirmation', () => {
  it('registers a breeder with kennel name and prefix, unconfirmed, and mails a single-use confirmation link', async () => {
    const res = await browser(t).post('/api/register/breeder', breeder).expect(201);
    expect(res.body).toEqual({ email: 'kate@kennel.example', userType: 'breeder', confirmationSent: true });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'kate@kennel.example'));
    expect(row).toMatchObject({
      userType: 'breeder',
      kennelName: 'Mossvale Kennels',
      kennelPrefix: 'Mossvale',
      countryCode: 'AU',
      currency: 'AUD',
    });
    expect(row?.emailConfirmedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // Unconfirmed accounts may sign in.
    const cookie = await signIn(t, breeder.email, breeder.password);
    const before = await browser(t).get('/api/my/details', cookie).expect(200);
    expect(before.body.emailConfirmed).toBe(false);

    const mail = await lastMailTo('kate@kennel.example', 'account-confirm-email');
    expect(mail?.text).toContain('http://shop.test/register/confirm?token=');
    const token = tokenIn(mail?.text);
    // The designed part carries the same link, absolute to the shop, and greets the person by name.
    expect(mail?.html).toContain(`href="http://shop.test/register/confirm?token=${token}"`);
    expect(mail?.html).toContain('Confirm my e-mail address');
    await browser(t).post('/api/register/confirm', { token }).expect(200, { confirmed: true });
    const after = await browser(t).get('/api/my/details', cookie).expect(200);
    expect(after.body.emailConfirmed).toBe(true);
    const again = await browser(t).post('/api/register/confirm', { token }).expect(428);
    expect(again.body).toEqual({ errors: { token: 'This link is invalid or has expired. Please ask for a new one' } });
  });

  it('answers an existing email with the spec text and changes nothing', async () => {
    const res = await browser(t)
      .post('/api/register', {
        email: 'KATE@kennel.example',
        password: 'another-pass-phrase',
        firstName: 'K',
        lastName: 'M',
        countryCode: 'GB',
      })
      .expect(409);
    expect(res.body.message).toBe('User already exists. Please login');
    const rows = await t.db.select().from(users).where(eq(users.email, 'kate@kennel.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userType).toBe('breeder');
  });

  it('registers an owner and a vet with clinic name and address', async () => {
    await browser(t)
      .post('/api/register', {
        email: 'olly@owner.example',
        password: 'tabby-lantern-meadow',
        firstName: 'Olly',
        lastName: 'Owner',
        countryCode: 'GB',
      })
      .expect(201);
    await browser(t)
      .post('/api/register/vet', {
        email: 'vic@vets.example',
        password: 'stethoscope-orchard-9',
        firstName: 'Vic',
        lastName: 'Vet',
        countryCode: 'US',
        clinicName: 'Lakeside Animal Hospital',
        clinicAddress: '4 Lake Rd, Madison WI',
      })
      .expect(201);
    const [vet] = await t.db.select().from(users).where(eq(users.email, 'vic@vets.example'));
    expect(vet).toMatchObject({ userType: 'vet', clinicName: 'Lakeside Animal Hospital', currency: 'USD' });
  });

  it.each([
    [{ ...breeder, email: 'short@x.example', password: 'Short1!' }, { password: 'Password must have at least 10 characters' }],
    [
      { ...breeder, email: 'common@x.example', password: 'password1234' },
      { password: 'This password is too common. Please choose another one' },
    ],
    [{ ...breeder, email: 'not-an-email' }, { email: 'email must be a valid email' }],
    [{ ...breeder, email: 'nokennel@x.example', kennelName: '' }, { kennelName: 'This field is required' }],
    [{ ...breeder, email: 'nocountry@x.example', countryCode: 'XX' }, { countryCode: 'Choose a country we ship to' }],
  ])('refuses %j with 428 and stores nothing', async (body, errors) => {
    const res = await browser(t).post('/api/register/breeder', body).expect(428);
    expect(res.body).toEqual({ errors });
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(users.email, String(body.email).toLowerCase()));
    expect(rows).toEqual([]);
  });

  it('requires the vet fields on the vet form', async () => {
    const res = await browser(t)
      .post('/api/register/vet', {
        email: 'v2@x.example',
        password: 'stethoscope-orchard-9',
        firstName: 'V',
        lastName: 'W',
        countryCode: 'AU',
      })
      .expect(428);
    expect(res.body.errors).toEqual({ clinicName: 'This field is required', clinicAddress: 'This field is required' });
  });
});

describe('forgot and reset password', () => {
  it('validates with the spec texts', async () => {
    expect((await browser(t).post('/api/forgot-password', {}).expect(428)).body).toEqual({
      errors: { email: 'This field is required', security: 'This field is required' },
    });
    expect((await browser(t).post('/api/forgot-password', { email: 'nope', security: 'x' }).expect(428)).body.errors).toEqual({
      email: 'This field must be valid email',
    });
    const long = `${'a'.repeat(115)}@x.example`;
    expect((await browser(t).post('/api/forgot-password', { email: long, security: 'x' }).expect(428)).body.errors).toEqual({
      email: 'This field have maximum 120 characters',
    });
  });

  it('refuses an unsolved or reused human check', async () => {
    const { body } = await t.http.get('/api/auth/challenge').expect(200);
    const unsolved = await browser(t)
      .post('/api/forgot-password', { email: 'a@b.example', security: `${body.challenge}:x` })
      .expect(428);
    expect(unsolved.body).toEqual({ errors: { security: 'The security check failed. Please try again' } });
    const security = solveChallenge(body.challenge, body.difficulty);
    await browser(t).post('/api/forgot-password', { email: 'a@b.example', security }).expect(200);
    await browser(t).post('/api/forgot-password', { email: 'a@b.example', security }).expect(428);
  });

  it('answers the same for unknown addresses, and a reset token works once and ends every session', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email, user.password);
    const unknown = await browser(t)
      .post('/api/forgot-password', { email: 'ghost@example.test', security: await solvedSecurity() })
      .expect(200);
    const known = await browser(t)
      .post('/api/forgot-password', { email: user.email, security: await solvedSecurity() })
      .expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(await lastMailTo('ghost@example.test', 'account-reset-password')).toBeUndefined();

    const token = tokenIn((await lastMailTo(user.email, 'account-reset-password'))?.text);
    const weak = await browser(t).post('/api/reset-password', { token, password: 'qwertyuiop' }).expect(428);
    expect(weak.body.errors).toEqual({ password: 'This password is too common. Please choose another one' });

    await browser(t).post('/api/reset-password', { token, password: 'new-harbour-lights-7' }).expect(200, { reset: true });
    await browser(t).get('/api/my/details', session).expect(401);
    const reuse = await browser(t).post('/api/reset-password', { token, password: 'another-harbour-8' }).expect(428);
    expect(reuse.body.errors).toEqual({ token: 'This link is invalid or has expired. Please ask for a new one' });
    await browser(t).post('/api/auth/login', { username: user.email, password: user.password }).expect(401);
    await signIn(t, user.email, 'new-harbour-lights-7');
  });

  it('refuses a reset token older than one hour', async () => {
    const user = await createUser(t);
    await browser(t)
      .post('/api/forgot-password', { email: user.email, security: await solvedSecurity() })
      .expect(200);
    const token = tokenIn((await lastMailTo(user.email, 'account-reset-password'))?.text);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    await browser(t).post('/api/reset-password', { token, password: 'new-harbour-lights-7' }).expect(428);
    await signIn(t, user.email, user.password);
  });
});

describe('my profile', () => {
  it('updates name, phone and address with country and state', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.email, user.password);
    const res = await browser(t)
      .put(
        '/api/my/user/me',
        {
          firstName: 'Nora',
          lastName: 'Field',
          phone: '+61 400 000 000',
          address: { line1: '1 Bark St', city: 'Hobart', postalCode: '7000', state: 'TAS', countryCode: 'AU' },
        },
        cookie,
      )
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'Nora Field',
      phone: '+61 400 000 000',
      address: { line1: '1 Bark St', city: 'Hobart', state: 'TAS', country: { code: 'AU' } },
      currency: 'AUD',
    });
    const again = await browser(t).get('/api/my/details', cookie).expect(200);
    expect(again.body.address.city).toBe('Hobart');
  });

  it('refuses a state of another country, and bad input changes nothing', async () => {
    const user = await createUser(t, { countryCode: 'AU', state: 'NSW' });
    const cookie = await signIn(t, user.email, user.password);
    const res = await browser(t)
      .put('/api/my/user/me', { firstName: 'X', lastName: 'Y', address: { state: 'CA', countryCode: 'AU' } }, cookie)
      .expect(428);
    expect(res.body).toEqual({ errors: { 'address.state': 'Choose a state of your country' } });
    const state = await browser(t).put('/api/my/user/me/state', { state: 'ZZ' }, cookie).expect(428);
    expect(state.body).toEqual({ errors: { state: 'Choose a state of your country' } });
    const details = await browser(t).get('/api/my/details', cookie).expect(200);
    expect(details.body).toMatchObject({ firstName: 'Test', address: { state: 'NSW' } });
    const ok = await browser(t).put('/api/my/user/me/state', { state: 'vic' }, cookie).expect(200);
    expect(ok.body.address.state).toBe('VIC');
  });

  it('lets a vet edit the clinic and refuses clinic fields from an owner', async () => {
    const vet = await createUser(t, { userType: 'vet', clinicName: 'Old Clinic', clinicAddress: '1 Old Rd' });
    const vetCookie = await signIn(t, vet.email, vet.password);
    const body = {
      firstName: 'Val',
      lastName: 'Vet',
      address: { countryCode: 'AU' },
      clinicName: 'New Clinic',
      clinicAddress: '2 New Rd',
    };
    const res = await browser(t).put('/api/my/user/me', body, vetCookie).expect(200);
    expect(res.body).toMatchObject({ clinicName: 'New Clinic', clinicAddress: '2 New Rd' });
    const owner = await createUser(t);
    const ownerCookie = await signIn(t, owner.email, owner.password);
    const refused = await browser(t).put('/api/my/user/me', body, ownerCookie).expect(428);
    expect(refused.body).toEqual({
      errors: { clinicName: 'This field is not allowed', clinicAddress: 'This field is not allowed' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.firstName).toBe('Test');
  });

  it('stores the animal preset as breed ids of the catalogue', async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user.email, user.password);
    const breeds = await t.http.get('/api/breed?species=canine').expect(200);
    const [first, second] = breeds.body.results.map((b: { id: number }) => b.id);
    const res = await browser(t)
      .put('/api/my/user/me/animal-preset', { breed_ids: [second, first, second] }, cookie)
      .expect(200);
    expect(res.body.animalPreset).toEqual({ breed_ids: [second, first] });
    const bad = await browser(t)
      .put('/api/my/user/me/animal-preset', { breed_ids: ['x', 1.5] }, cookie)
      .expect(428);
    expect(bad.body.errors.breed_ids).toBe('Breed ids must be whole numbers');
    const unknown = await browser(t)
      .put('/api/my/user/me/animal-preset', { breed_ids: [first, 987654] }, cookie)
      .expect(428);
    expect(unknown.body).toEqual({ errors: { breed_ids: 'Choose breeds from the list' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.animalPresetBreedIds).toEqual([second, first]);
    const cleared = await browser(t).put('/api/my/user/me/animal-preset', { breed_ids: [] }, cookie).expect(200);
    expect(cleared.body.animalPreset).toEqual({ breed_ids: [] });
  });

  it('changes the password with the current one, ends other sessions and rotates this one', async () => {
    const user = await createUser(t);
    const other = await signIn(t, user.email, user.password);
    const cookie = await signIn(t, user.email, user.password);
    const wrong = await browser(t)
      .put('/api/my/user/me/change-password', { currentPassword: 'not-it-at-all', newPassword: 'fresh-meadow-lark-3' }, cookie)
      .expect(428);
    expect(wrong.body).toEqual({ errors: { currentPassword: 'Current password is not correct' } });
    const res = await browser(t)
      .put('/api/my/user/me/change-password', { currentPassword: user.password, newPassword: 'fresh-meadow-lark-3' }, cookie)
      .expect(200);
    const rotated = sessionCookie(res);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    await browser(t).get('/api/my/details', other).expect(401);
    await browser(t).get('/api/my/details', cookie).expect(401);
    await browser(t).get('/api/my/details', rotated).expect(200);
    await signIn(t, user.email, 'fresh-meadow-lark-3');
  });
});

describe('admin users and impersonation', () => {
  it('lets an admin search users, act as an owner, and come back; all in the audit log', async () => {
    const admin = await createUser(t, { userType: 'breeder', isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
    const owner = await createUser(t, { userType: 'owner', firstName: 'Otto', lastName: 'Findme' });
    const adminCookie = await signIn(t, admin.email, admin.password);

    const list = await browser(t).get('/api/admin/users?search=findme', adminCookie).expect(200);
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.body.results[0]).toMatchObject({ id: owner.id, name: 'Otto Findme', userType: 'owner' });

    const start = await browser(t).post(`/api/admin/impersonate/${owner.id}`, {}, adminCookie).expect(200);
    expect(start.body).toMatchObject({ id: owner.id, impersonator: { id: admin.id, name: 'Ada Admin' } });
    const acting = sessionCookie(start);
    expect(acting).not.toBe(adminCookie);
    await browser(t).get('/api/my/details', adminCookie).expect(401);
    const details = await browser(t).get('/api/my/details', acting).expect(200);
    expect(details.body).toMatchObject({
      id: owner.id,
      name: 'Otto Findme',
      userType: 'owner',
      impersonator: { name: 'Ada Admin' },
    });

    // While acting as the owner, admin tools are closed and changes are recorded.
    await browser(t).get('/api/admin/users', acting).expect(403);
    await browser(t).put('/api/my/user/me/animal-preset', { breed_ids: [] }, acting).expect(200);
    await browser(t)
      .put('/api/my/user/me/change-password', { currentPassword: owner.password, newPassword: 'fresh-meadow-lark-3' }, acting)
      .expect(403);

    const back = await browser(t).delete('/api/admin/impersonate', acting).expect(200);
    expect(back.body).toMatchObject({ id: admin.id, isAdmin: true, impersonator: null });
    const adminAgain = sessionCookie(back);
    await browser(t).get('/api/my/details', acting).expect(401);

    const log = await browser(t).get('/api/admin/impersonations', adminAgain).expect(200);
    const [entry] = log.body;
    expect(entry).toMatchObject({ admin: { id: admin.id }, user: { id: owner.id, email: owner.email }, ip: expect.any(String) });
    expect(entry.endedAt).not.toBeNull();
    expect(entry.actions).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/my/user/me/animal-preset', statusCode: 200, fields: ['breed_ids'] }),
      expect.objectContaining({ method: 'PUT', path: '/api/my/user/me/change-password', statusCode: 403 }),
    ]);
    expect(JSON.stringify(entry.actions)).not.toContain(owner.password);
  });

  it('ends the impersonation when the admin signs out while acting as the customer', async () => {
    const admin = await createUser(t, { isAdmin: true });
    const owner = await createUser(t);
    const adminCookie = await signIn(t, admin.email, admin.password);
    const acting = sessionCookie(await browser(t).post(`/api/admin/impersonate/${owner.id}`, {}, adminCookie).expect(200));
    await browser(t).post('/api/auth/logout', {}, acting).expect(200);
    await browser(t).get('/api/my/details', acting).expect(401);
    const again = await signIn(t, admin.email, admin.password);
    const log = await browser(t).get('/api/admin/impersonations', again).expect(200);
    const entry = log.body.find((e: { admin: { id: number } }) => e.admin.id === admin.id);
    expect(entry.endedAt).not.toBeNull();
  });

  it('refuses impersonation by a non-admin, of another admin, and of nobody', async () => {
    const admin = await createUser(t, { isAdmin: true });
    const otherAdmin = await createUser(t, { isAdmin: true });
    const owner = await createUser(t);
    const ownerCookie = await signIn(t, owner.email, owner.password);
    const adminCookie = await signIn(t, admin.email, admin.password);
    await browser(t).post(`/api/admin/impersonate/${admin.id}`, {}, ownerCookie).expect(403);
    await t.http.post(`/api/admin/impersonate/${owner.id}`).expect(401);
    await browser(t).post(`/api/admin/impersonate/${otherAdmin.id}`, {}, adminCookie).expect(403);
    await browser(t).post('/api/admin/impersonate/999999', {}, adminCookie).expect(404);
    await browser(t).delete('/api/admin/impersonate', ownerCookie).expect(403);
    const log = await browser(t).get('/api/admin/impersonations', adminCookie).expect(200);
    expect(log.body.filter((e: { admin: { id: number } }) => e.admin.id === admin.id)).toEqual([]);
  });

  it('shows admins the mail outbox', async () => {
    const admin = await createUser(t, { isAdmin: true });
    const cookie = await signIn(t, admin.email, admin.password);
    const res = await browser(t).get('/api/admin/mail-outbox?to=kate%40kennel.example', cookie).expect(200);
    expect(res.body[0]).toMatchObject({ to: 'kate@kennel.example', kind: 'account-confirm-email' });
  });
});

describe('impersonations that end by expiry are closed in the audit log', () => {
  const HOUR = 60 * 60_000;

  async function impersonation() {
    const admin = await createUser(t, { isAdmin: true });
    const owner = await createUser(t);
    const adminCookie = await signIn(t, admin.email, admin.password);
    const acting = sessionCookie(await browser(t).post(`/api/admin/impersonate/${owner.id}`, {}, adminCookie).expect(200));
    const [record] = await t.db.select().from(impersonations).where(eq(impersonations.adminId, admin.id));
    if (!record || !acting) throw new Error('impersonation did not start');
    return { admin, owner, acting, id: record.id };
  }

  /** As if the impersonation had started `minutes` ago: its row and its session move back together. */
  async function startedAgo(id: number, minutes: number) {
    const back = sql`make_interval(mins => ${minutes})`;
    await t.db.execute(sql`update impersonations set started_at = started_at - ${back} where id = ${id}`);
    await t.db.execute(
      sql`update sessions set created_at = created_at - ${back}, last_seen_at = last_seen_at - ${back},
          expires_at = expires_at - ${back} where impersonation_id = ${id}`,
    );
  }

  async function row(id: number) {
    const [record] = await t.db.select().from(impersonations).where(eq(impersonations.id, id));
    if (!record) throw new Error(`no impersonation ${id}`);
    return record;
  }

  const sessionsOf = async (id: number) => (await t.db.select().from(sessions).where(eq(sessions.impersonationId, id))).length;

  async function logEntry(admin: { id: number; email: string; password: string }) {
    const cookie = await signIn(t, admin.email, admin.password);
    const log = await browser(t).get('/api/admin/impersonations', cookie).expect(200);
    return log.body.find((entry: { admin: { id: number } }) => entry.admin.id === admin.id);
  }

  it('closes it at the hour when the next request presents the expired session', async () => {
    const { admin, acting, id } = await impersonation();
    await startedAgo(id, 61);
    await browser(t).get('/api/my/details', acting).expect(401);
    const record = await row(id);
    expect(record.endedAt?.getTime()).toBe(record.startedAt.getTime() + HOUR);
    expect(await sessionsOf(id)).toBe(0);
    const entry = await logEntry(admin);
    expect(entry).toMatchObject({ endedAt: record.endedAt?.toISOString(), endReason: 'expired' });
  });

  it('closes it by the sweep when nobody comes back, and leaves live ones open', async () => {
    const walkedAway = await impersonation();
    const stillActing = await impersonation();
    await startedAgo(walkedAway.id, 90);
    await startedAgo(stillActing.id, 30);
    await t.app.get(ImpersonationService).closeExpired();
    const record = await row(walkedAway.id);
    expect(record.endedAt?.getTime()).toBe(record.startedAt.getTime() + HOUR);
    expect(await sessionsOf(walkedAway.id)).toBe(0);
    expect((await row(stillActing.id)).endedAt).toBeNull();
    await browser(t).get('/api/my/details', stillActing.acting).expect(200);
    await browser(t).get('/api/my/details', walkedAway.acting).expect(401);
  });

  it('never shows an expired impersonation as active, even before the sweep has run', async () => {
    const { admin, id } = await impersonation();
    await startedAgo(id, 120);
    const entry = await logEntry(admin);
    expect(entry.endReason).toBe('expired');
    expect(new Date(entry.endedAt).getTime()).toBe(new Date(entry.startedAt).getTime() + HOUR);
  });

  it('closes a row whose session vanished without closing it at its hour, or now if the hour is still to come', async () => {
    const admin = await createUser(t, { isAdmin: true });
    const owner = await createUser(t);
    const [old, recent] = await t.db
      .insert(impersonations)
      .values([
        { adminId: admin.id, userId: owner.id, startedAt: new Date(Date.now() - 3 * HOUR) },
        { adminId: admin.id, userId: owner.id, startedAt: new Date(Date.now() - 10 * 60_000) },
      ])
      .returning();
    if (!old || !recent) throw new Error('insert returned nothing');
    const before = Date.now();
    await t.app.get(ImpersonationService).closeExpired();
    expect((await row(old.id)).endedAt?.getTime()).toBe(old.startedAt.getTime() + HOUR);
    const closedEarly = await row(recent.id);
    expect(closedEarly.endedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(closedEarly.endedAt?.getTime()).toBeLessThan(recent.startedAt.getTime() + HOUR);
  });

  it('tells an impersonation ended within the hour (stop, or the customer changing their password) from an expired one', async () => {
    const stopped = await impersonation();
    const back = await browser(t).delete('/api/admin/impersonate', stopped.acting).expect(200);
    const log = await browser(t).get('/api/admin/impersonations', sessionCookie(back)).expect(200);
    const entry = log.body.find((e: { id: number }) => e.id === stopped.id);
    expect(entry.endReason).toBe('ended');
    expect(new Date(entry.endedAt).getTime()).toBeLessThan(new Date(entry.startedAt).getTime() + HOUR);

    const reset = await impersonation();
    const ownerCookie = await signIn(t, reset.owner.email, reset.owner.password);
    await browser(t)
      .put(
        '/api/my/user/me/change-password',
        { currentPassword: reset.owner.password, newPassword: 'fresh-meadow-lark-9' },
        ownerCookie,
      )
      .expect(200);
    await browser(t).get('/api/my/details', reset.acting).expect(401);
    const record = await row(reset.id);
    expect(record.endedAt).not.toBeNull();
    expect((await logEntry(reset.admin)).endReason).toBe('ended');
  });
});
