import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { signInFailures } from '../../server/modules/auth/auth.schema.js';
import { couponRedemptions, coupons } from '../../server/modules/cart/cart.schema.js';
import { kits } from '../../server/modules/kits/kits.schema.js';
import { KitsService } from '../../server/modules/kits/kits.service.js';
import { mailOutbox } from '../../server/modules/mail/mail.schema.js';
import { orders } from '../../server/modules/orders/orders.schema.js';
import type { CartView } from '../../shared/types/cart.js';
import type { ProductCard } from '../../shared/types/catalogue.js';
import type { OrderView } from '../../shared/types/order.js';
import { insertAnimal, shareAnimal } from '../factories/animals.js';
import { browser, createUser, sessionCookie, signIn } from './support/auth.js';
import { GB, placeGbOrder } from './support/shop.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 15 §2: races closed, each with the figure it promises (docs/decisions/0630–0634). */
let t: TestApp;
let tests: ProductCard[];
let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;
const withGb = (cookie?: string) => (cookie ? `${GB}; ${cookie}` : GB);
const b = () => browser(t);

beforeAll(async () => {
  // Each throttle test signs in from its own address (X-Forwarded-For), so they never share a count.
  t = await createTestApp({ TRUST_PROXY: 'true' });
  tests = (await t.http.get('/api/store/products?isDetails=true&species=canine&category_ids=1').set('cookie', GB).expect(200))
    .body.results;
});
afterAll(async () => {
  await t.close();
});

const product = (i: number) => (tests[i] as ProductCard).id;

async function cartWith(productIds: number[], cookie?: string): Promise<CartView> {
  const cart: CartView = (await b().post('/api/cart', {}, withGb(cookie)).expect(201)).body;
  for (const productId of productIds)
    await b().post(`/api/cart/${cart.sessionId}/item`, { productId }, withGb(cookie)).expect(201);
  return cart;
}

const login = (ip: string, username: string, password: string) =>
  b().post('/api/auth/login', { username, password }).set('x-forwarded-for', ip);

const countOf = async (key: string) =>
  (await t.db.select().from(signInFailures).where(eq(signInFailures.key, key)))[0]?.failures ?? 0;

/**
 * The clock stands still during a burst: every attempt falls inside the 2 s wait that the fifth failure earns,
 * however slowly a busy machine answers them. Only `Date` is frozen; timers and the database run as usual.
 */
function freezeTheClock() {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

describe('sign-in throttle: the attempt is counted before the password is checked', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('50 parallel wrong passwords for one account: 5 are checked, the rest get 429, and the count loses none', async () => {
    const user = await createUser(t);
    const ip = '10.15.1.1';
    freezeTheClock();
    let firstRefusal: () => void = () => undefined;
    const limitReached = new Promise<void>((resolve) => {
      firstRefusal = resolve;
    });
    const wrong = Array.from({ length: 49 }, (_, i) =>
      login(ip, user.email, `wrong-guess-${i}`).then((res) => {
        if (res.status === 429) firstRefusal();
        return res;
      }),
    );
    // The right password, sent while the burst is still being answered, once the limit has been reached.
    await Promise.race([limitReached, Promise.all(wrong)]);
    const right = await login(ip, user.email, user.password);
    const answers = await Promise.all(wrong);

    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBe(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(44);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many failed sign-ins. Please wait a moment and try again.');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionCookie(right)).toBeUndefined();
    // Every checked attempt is in the count, on the account and on the address.
    expect(await countOf(`account:${user.email}`)).toBe(checked);
    expect(await countOf(`ip:${ip}`)).toBe(checked);
  });

  it('30 parallel wrong guesses at 30 accounts from one address: 20 are checked, each counted once', async () => {
    const ip = '10.15.2.1';
    freezeTheClock();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(ip, `spray-${i}-${unique()}@example.test`, 'a-wrong-guess')),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(20);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    expect(await countOf(`ip:${ip}`)).toBe(20);
  });

  it('a success gives the address back the attempt it counted: an office keeps signing in', async () => {
    const ip = '10.15.3.1';
    for (let i = 0; i < 19; i++) await login(ip, `typo-${i}-${unique()}@example.test`, 'a-wrong-guess').expect(401);
    const [first, second] = [await createUser(t), await createUser(t)];
    // The 20th attempt from the address would block it if it failed; it succeeds, so the address is not blocked.
    await login(ip, first.email, first.password).expect(200);
    await login(ip, second.email, second.password).expect(200);
    expect(await countOf(`ip:${ip}`)).toBe(19);
  });
});

describe('per-user coupon limits hold under concurrency and for guests', () => {
  const newCoupon = async (perUserLimit: number) => {
    const code = `ONEEACH${unique()}`.replace(/-/g, '');
    const [row] = await t.db.insert(coupons).values({ code, kind: 'percent', value: 10, perUserLimit }).returning();
    if (!row) throw new Error('no coupon');
    return row;
  };
  const redemptionsOf = (couponId: number) =>
    t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

  it('10 parallel checkouts by one user with a per_user_limit 1 coupon: 1 redemption', async () => {
    const coupon = await newCoupon(1);
    const user = await createUser(t, { userType: 'breeder', countryCode: 'GB', currency: 'GBP' });
    const cookie = withGb(await signIn(t, user.email, user.password));
    const cart = await cartWith([product(0)], cookie);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeGbOrder(
          t,
          cookie,
          { sessionId: cart.sessionId, email: user.email, method: 'C', coupon: coupon.code },
          `key-${unique()}`,
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const refused of answers.filter((r) => r.status === 409)) expect(refused.body.code).toBe(103);
    expect(await redemptionsOf(coupon.id)).toHaveLength(1);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after?.usedCount).toBe(1);
  });

  it('three guest checkouts in a row with one e-mail: 1 redemption', async () => {
    const coupon = await newCoupon(1);
    const email = `coupon-guest-${unique()}@example.test`;
    const statuses: number[] = [];
    const bodies: Array<{ code?: number }> = [];
    for (const typed of [email, email, email.toUpperCase()]) {
      const cart = await cartWith([product(1)]);
      const res = await placeGbOrder(
        t,
        GB,
        { sessionId: cart.sessionId, email: typed, method: 'C', coupon: coupon.code },
        `key-${unique()}`,
      );
      statuses.push(res.status);
      bodies.push(res.body);
    }
    expect(statuses).toEqual([201, 409, 409]);
    expect(bodies.slice(1).map((body) => body.code)).toEqual([103, 103]);
    const rows = await redemptionsOf(coupon.id);
    expect(rows.map((r) => [r.userId, r.email])).toEqual([[null, email]]);
    // Another guest still has their own use.
    const other = await cartWith([product(1)]);
    await placeGbOrder(
      t,
      GB,
      { sessionId: other.sessionId, email: `other-${email}`, method: 'C', coupon: coupon.code },
      `key-${unique()}`,
    ).expect(201);
  });
});

describe('checkout with one idempotency key answers the same order every time', () => {
  it('20 parallel bank-transfer checkouts with one key: all answer the one order, although its commit removed the cart', async () => {
    const cart = await cartWith([product(2), product(3)]);
    const key = `key-${unique()}`;
    const email = `idem-${unique()}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeGbOrder(t, GB, { sessionId: cart.sessionId, email, method: 'EFT' }, key)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => (r.body as OrderView).id)).size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    // The cart went with the first commit; a late repeat still answers the order.
    expect((await b().get(`/api/cart/${cart.sessionId}`, GB)).status).toBe(404);
    const late = await placeGbOrder(t, GB, { sessionId: cart.sessionId, email, method: 'EFT' }, key).expect(201);
    expect(late.body.id).toBe(answers[0]?.body.id);
  });
});

describe('test upgrades only for a kit the buyer may order for', () => {
  const UPGRADE_REFUSED = {
    errors: { 'metaData.barcode': 'This barcode is not one of your kits. Check the number printed on the kit label' },
  };
  const addUpgrade = (cookie: string | undefined, barcode: string, kind: 'isUpgradeTests' | 'isUpgradeFullbreed') =>
    b()
      .post('/api/cart', {}, withGb(cookie))
      .then((res) =>
        b().post(
          `/api/cart/${res.body.sessionId}/item`,
          { productId: product(kind === 'isUpgradeTests' ? 4 : 5), metaData: { [kind]: true, barcode } },
          withGb(cookie),
        ),
      );

  it("accepts the owner's own kit, and refuses an unknown barcode, someone else's kit and a guest with 428", async () => {
    const owner = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const stranger = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const [kit] = await t.app.get(KitsService).allocate({ ownerId: owner.id, testIds: [product(4)], quantity: 1 });
    if (!kit) throw new Error('no kit');
    const ownerCookie = await signIn(t, owner.email, owner.password);
    const strangerCookie = await signIn(t, stranger.email, stranger.password);

    const own = await addUpgrade(ownerCookie, kit.barcode.toLowerCase(), 'isUpgradeTests');
    expect(own.status).toBe(201);
    // The line names the kit as the lab writes it, so the same kit typed another way is the same line.
    expect((own.body as CartView).items.map((i) => i.metaData)).toEqual([{ isUpgradeTests: true, barcode: kit.barcode }]);
    const twice = await addUpgrade(ownerCookie, ` ${kit.barcode} `, 'isUpgradeTests');
    expect([twice.status, twice.body.title]).toEqual([409, 'Already in the Cart']);
    const fullBreed = await addUpgrade(ownerCookie, kit.barcode, 'isUpgradeFullbreed');
    expect(fullBreed.status).toBe(201);
    expect((fullBreed.body as CartView).items).toHaveLength(2);

    for (const [cookie, barcode, kind] of [
      [strangerCookie, kit.barcode, 'isUpgradeTests'],
      [strangerCookie, kit.barcode, 'isUpgradeFullbreed'],
      [ownerCookie, 'PDL000000000', 'isUpgradeTests'],
      [undefined, kit.barcode, 'isUpgradeTests'],
    ] as const) {
      const refused = await addUpgrade(cookie, barcode, kind);
      expect([refused.status, refused.body]).toEqual([428, UPGRADE_REFUSED]);
    }
  });

  it('a vet may order for a patient shared with them, and not before it is shared', async () => {
    const owner = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const vet = await createUser(t, { userType: 'vet', countryCode: 'GB', currency: 'GBP' });
    const [kit] = await t.app.get(KitsService).allocate({ ownerId: owner.id, testIds: [product(4)], quantity: 1 });
    if (!kit) throw new Error('no kit');
    const animal = await insertAnimal(t.db, { ownerId: owner.id, species: 'canine', name: 'Biscuit', gender: 'female' });
    await t.db.update(kits).set({ animalId: animal.id }).where(eq(kits.id, kit.id));
    const vetCookie = await signIn(t, vet.email, vet.password);

    const before = await addUpgrade(vetCookie, kit.barcode, 'isUpgradeTests');
    expect([before.status, before.body]).toEqual([428, UPGRADE_REFUSED]);
    await shareAnimal(t.db, animal.id, vet.id);
    expect((await addUpgrade(vetCookie, kit.barcode, 'isUpgradeTests')).status).toBe(201);
    expect((await addUpgrade(vetCookie, kit.barcode, 'isUpgradeFullbreed')).status).toBe(201);
  });
});

describe("a guest order placed with someone's e-mail", () => {
  it('joins that account only once paid: unpaid it is never their debt (79) and its mail says it is not theirs', async () => {
    const holder = await createUser(t, { countryCode: 'GB', currency: 'GBP' });
    const cart = await cartWith([product(5)]);
    const placed: OrderView = (
      await placeGbOrder(t, GB, { sessionId: cart.sessionId, email: holder.email, method: 'EFT' }, `key-${unique()}`).expect(201)
    ).body;
    expect(placed.status).toBe('pending_payment');
    // Overdue: were it theirs, it would block them with code 79.
    await t.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, placed.id));

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, holder.email), eq(mailOutbox.subject, `Order ${placed.number} received`)));
    expect(mail?.text).toContain(
      'This order was placed without signing in, with this e-mail address. It is not part of your Pet DNA Lab',
    );
    expect(mail?.text).toContain('nothing is owed and nothing will be sent.');
    // A guest whose address has no account gets the plain mail.
    const stranger = `no-account-${unique()}@example.test`;
    const plain: OrderView = (
      await placeGbOrder(
        t,
        GB,
        { sessionId: (await cartWith([product(5)])).sessionId, email: stranger, method: 'EFT' },
        `key-${unique()}`,
      ).expect(201)
    ).body;
    const [plainMail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, stranger));
    expect(plainMail?.subject).toBe(`Order ${plain.number} received`);
    expect(plainMail?.text).not.toContain('placed without signing in');

    const cookie = await signIn(t, holder.email, holder.password);
    const history = (await b().get('/api/my/order-history', cookie).expect(200)).body;
    expect(history.results.map((o: OrderView) => o.id)).not.toContain(placed.id);
    const invoices = (await b().get('/api/my/invoices', cookie).expect(200)).body;
    expect(invoices.results.map((i: { orderId: number }) => i.orderId)).not.toContain(placed.id);
    await cartWith([product(6)], cookie);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.userId).toBeNull();

    // Paid, it is theirs.
    const admin = await createUser(t, { userType: 'breeder', isAdmin: true });
    await b()
      .post(`/api/admin/orders/${placed.id}/mark-paid`, {}, await signIn(t, admin.email, admin.password))
      .expect(200);
    const after = (await b().get('/api/my/order-history', cookie).expect(200)).body;
    expect(after.results.map((o: OrderView) => o.id)).toContain(placed.id);
    const [claimed] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(claimed?.userId).toBe(holder.id);
  });
});
