import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/database.js';
import { AGENT_MSG } from '../../server/modules/agents/agents.rules.js';
import { CART_MSG } from '../../server/modules/cart/dto/cart.dto.js';
import type { CartView } from '../../shared/types/cart.js';
import { MSG } from '../../shared/validation-messages.js';
import { browser } from './support/auth.js';
import { type LabAccount, signedInAccount } from './support/lab.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 18 §3 (docs/decisions/0973, 0974): an approved collection agent signs in with the account the lab
 * linked to their entry, keeps their details up to date on /my/collection-agents beside the animals they
 * collected, and orders agent products at the agent price through the normal cart.
 */

const AU = 'country=AU; currency=AUD';
const AGENT_PRODUCTS = [974, 975, 978, 979];
let t: TestApp;
let admin: string;
let agentAccount: LabAccount;
let other: LabAccount;
let vet: LabAccount;
let agentId: number;
const b = () => browser(t);
const as = (who: LabAccount) => `${AU}; ${who.cookie}`;

const ENTRY = {
  name: 'Kirra Walsh',
  kind: 'trained_agent',
  city: 'Toowoomba',
  region: 'QLD',
  postcode: '4350',
  countryCode: 'AU',
  phone: '0400 111 222',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAccount(t, 'owner', { isAdmin: true })).cookie;
  agentAccount = await signedInAccount(t, 'owner', { firstName: 'Kirra', lastName: 'Walsh' });
  other = await signedInAccount(t, 'breeder');
  vet = await signedInAccount(t, 'vet');
  agentId = (await b().post('/api/admin/collection-agents', ENTRY, admin).expect(201)).body.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('PUT /api/admin/collection-agents/{id}/account', () => {
  it('refuses anyone but an admin (403) and answers 404 for an agent that does not exist', async () => {
    for (const who of [agentAccount, other, vet]) {
      await b().put(`/api/admin/collection-agents/${agentId}/account`, { email: who.email }, who.cookie).expect(403);
    }
    await b().put('/api/admin/collection-agents/999999/account', { email: agentAccount.email }, admin).expect(404);
  });

  it('answers 428 in the spec’s shape for a missing, malformed or unknown e-mail, linking nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, MSG.required],
      [{ email: 'not-an-email' }, MSG.emailInvalid],
      [{ email: 'nobody@nowhere.example' }, AGENT_MSG.noSuchAccount],
    ];
    for (const [body, message] of cases) {
      const res = await b().put(`/api/admin/collection-agents/${agentId}/account`, body, admin).expect(428);
      expect(res.body).toEqual({ errors: { email: message } });
    }
    await b().get('/api/my/collection-agent', as(agentAccount)).expect(404);
  });

  it('links the account in one transaction with its audit row; the account is then an agent', async () => {
    const before = (await b().get('/api/my/details', agentAccount.cookie).expect(200)).body;
    expect(before.collectionAgent).toBe(false);
    const res = await b()
      .put(`/api/admin/collection-agents/${agentId}/account`, { email: agentAccount.email.toUpperCase() }, admin)
      .expect(200);
    expect(res.body).toMatchObject({ id: agentId, name: 'Kirra Walsh' });
    const audit = await rowsOf<{ action: string; after: { userId: number } }>(
      t.db,
      sql`SELECT action, after FROM audit_log WHERE entity = 'collection_agent' AND entity_id = ${String(agentId)} ORDER BY id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'link-account']);
    expect(audit[1]?.after.userId).toBe(agentAccount.id);
    const after = (await b().get('/api/my/details', agentAccount.cookie).expect(200)).body;
    expect(after.collectionAgent).toBe(true);
  });

  it('refuses to link an account that is already another agent’s', async () => {
    const second = (
      await b()
        .post('/api/admin/collection-agents', { ...ENTRY, name: 'Second Agent' }, admin)
        .expect(201)
    ).body;
    const res = await b()
      .put(`/api/admin/collection-agents/${second.id}/account`, { email: agentAccount.email }, admin)
      .expect(428);
    expect(res.body).toEqual({ errors: { email: AGENT_MSG.accountTaken } });
  });
});

describe('/api/my/collection-agent: the agent’s own entry', () => {
  it('shows the agent their entry, as the register shows it', async () => {
    const res = await b().get('/api/my/collection-agent', as(agentAccount)).expect(200);
    expect(res.body).toMatchObject({ ...ENTRY, id: agentId, approvedAt: expect.any(String) });
  });

  it('answers an account that is no agent’s 404 and a guest 401, reading and writing', async () => {
    for (const who of [other, vet]) {
      const res = await b().get('/api/my/collection-agent', as(who)).expect(404);
      expect(JSON.stringify(res.body)).toContain(AGENT_MSG.notAnAgent);
      await b().put('/api/my/collection-agent', { name: 'Taken Over', city: 'Perth' }, as(who)).expect(404);
    }
    await b().get('/api/my/collection-agent', AU).expect(401);
    const still = await b().get('/api/my/collection-agent', as(agentAccount)).expect(200);
    expect(still.body.name).toBe('Kirra Walsh');
  });

  it('answers 428 in the spec’s shape for missing or over-long details, changing nothing', async () => {
    const res = await b()
      .put('/api/my/collection-agent', { name: '', city: '', postcode: '1'.repeat(13), email: 'nope' }, as(agentAccount))
      .expect(428);
    expect(res.body).toEqual({
      errors: { name: MSG.required, city: MSG.required, postcode: AGENT_MSG.max12, email: MSG.emailInvalid },
    });
    expect((await b().get('/api/my/collection-agent', as(agentAccount)).expect(200)).body.city).toBe('Toowoomba');
  });

  it('saves new details, and the public register finds the agent by the new place', async () => {
    const update = {
      name: 'Kirra Walsh',
      organisation: 'Darling Downs Kelpie Club',
      city: 'Warwick',
      region: 'QLD',
      postcode: '4370',
      phone: '0400 999 000',
      email: 'Kirra@DDKC.example',
    };
    const res = await b().put('/api/my/collection-agent', update, as(agentAccount)).expect(200);
    expect(res.body).toMatchObject({ ...update, email: 'kirra@ddkc.example', kind: 'trained_agent', countryCode: 'AU' });
    const found = (await b().get('/api/collection-agents?place=Warwick').expect(200)).body.results;
    expect(found.map((a: { name: string; organisation: string }) => [a.name, a.organisation])).toEqual([
      ['Kirra Walsh', 'Darling Downs Kelpie Club'],
    ]);
  });
});

describe('the collected-animal calls an agent’s page uses (spec §7)', () => {
  it('keeps each agent’s register apart: another account’s ids answer 404', async () => {
    const made = await b()
      .post(
        '/api/tools/collected-animal',
        {
          name: 'Warwick Red Ned',
          species: 'canine',
          microchip: '036000412340001',
          ownerName: 'J. Byrne',
          collectedOn: '2026-10-01',
        },
        as(agentAccount),
      )
      .expect(201);
    const listed = (await b().get('/api/tools/collected-animal?name=ned', as(agentAccount)).expect(200)).body;
    expect(listed.results.map((a: { name: string }) => a.name)).toEqual(['Warwick Red Ned']);
    expect((await b().get('/api/tools/collected-animal', as(other)).expect(200)).body.results).toEqual([]);
    await b()
      .put(
        `/api/tools/collected-animal/${made.body.id}`,
        { name: 'Stolen', species: 'canine', collectedOn: '2026-10-01' },
        as(other),
      )
      .expect(404);
    await b().delete(`/api/tools/collected-animal/${made.body.id}`, as(other)).expect(404);
    const bad = await b()
      .post('/api/tools/collected-animal', { name: 'Later', species: 'canine', collectedOn: '2999-01-01' }, as(agentAccount))
      .expect(428);
    expect(Object.keys(bad.body.errors)).toEqual(['collectedOn']);
  });
});

describe('agent products (decision 0974)', () => {
  it('GET /api/my/collection-agent-products lists the agent category at the agent price to an agent', async () => {
    const res = await b().get('/api/my/collection-agent-products', as(agentAccount)).expect(200);
    expect(res.body.results.map((p: { id: number }) => p.id).sort()).toEqual(AGENT_PRODUCTS);
    for (const product of res.body.results) expect(product.price).toMatchObject({ currency: 'AUD', amount: expect.any(Number) });
  });

  it('refuses anyone else: another account or a vet 404, a guest 401', async () => {
    await b().get('/api/my/collection-agent-products', as(other)).expect(404);
    await b().get('/api/my/collection-agent-products', as(vet)).expect(404);
    await b().get('/api/my/collection-agent-products', AU).expect(401);
  });

  it('the cart takes an agent product for an agent and refuses it to anyone else with a 428, adding nothing', async () => {
    const listed = (await b().get('/api/my/collection-agent-products', as(agentAccount)).expect(200)).body.results;
    const pack = listed.find((p: { id: number }) => p.id === 975);
    const cart: CartView = (await b().post('/api/cart', {}, as(agentAccount)).expect(201)).body;
    const added: CartView = (await b().post(`/api/cart/${cart.sessionId}/item`, { productId: 975 }, as(agentAccount)).expect(201))
      .body;
    expect(added.items.map((i) => [i.product.id, i.amount])).toEqual([[975, pack.price.amount]]);
    for (const cookie of [as(other), AU]) {
      const theirs: CartView = (await b().post('/api/cart', {}, cookie).expect(201)).body;
      const res = await b().post(`/api/cart/${theirs.sessionId}/item`, { productId: 975 }, cookie).expect(428);
      expect(res.body).toEqual({ errors: { productId: CART_MSG.agentOnly } });
      expect((await b().get(`/api/cart/${theirs.sessionId}`, cookie).expect(200)).body.items).toEqual([]);
    }
  });

  it('the public lists and search leave agent and club products out, for agents and members too', async () => {
    for (const cookie of [AU, as(other), as(agentAccount)]) {
      const listed = (await b().get('/api/store/products?category_ids=35,36,20', cookie).expect(200)).body.results;
      const ids = listed.map((p: { id: number }) => p.id);
      expect(ids.length).toBeGreaterThan(0);
      for (const hidden of [...AGENT_PRODUCTS, 996]) expect(ids).not.toContain(hidden);
      for (const search of ['witness', 'microchip reader', 'sampling pack', 'envelopes']) {
        const found = (
          await b()
            .get(`/api/store/products?search=${encodeURIComponent(search)}`, cookie)
            .expect(200)
        ).body.results;
        for (const hidden of [...AGENT_PRODUCTS, 996]) expect(found.map((p: { id: number }) => p.id)).not.toContain(hidden);
      }
    }
  });
});
