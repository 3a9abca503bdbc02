import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { browser, cookiesOf, createUser, sessionCookie, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The activation flow's first step: an existing account signs in, a new one is created (spec §7). */
let t: TestApp;
let admin: string;

const PRA = 1001;
const PASSWORD = 'kelpie-ribbon-harbour';
const newOwner = (email: string) => ({
  email,
  password: PASSWORD,
  userType: 'owner',
  firstName: 'Olive',
  lastName: 'Owner',
  countryCode: 'au',
});

async function count(table: string, where = sql`true`) {
  const result = await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return (result.rows[0] as { n: number }).n;
}

/** Each test its own address, so the per-address limit of the step belongs to that test alone. */
let ipCounter = 0;
const step = (body: object, cookie?: string) =>
  browser(t).post('/api/activate/register-email', body, cookie).set('x-forwarded-for', `10.20.${ipCounter}.1`);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  const user = await createUser(t, { isAdmin: true });
  admin = await signIn(t, user.email, user.password);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/activate/register-email', () => {
  it('with the e-mail alone only says whether an account exists, signing nobody in', async () => {
    ipCounter += 1;
    const user = await createUser(t);
    const known = await step({ email: user.email.toUpperCase() }).expect(200);
    expect(known.body).toEqual({ email: user.email, accountExists: true, confirmationSent: false, user: null });
    expect(sessionCookie(known)).toBeUndefined();
    const unknown = await step({ email: 'nobody-yet@example.test' }).expect(200);
    expect(unknown.body.accountExists).toBe(false);
    const bad = await step({ email: 'nope' }).expect(428);
    expect(bad.body.errors.email).toBe('email must be a valid email');
  });

  it('signs an existing account in with its password, rotating the session, and the flow goes on', async () => {
    ipCounter += 1;
    const user = await createUser(t, { userType: 'breeder' });
    const other = await createUser(t);
    const earlier = await signIn(t, other.email, other.password);
    const res = await step({ email: user.email, password: user.password }, earlier).expect(200);
    expect(res.body).toMatchObject({ email: user.email, accountExists: true, confirmationSent: false });
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, userType: 'breeder' });
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie).not.toBe(earlier);
    // The session presented with the sign-in ends (no fixation, no two accounts in one browser).
    await browser(t).get('/api/my/details', earlier).expect(401);
    await browser(t).get('/api/my/details', cookie).expect(200);
    const allocated = await browser(t)
      .post('/api/admin/lab/kits/allocate', { email: user.email, testIds: [PRA], quantity: 1 }, admin)
      .expect(201);
    const [barcode] = allocated.body.barcodes as string[];
    await browser(t)
      .post('/api/activate/barcode', { barcodes: { barcode, confirmBarcode: barcode } }, cookie)
      .expect(200);
  });

  it('answers a wrong password with 428 on the password field and signs nobody in', async () => {
    ipCounter += 1;
    const user = await createUser(t);
    const res = await step({ email: user.email, password: 'not-the-password' }).expect(428);
    expect(res.body).toEqual({ errors: { password: 'Wrong email or password' } });
    expect(sessionCookie(res)).toBeUndefined();
    const empty = await step({ email: user.email, password: '' }).expect(428);
    expect(empty.body.errors.password).toBe('This field is required');
  });

  it('counts wrong passwords in the sign-in throttle: after the free attempts it answers 429', async () => {
    ipCounter += 1;
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) await step({ email: user.email, password: `wrong-${i}-password` }).expect(428);
    const blocked = await step({ email: user.email, password: user.password }).expect(429);
    expect(blocked.body.message).toBe('Too many failed sign-ins. Please wait a moment and try again.');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('creates an owner account, signs it in and queues the confirmation e-mail as /register does', async () => {
    ipCounter += 1;
    const email = `new-owner-${Date.now()}@example.test`;
    const res = await step(newOwner(email.toUpperCase())).expect(200);
    expect(res.body).toMatchObject({ email, accountExists: true, confirmationSent: true });
    expect(res.body.user).toMatchObject({
      email,
      userType: 'owner',
      firstName: 'Olive',
      emailConfirmed: false,
      countryCode: 'AU',
    });
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    const me = await browser(t).get('/api/my/details', cookie).expect(200);
    expect(me.body.email).toBe(email);
    expect(await count('users', sql`email = ${email} and email_confirmed_at is null and currency = 'AUD'`)).toBe(1);
    expect(await count('mail_outbox', sql`"to" = ${email} and kind = 'account-confirm-email'`)).toBe(1);

    // The flow continues with the new account: a kit allocated to it passes the barcode step.
    const allocated = await browser(t)
      .post('/api/admin/lab/kits/allocate', { email, testIds: [PRA], quantity: 1 }, admin)
      .expect(201);
    const [barcode] = allocated.body.barcodes as string[];
    const check = await browser(t)
      .post('/api/activate/barcode', { barcodes: { barcode, confirmBarcode: barcode } }, cookie)
      .expect(200);
    expect(check.body.barcodes).toEqual([{ barcode, testIds: [PRA] }]);
  });

  it('creates a breeder account with the kennel fields the breeder registration asks for', async () => {
    ipCounter += 1;
    const email = `new-breeder-${Date.now()}@example.test`;
    const missing = await step({ ...newOwner(email), userType: 'breeder' }).expect(428);
    expect(missing.body.errors).toEqual({ kennelName: 'This field is required', kennelPrefix: 'This field is required' });
    expect(await count('users', sql`email = ${email}`)).toBe(0);
    const res = await step({
      ...newOwner(email),
      userType: 'breeder',
      kennelName: 'Wattle Kennels',
      kennelPrefix: 'Wattle',
    }).expect(200);
    expect(res.body.user).toMatchObject({ userType: 'breeder', kennelName: 'Wattle Kennels', kennelPrefix: 'Wattle' });
  });

  it('validates a new account with the registration texts and creates nothing', async () => {
    ipCounter += 1;
    const email = `invalid-${Date.now()}@example.test`;
    const empty = await step({ email, userType: 'owner' }).expect(428);
    expect(empty.body.errors).toEqual({
      password: 'This field is required',
      firstName: 'This field is required',
      lastName: 'This field is required',
      countryCode: 'This field is required',
    });
    const vet = await step({ ...newOwner(email), userType: 'vet' }).expect(428);
    expect(vet.body.errors).toEqual({ userType: 'Choose pet owner or breeder' });
    const short = await step({ ...newOwner(email), password: 'short' }).expect(428);
    expect(short.body.errors).toEqual({ password: 'Password must have at least 10 characters' });
    const common = await step({ ...newOwner(email), password: 'password123!' }).expect(428);
    expect(common.body.errors).toEqual({ password: 'This password is too common. Please choose another one' });
    const country = await step({ ...newOwner(email), countryCode: 'ZZ' }).expect(428);
    expect(country.body.errors.countryCode).toBeDefined();
    expect(await count('users', sql`email = ${email}`)).toBe(0);
    expect(await count('mail_outbox', sql`"to" = ${email}`)).toBe(0);
  });

  it("answers a new registration with an existing address 'User already exists. Please login', changing nothing", async () => {
    ipCounter += 1;
    const user = await createUser(t, { userType: 'breeder' });
    const res = await step({ ...newOwner(user.email), password: 'another-pass-phrase' }).expect(428);
    expect(res.body).toEqual({ errors: { email: 'User already exists. Please login' } });
    expect(cookiesOf(res).some((c) => /sid=[^;]/.test(c))).toBe(false);
    expect(await count('users', sql`email = ${user.email} and user_type = 'breeder'`)).toBe(1);
    // The account's own password still signs in.
    await signIn(t, user.email, user.password);
  });

  it('is rate limited like the barcode checks', async () => {
    ipCounter += 1;
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await step({ email: `probe-${i}@example.test` })).status;
    expect(last).toBe(429);
  });
});
