import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AGENT_MSG } from '../../server/modules/agents/agents.rules.js';
import { MSG } from '../../shared/validation-messages.js';
import { browser, createUser, signIn } from './support/auth.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 18 §3: the approved collection agents, searched by place; the lab adds them. */

let t: TestApp;
let admin: string;
let breeder: string;
const agent = () => browser(t);

const AGENTS = [
  {
    name: 'Sturt Street Animal Hospital',
    kind: 'vet_clinic',
    city: 'Ballarat',
    region: 'VIC',
    postcode: '3350',
    countryCode: 'AU',
  },
  {
    name: 'Megan Rourke',
    kind: 'vet_nurse',
    organisation: 'Bendigo Vets',
    city: 'Bendigo',
    region: 'VIC',
    postcode: '3550',
    countryCode: 'AU',
  },
  {
    name: 'Raj Patel',
    kind: 'trained_agent',
    city: 'Brisbane',
    region: 'QLD',
    postcode: '4000',
    countryCode: 'AU',
    phone: '0400 555 210',
  },
  {
    name: 'Fenwick Surgery',
    kind: 'vet_clinic',
    city: 'Leeds',
    region: 'West Yorkshire',
    postcode: 'LS1 4AP',
    countryCode: 'gb',
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const lab = await createUser(t, { userType: 'owner', isAdmin: true });
  admin = await signIn(t, lab.email, lab.password);
  const user = await createUser(t, { userType: 'breeder' });
  breeder = await signIn(t, user.email, user.password);
  for (const body of AGENTS) await agent().post('/api/admin/collection-agents', body, admin).expect(201);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const names = (body: { results: Array<{ name: string }> }) => body.results.map((a) => a.name).sort();

describe('GET /api/collection-agents', () => {
  it('lists every approved agent to anyone, guests included', async () => {
    const res = await agent().get('/api/collection-agents').expect(200);
    expect(res.body.count).toBe(4);
    expect(res.body).toMatchObject({ next: null, previous: null });
    expect(res.body.results[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), city: expect.any(String), countryCode: expect.any(String) }),
    );
  });

  it('finds agents by town, state, postcode or practice, every word matching', async () => {
    expect(names((await agent().get('/api/collection-agents?place=vic').expect(200)).body)).toEqual([
      'Megan Rourke',
      'Sturt Street Animal Hospital',
    ]);
    expect(names((await agent().get('/api/collection-agents?place=Ballarat%2C%20VIC').expect(200)).body)).toEqual([
      'Sturt Street Animal Hospital',
    ]);
    expect(names((await agent().get('/api/collection-agents?place=3550').expect(200)).body)).toEqual(['Megan Rourke']);
    expect(names((await agent().get('/api/collection-agents?place=bendigo%20vets').expect(200)).body)).toEqual(['Megan Rourke']);
    expect(names((await agent().get('/api/collection-agents?place=ls1').expect(200)).body)).toEqual(['Fenwick Surgery']);
    expect((await agent().get('/api/collection-agents?place=Perth').expect(200)).body).toEqual({
      results: [],
      count: 0,
      next: null,
      previous: null,
    });
    // Wildcards are letters like any other.
    expect((await agent().get('/api/collection-agents?place=%25').expect(200)).body.count).toBe(0);
  });

  it('narrows to a country', async () => {
    expect(names((await agent().get('/api/collection-agents?country=gb').expect(200)).body)).toEqual(['Fenwick Surgery']);
  });

  it('answers 428 in the spec’s shape for a bad search', async () => {
    const long = await agent()
      .get(`/api/collection-agents?place=${'a'.repeat(61)}`)
      .expect(428);
    expect(long.body).toEqual({ errors: { place: AGENT_MSG.placeMax } });
    const page = await agent().get('/api/collection-agents?page=0').expect(428);
    expect(page.body).toEqual({ errors: { page: AGENT_MSG.pageInvalid } });
    const country = await agent().get('/api/collection-agents?country=Australia').expect(428);
    expect(country.body).toEqual({ errors: { country: AGENT_MSG.countryInvalid } });
  });
});

describe('POST /api/admin/collection-agents', () => {
  it('answers 428 in the spec’s shape and adds nothing', async () => {
    const res = await agent()
      .post('/api/admin/collection-agents', { name: '', kind: 'wizard', countryCode: 'AUS' }, admin)
      .expect(428);
    expect(res.body).toEqual({
      errors: { name: MSG.required, kind: AGENT_MSG.kindInvalid, city: MSG.required, countryCode: AGENT_MSG.countryInvalid },
    });
    expect((await agent().get('/api/collection-agents').expect(200)).body.count).toBe(4);
  });

  it('is for the lab’s admins only', async () => {
    await agent()
      .post('/api/admin/collection-agents', AGENTS[0] as object, breeder)
      .expect(403);
    await agent()
      .post('/api/admin/collection-agents', AGENTS[0] as object)
      .expect(401);
    expect((await agent().get('/api/collection-agents').expect(200)).body.count).toBe(4);
  });
});
