import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type supertest from 'supertest';
import type { Access } from '../../server/common/access.js';
import { decideAccess } from '../../server/common/access.rules.js';
import type { RequestUser } from '../../server/common/request-user.js';
import { type RouteEntry, routeTable } from '../../server/common/route-table.js';
import { UsersService } from '../../server/modules/auth/users.service.js';
import { LabService } from '../../server/modules/kits/lab.service.js';
import { OrdersAdminService } from '../../server/modules/orders/orders-admin.service.js';
import { browser, createUser, sessionCookie, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 15 §1: every route of the app's own route table, called by every kind of caller, with the path as
 * written and in the variants an attacker tries, gets its declared outcome; a refused call changes nothing
 * and a permitted one never shows another account's data.
 */
let t: TestApp;
let routes: RouteEntry[];
type Persona = { cookie?: string; user?: Partial<RequestUser> };
const personas: Record<string, Persona> = {};
const cookieOf = (who: string) => personas[who]?.cookie ?? '';
let victim: { id: number; email: string; lastName: string; cookie: string; barcode: string; animalId: number; petName: string };
const KIT_TESTS = [1001, 1002];

async function account(userType: 'breeder' | 'owner' | 'vet', isAdmin = false) {
  const user = await createUser(t, { userType, isAdmin });
  return { ...user, cookie: await signIn(t, user.email, user.password) };
}

function call(method: string, path: string, cookie?: string): supertest.Test {
  const agent = browser(t);
  switch (method) {
    case 'GET':
      return agent.get(path, cookie);
    case 'DELETE':
      return agent.delete(path, cookie);
    case 'POST':
      return agent.post(path, {}, cookie);
    case 'PUT':
      return agent.put(path, {}, cookie);
    default:
      return t.http
        .patch(path)
        .set('origin', 'http://shop.test')
        .set('sec-fetch-site', 'same-origin')
        .set('cookie', cookie ?? '')
        .send({});
  }
}

/** The route's path with each `:param` filled with the victim's own ids, so that a leak would show. */
function concrete(path: string): string {
  const values: Record<string, string> = {
    id: String(victim.animalId),
    userId: String(victim.id),
    barcode: victim.barcode,
    email: encodeURIComponent(victim.email),
    sessionId: '00000000-0000-4000-8000-000000000000',
    itemId: '1',
    key: 'summary',
    code: 'NOPE',
    account: 'au',
  };
  return path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
}

/** The same path written the ways an attacker writes it to slip past a check on the URL string. */
function variants(path: string): Record<string, string> {
  const [, api, first = '', ...rest] = path.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const letter = first.charAt(0);
  const encoded = letter ? `%${letter.charCodeAt(0).toString(16)}${first.slice(1)}` : first;
  return {
    'as written': path,
    'one letter percent-encoded': `/${api}/${encoded}${tail}`,
    'api percent-encoded': `/%61${api?.slice(1)}/${first}${tail}`,
    'upper-case letters': `/${api}/${first.toUpperCase()}${tail}`,
    'doubled slash': `/${api}//${first}${tail}`,
    'trailing slash': `${path}/`,
    'dot-dot segment': `/${api}/x/%2e%2e/${first}${tail}`,
    'semicolon suffix': `${path};jsessionid=1`,
  };
}

/** Row counts and contents of every table a refused call could touch (sessions and audit logs aside). */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await t.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables.rows as { name: string }[]) {
    if (/session|impersonation|rate_limit|throttle|attempt|drizzle/.test(name)) continue;
    const row = await t.db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as f from ${sql.identifier(name)} x`,
    );
    result[name] = (row.rows[0] as { f: string }).f;
  }
  return result;
}

const REFUSED = { 'sign-in': 401, forbidden: 403 } as const;

beforeAll(async () => {
  t = await createTestApp();
  routes = routeTable(t.app);
  const admin = await account('breeder', true);
  const owner = await account('owner');
  const breeder = await account('breeder');
  const vet = await account('vet');
  const actedOn = await account('breeder');
  const adminForActing = await account('owner', true);
  const acting = sessionCookie(
    await browser(t).post(`/api/admin/impersonate/${actedOn.id}`, {}, adminForActing.cookie).expect(200),
  );
  personas.guest = {};
  personas.owner = { cookie: owner.cookie, user: { userType: 'owner', isAdmin: false } };
  personas.breeder = { cookie: breeder.cookie, user: { userType: 'breeder', isAdmin: false } };
  personas.vet = { cookie: vet.cookie, user: { userType: 'vet', isAdmin: false } };
  personas.admin = { cookie: admin.cookie, user: { userType: 'breeder', isAdmin: true } };
  personas['admin acting as a breeder'] = {
    cookie: acting,
    user: { userType: 'breeder', isAdmin: false, impersonator: { id: adminForActing.id, name: 'Admin' } },
  };

  const owned = await account('breeder');
  const [barcode] = (
    await browser(t)
      .post('/api/admin/lab/kits/allocate', { email: owned.email, testIds: KIT_TESTS, quantity: 1 }, admin.cookie)
      .expect(201)
  ).body.barcodes as string[];
  const petName = `Secretpup${Date.now()}`;
  await browser(t)
    .post(
      '/api/activate',
      {
        barcodes: { barcode, confirmBarcode: barcode },
        pet: { petName, gender: 'female', species: 'dog', breed: 10, dobDay: 4, dobMonth: 3, dobYear: 2023 },
        person: {
          firstName: 'Vera',
          lastName: owned.lastName,
          address: '1 Kennel Road',
          country: 'AU',
          city: 'Ballarat',
          postalCode: '3350',
          email: owned.email,
          acceptTerms: true,
        },
      },
      owned.cookie,
    )
    .expect(201);
  const animals = await browser(t).get('/api/my/animals', owned.cookie).expect(200);
  const animal = (animals.body.results as { id: number }[])[0];
  if (!animal || !barcode) throw new Error('the victim has no animal with a kit');
  victim = {
    id: owned.id,
    email: owned.email,
    lastName: owned.lastName,
    cookie: owned.cookie,
    barcode,
    animalId: animal.id,
    petName,
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('every route declares who may call it', () => {
  it('finds the whole API in the route table, each route with a declaration', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !route.access).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('closes the admin and lab routes to everyone but admins', () => {
    const open = routes.filter((route) => /^\/api\/admin\//.test(route.path) && route.access?.kind !== 'admin');
    expect(open.map((route) => `${route.method} ${route.path} ${route.access?.kind}`)).toEqual([
      'DELETE /api/admin/impersonate impersonating',
    ]);
  });
});

describe('the access matrix, driven by the route table', () => {
  it('refuses every caller the declaration refuses, however the path is written, and changes nothing', async () => {
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const route of routes) {
      const path = concrete(route.path);
      for (const [who, persona] of Object.entries(personas)) {
        const decision = decideAccess(route.access as Access, persona.user as RequestUser | undefined);
        if (decision === 'allow') continue;
        for (const [variant, written] of Object.entries(variants(path))) {
          const res = await call(route.method, written, persona.cookie);
          const matched = variant === 'as written' || variant === 'trailing slash' || variant.includes('encoded');
          // A refusal: the declared status where the router matched the route, else no route at all (or
          // another route, e.g. `/api/store/orders/:id`, refusing the id as malformed).
          // The per-address rate limits of the barcode and sign-in routes may answer first (429).
          const allowed = matched ? [REFUSED[decision], 429] : [REFUSED[decision], 400, 404, 429];
          if (!allowed.includes(res.status)) wrong.push(`${who}: ${route.method} ${written} (${variant}) → ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 300_000);

  it('lets permitted callers read, and never shows them another account’s data', async () => {
    const wrong: string[] = [];
    const markers = () => [victim.email, victim.petName, victim.lastName];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const path = concrete(route.path);
      for (const [who, persona] of Object.entries(personas)) {
        if (decideAccess(route.access as Access, persona.user as RequestUser | undefined) !== 'allow') continue;
        const res = await call('GET', path, persona.cookie);
        if (res.status >= 500 || (route.access?.kind !== 'public' && [401, 403].includes(res.status)))
          wrong.push(`${who}: GET ${path} → ${res.status}`);
        // Admins may see every account; public tools show what the barcode holder may see.
        if (who === 'admin' || route.access?.kind === 'public') continue;
        const text = `${res.text ?? ''}${res.body instanceof Buffer ? res.body.toString('latin1') : ''}`;
        for (const marker of markers()) if (text.includes(marker)) wrong.push(`${who}: GET ${path} shows ${marker}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});

describe('the probe of issue 15, kept as regression tests', () => {
  it('shows a guest no user list and no mail outbox through an encoded path', async () => {
    await t.http.get('/api/%61dmin/users').expect(401);
    const outbox = await t.http.get(`/api/%61dmin/mail-outbox?to=${encodeURIComponent(victim.email)}`).expect(401);
    expect(outbox.text).not.toContain(victim.email);
  });

  it('gives a guest no way to read an admin’s reset link', async () => {
    const admin = await createUser(t, { isAdmin: true });
    await browser(t)
      .post('/api/forgot-password', { email: admin.email })
      .expect((res) => expect(res.status).toBeLessThan(500));
    for (const path of [
      '/api/%61dmin/mail-outbox',
      '/api/admin/mail-outbox',
      '/api/ADMIN/mail-outbox',
      '/api//admin/mail-outbox',
    ])
      expect((await t.http.get(`${path}?to=${encodeURIComponent(admin.email)}`)).text).not.toContain('reset');
  });

  it('lets no signed-in owner allocate kits or move another breeder’s kit through an encoded path', async () => {
    const owner = cookieOf('owner');
    const kitsBefore = (await t.db.execute(sql`select count(*)::int as n from kits`)).rows;
    await browser(t)
      .post('/api/%61dmin/lab/kits/allocate', { email: 'owner@example.test', testIds: KIT_TESTS, quantity: 5 }, owner)
      .expect(403);
    await browser(t).post(`/api/%61dmin/lab/kits/${victim.barcode}/status`, { status: 'results_ready' }, owner).expect(403);
    expect((await t.db.execute(sql`select count(*)::int as n from kits`)).rows).toEqual(kitsBefore);
    const kit = await t.db.execute(sql`select status from kits where barcode = ${victim.barcode}`);
    expect((kit.rows[0] as { status: string }).status).toBe('activated');
  });

  it('refuses a cross-site change however the path is written', async () => {
    for (const path of ['/api/cart', '/%61pi/cart', '/api/c%61rt'])
      await t.http.post(path).set('origin', 'http://evil.test').send({}).expect(403);
    await t.http.post('/%61pi/cart').set('sec-fetch-site', 'cross-site').send({}).expect(403);
  });

  it('lets an admin acting as a user back to their own session, and nobody else through that door', async () => {
    await browser(t).delete('/api/admin/impersonate', cookieOf('breeder')).expect(403);
    await browser(t).delete('/api/admin/impersonate', cookieOf('admin')).expect(403);
    await t.http.delete('/api/admin/impersonate').expect(401);
  });
});

describe('defence in depth: the admin services check the caller themselves', () => {
  it('refuses a user and an admin acting as a user even when called past the route', async () => {
    const owner = { id: victim.id, userType: 'owner', isAdmin: false } as RequestUser;
    const acting = { id: victim.id, userType: 'breeder', isAdmin: false, impersonator: { id: 1, name: 'A' } } as RequestUser;
    for (const caller of [owner, acting, undefined]) {
      await expect(
        t.app.get(LabService).allocate(caller, { email: victim.email, testIds: KIT_TESTS, quantity: 1 }),
      ).rejects.toMatchObject({ status: caller ? 403 : 401 });
      await expect(t.app.get(LabService).move(caller, victim.barcode, 'results_ready')).rejects.toMatchObject({
        status: caller ? 403 : 401,
      });
      await expect(t.app.get(OrdersAdminService).list(caller, {}, 1)).rejects.toMatchObject({
        status: caller ? 403 : 401,
      });
      await expect(t.app.get(UsersService).listForAdmin(caller, undefined)).rejects.toMatchObject({
        status: caller ? 403 : 401,
      });
    }
    const kit = await t.db.execute(sql`select status from kits where barcode = ${victim.barcode}`);
    expect((kit.rows[0] as { status: string }).status).toBe('activated');
  });
});
