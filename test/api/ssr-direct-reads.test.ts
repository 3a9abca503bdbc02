import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RequestContext, requestContextOf } from '../../server/common/request-context.js';
import { SessionsService } from '../../server/modules/auth/sessions.service.js';
import { createDirectReads } from '../../server/ssr/direct-reads.js';
import { createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let read: ReturnType<typeof createDirectReads>;
beforeAll(async () => {
  t = await createTestApp();
  read = createDirectReads(t.app);
});
afterAll(async () => {
  await t.close();
});

/** The context a page request with these cookies has once its session is looked up, as the renderer sees it. */
async function contextOf(cookieHeader: string): Promise<RequestContext> {
  const cookies = Object.fromEntries(cookieHeader.split('; ').map((pair) => pair.split('=') as [string, string]));
  const request = { id: 'page', ip: '127.0.0.1', headers: { cookie: cookieHeader }, cookies, params: {} };
  const reply = { clearCookie: () => reply };
  await t.app.get(SessionsService).load(request as unknown as FastifyRequest, reply as unknown as FastifyReply);
  return requestContextOf(request as unknown as FastifyRequest);
}

const LISTS = [
  '/api/store/products?isDetails=true&category_ids=1%2C6%2C3&page=1&sort=all&species=canine&user_type=breeder',
  '/api/store/products?isDetails=true&category_ids=1%2C6%2C3&page=2&sort=all&species=canine&user_type=breeder',
  '/api/store/products?isDetails=true&best_sellers=true&sort=best&user_type=vet',
  '/api/store/products?isDetails=true&search=collapse',
  '/api/store/products?search=eic',
  '/api/store/products?isDetails=true&species=feline&special_offers=true&user_type=owner',
];

describe('a page render reads the public catalogue routes from their controller (server/ssr/direct-reads.ts)', () => {
  it('answers what the API answers, for guests of each audience and storefront and for a signed-in breeder', async () => {
    const breeder = await createUser(t, { userType: 'breeder', countryCode: 'AU', currency: 'AUD' });
    const session = await signIn(t, breeder.email, breeder.password);
    const firstList = (
      await t.http
        .get(LISTS[0] ?? '')
        .set('cookie', 'country=US; currency=USD')
        .expect(200)
    ).body;
    const productPath = `/api/store/products/product/${firstList.results[0].id}`;
    const visitors = [
      'country=US; currency=USD',
      'country=GB; currency=GBP; user_type=vet',
      'country=AU',
      `${session}; country=AU`,
    ];
    const paths = [...LISTS, productPath, `${productPath}?user_type=vet`];
    for (const visitor of visitors) {
      for (const path of paths) {
        const api = await t.http.get(path).set('cookie', visitor).expect(200);
        const direct = await read(path)?.(await contextOf(visitor));
        expect({ visitor, path, body: JSON.parse(JSON.stringify(direct)) }).toEqual({ visitor, path, body: api.body });
      }
    }
  });

  it("leaves to the API what it would not answer the same way, so that its error answers stay the API's own", async () => {
    const guest = await contextOf('country=US; currency=USD');
    // Not one of its routes, a repeated query name (the API would read a list), an id written another way.
    expect(read('/api/store/products/breed?id=1')).toBeUndefined();
    expect(read('/api/cart/some-session')).toBeUndefined();
    expect(read('/api/store/products?page=1&page=2')).toBeUndefined();
    // A query its validation refuses and an id that names nothing reject: the renderer then asks the API.
    await expect(read('/api/store/products?sort=sideways')?.(guest)).rejects.toBeDefined();
    await t.http.get('/api/store/products?sort=sideways').expect(428);
    await expect(read('/api/store/products/product/abc')?.(guest)).rejects.toBeDefined();
    await expect(read('/api/store/products/product/%31')?.(guest)).rejects.toBeDefined();
    await t.http.get('/api/store/products/product/abc').expect(404);
  });
});
