import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { AGENT_MSG } from '../../server/modules/agents/agents.rules.js';
import { CLUB_MSG } from '../../server/modules/clubs/clubs.rules.js';
import { MSG } from '../../shared/validation-messages.js';
import { browser } from './support/auth.js';
import { type LabAccount, signedInAccount, throughTheLab } from './support/lab.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 19 (more back-office screens): clubs, collection agents and their nominations, show bookings and ACM
 * form requests; every admin write leaves an audit row in its own transaction, and only admins may call them.
 */
let t: TestApp;
let admin: LabAccount;
let breeder: LabAccount;
const b = () => browser(t);

async function audit(entity: string, entityId: number | string) {
  const res = await t.db.execute(
    sql`select actor_id, action, subject_user_id, before, after from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
  return res.rows as {
    actor_id: number;
    action: string;
    subject_user_id: number | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}

async function count(table: string, where = sql`true`): Promise<number> {
  const res = await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return Number((res.rows[0] as { n: number }).n);
}

/** A nomination sent through the public form, as a visitor does; its id as stored. */
async function nominate(name: string, qualification: string, kind = 'collection-agent-nomination'): Promise<string> {
  await t.http
    .post('/api/enquiries')
    .set('origin', 'http://shop.test')
    .set('sec-fetch-site', 'same-origin')
    .set('x-forwarded-for', `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
    .send({
      kind,
      name,
      email: `${name.split(' ')[1]?.toLowerCase()}@nominee.example`,
      phone: '03 5555 0101',
      organisation: 'Ballarat Vet Clinic',
      countryCode: 'AU',
      subject: qualification,
      message: 'Collects for the Ballarat kennel club.',
    })
    .expect(201);
  const res = await t.db.execute(sql`select id from enquiries where name = ${name} order by created_at desc limit 1`);
  return (res.rows[0] as { id: string }).id;
}

const AGENT = {
  name: 'Dr Ines Ortega',
  kind: 'vet_clinic',
  organisation: 'Ballarat Vet Clinic',
  city: 'Ballarat',
  countryCode: 'au',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAccount(t, 'owner', { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  breeder = await signedInAccount(t, 'breeder', { firstName: 'Maud', lastName: 'Whitfield' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('clubs', () => {
  it('creates a club and links a member, each with an audit row naming the admin', async () => {
    const club = (
      await b().post('/api/admin/clubs', { name: 'Ballarat Kennel Club', kind: 'kennel_club' }, admin.cookie).expect(201)
    ).body;
    expect(await audit('club', club.id)).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'create',
        before: null,
        after: expect.objectContaining({ name: 'Ballarat Kennel Club' }),
      }),
    ]);
    await b().post(`/api/admin/clubs/${club.id}/members`, { email: breeder.email, role: 'member' }, admin.cookie).expect(201);
    await b().post(`/api/admin/clubs/${club.id}/members`, { email: breeder.email, role: 'official' }, admin.cookie).expect(201);
    const rows = await audit('club', club.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'add-member', 'change-member']);
    expect(rows[2]).toMatchObject({ subject_user_id: breeder.id, before: { role: 'member' }, after: { role: 'official' } });
    const list = (await b().get('/api/admin/clubs', admin.cookie).expect(200)).body.results;
    expect(list.find((c: { id: number }) => c.id === club.id).members).toEqual([
      expect.objectContaining({ email: breeder.email, role: 'official' }),
    ]);
  });

  it('answers 428 in the spec’s shape and writes neither a club nor an audit row', async () => {
    const before = await count('audit_log');
    const res = await b().post('/api/admin/clubs', { name: '', kind: 'kennel' }, admin.cookie).expect(428);
    expect(res.body.errors.name).toBe(MSG.required);
    expect(res.body.errors.kind).toBe(CLUB_MSG.kindInvalid);
    expect(await count('audit_log')).toBe(before);
  });

  it('refuses guests and non-admins', async () => {
    await b().get('/api/admin/clubs').expect(401);
    await b().get('/api/admin/clubs', breeder.cookie).expect(403);
    await b().post('/api/admin/clubs', { name: 'X', kind: 'kennel_club' }, breeder.cookie).expect(403);
  });
});

describe('collection agents and nominations', () => {
  it('adds an approved agent with an audit row', async () => {
    const agent = (await b().post('/api/admin/collection-agents', AGENT, admin.cookie).expect(201)).body;
    expect(agent).toMatchObject({ name: 'Dr Ines Ortega', countryCode: 'AU' });
    expect(await audit('collection_agent', agent.id)).toEqual([
      expect.objectContaining({ actor_id: admin.id, action: 'create', after: expect.objectContaining({ city: 'Ballarat' }) }),
    ]);
  });

  it('lists stored nominations and approves one once, as a listed agent with an audit row', async () => {
    const id = await nominate('Nell Nominee', 'Veterinary nurse');
    const listed = (await b().get('/api/admin/collection-agents/nominations', admin.cookie).expect(200)).body.results;
    const nomination = listed.find((n: { id: string }) => n.id === id);
    expect(nomination).toMatchObject({
      name: 'Nell Nominee',
      qualification: 'Veterinary nurse',
      suggestedKind: 'vet_nurse',
      organisation: 'Ballarat Vet Clinic',
      agentId: null,
    });
    const body = {
      name: 'Nell Nominee',
      kind: 'vet_nurse',
      city: 'Sebastopol',
      countryCode: 'AU',
      email: 'nell@nominee.example',
    };
    const agent = (await b().post(`/api/admin/collection-agents/nominations/${id}/approve`, body, admin.cookie).expect(201)).body;
    const rows = await audit('collection_agent', agent.id);
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'approve-nomination',
        before: expect.objectContaining({ nominationId: id }),
      }),
    ]);
    const register = (await b().get('/api/collection-agents?place=Sebastopol').expect(200)).body.results;
    expect(register.map((a: { id: number }) => a.id)).toEqual([agent.id]);
    const after = (await b().get('/api/admin/collection-agents/nominations', admin.cookie).expect(200)).body.results;
    expect(after.find((n: { id: string }) => n.id === id).agentId).toBe(agent.id);
    const again = await b().post(`/api/admin/collection-agents/nominations/${id}/approve`, body, admin.cookie).expect(409);
    expect(again.body.message).toBe(AGENT_MSG.alreadyApproved);
    expect(await count('collection_agents', sql`nomination_id = ${id}`)).toBe(1);
  });

  it('answers 428 in the spec’s shape for an incomplete approval and changes nothing', async () => {
    const id = await nominate('Olive Other', 'Other trained person');
    const [agents, audits] = [await count('collection_agents'), await count('audit_log')];
    const res = await b()
      .post(
        `/api/admin/collection-agents/nominations/${id}/approve`,
        { name: 'Olive Other', kind: 'witch', countryCode: 'Australia' },
        admin.cookie,
      )
      .expect(428);
    expect(res.body).toEqual({
      errors: { kind: AGENT_MSG.kindInvalid, city: MSG.required, countryCode: AGENT_MSG.countryInvalid },
    });
    expect([await count('collection_agents'), await count('audit_log')]).toEqual([agents, audits]);
  });

  it('answers 404 for a nomination that does not exist or is another kind of enquiry', async () => {
    await b().post('/api/admin/collection-agents/nominations/not-a-uuid/approve', AGENT, admin.cookie).expect(404);
    const contact = await nominate('Quinn Contact', 'Results', 'contact');
    await b().post(`/api/admin/collection-agents/nominations/${contact}/approve`, AGENT, admin.cookie).expect(404);
    const listed = (await b().get('/api/admin/collection-agents/nominations', admin.cookie).expect(200)).body.results;
    expect(listed.map((n: { id: string }) => n.id)).not.toContain(contact);
    await b()
      .post('/api/admin/collection-agents/nominations/00000000-0000-4000-8000-000000000000/approve', AGENT, admin.cookie)
      .expect(404);
  });

  it('refuses guests and non-admins', async () => {
    const id = await nominate('Pia Private', 'Veterinarian');
    await b().get('/api/admin/collection-agents/nominations').expect(401);
    await b().get('/api/admin/collection-agents/nominations', breeder.cookie).expect(403);
    await b().post(`/api/admin/collection-agents/nominations/${id}/approve`, AGENT).expect(401);
    await b().post(`/api/admin/collection-agents/nominations/${id}/approve`, AGENT, breeder.cookie).expect(403);
    await b().post('/api/admin/collection-agents', AGENT, breeder.cookie).expect(403);
    expect(await count('collection_agents', sql`nomination_id = ${id}`)).toBe(0);
  });
});

describe('show bookings', () => {
  it('confirms a booking with an audit row about its booker', async () => {
    const showDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const booking = (
      await b()
        .post(
          '/api/my/shows',
          {
            showName: 'Ballarat Championship Show',
            showDate,
            venue: 'Ballarat Showgrounds',
            city: 'Ballarat',
            countryCode: 'AU',
            expectedAnimals: 35,
            contactName: 'Maud Whitfield',
            contactPhone: '0412 555 018',
            contactEmail: 'maud@example.test',
          },
          breeder.cookie,
        )
        .expect(201)
    ).body;
    await b().post(`/api/admin/shows/${booking.id}/confirm`, {}, breeder.cookie).expect(403);
    const confirmed = (await b().post(`/api/admin/shows/${booking.id}/confirm`, {}, admin.cookie).expect(200)).body;
    expect(confirmed.status).toBe('confirmed');
    expect(await audit('show_booking', booking.id)).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'confirm',
        subject_user_id: breeder.id,
        before: { status: 'requested' },
        after: expect.objectContaining({ status: 'confirmed' }),
      }),
    ]);
    await b().post(`/api/admin/shows/${booking.id}/confirm`, {}, admin.cookie).expect(409);
    expect(await audit('show_booking', booking.id)).toHaveLength(1);
  });
});

describe('ACM form requests', () => {
  it('sends the forms with an audit row about the requester', async () => {
    const { animalId } = await throughTheLab(t, admin.cookie, breeder, {
      testIds: [1001],
      pet: { petName: 'Kora', gender: 'female', chipNumber: '036000000077701' },
    });
    const request = (
      await b()
        .post('/api/my/acm-form-requests', { animalIds: [animalId] }, breeder.cookie)
        .expect(201)
    ).body;
    await b().post(`/api/admin/acm-form-requests/${request.id}/send`, {}, breeder.cookie).expect(403);
    await b().post(`/api/admin/acm-form-requests/${request.id}/send`, {}, admin.cookie).expect(200);
    expect(await audit('acm_form_request', request.id)).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'send-forms',
        subject_user_id: breeder.id,
        before: { status: 'requested' },
        after: expect.objectContaining({ status: 'sent' }),
      }),
    ]);
  });
});
