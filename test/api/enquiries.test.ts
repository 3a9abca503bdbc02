import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown, ip = '10.0.0.1') =>
  t.http
    .post('/api/enquiries')
    .set('origin', 'http://shop.test')
    .set('sec-fetch-site', 'same-origin')
    .set('x-forwarded-for', ip)
    .send(body as object);

const valid = {
  kind: 'contact',
  name: 'Jane Breeder',
  email: 'Jane@Example.com',
  subject: 'Results',
  message: 'When will the results for kit 123 be ready?',
};

async function count(table: string, where = sql`true`) {
  const result = await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return (result.rows[0] as { n: number }).n;
}

describe('POST /api/enquiries', () => {
  it('stores the message and queues a confirmation mail to the sender', async () => {
    const res = await post(valid).expect(201);
    expect(res.body.reference).toMatch(/^[0-9A-F]{8}$/);
    expect(await count('enquiries', sql`email = 'jane@example.com' and kind = 'contact'`)).toBe(1);
    const mails = await t.db.execute(sql`select subject, text from mail_outbox where "to" = 'jane@example.com'`);
    expect(mails.rows).toHaveLength(1);
    const mail = mails.rows[0] as { subject: string; text: string };
    expect(mail.subject).toContain(res.body.reference);
    expect(mail.text).toContain('When will the results for kit 123 be ready?');
  });

  it('answers 428 with the spec messages field by field, and stores nothing', async () => {
    const res = await post({ kind: 'contact', name: '', email: 'not-an-email', message: '' }, '10.0.0.2').expect(428);
    expect(res.body).toEqual({
      errors: { name: 'This field is required', email: 'email must be a valid email', message: 'This field is required' },
    });
    expect(await count('enquiries', sql`email = 'not-an-email'`)).toBe(0);
  });

  it('drops a message whose honeypot is filled, without telling the bot', async () => {
    await post({ ...valid, email: 'bot@example.com', website: 'http://spam.example' }, '10.0.0.3').expect(201);
    expect(await count('enquiries', sql`email = 'bot@example.com'`)).toBe(0);
    expect(await count('mail_outbox', sql`"to" = 'bot@example.com'`)).toBe(0);
  });

  it('accepts every public form kind, and refuses an unknown one', async () => {
    for (const kind of [
      'research-application',
      'responsible-breeder-application',
      'collection-agent-nomination',
      'show-sponsorship',
    ]) {
      await post({ ...valid, kind, email: `${kind}@example.com` }, `10.0.1.${kind.length}`).expect(201);
    }
    await post({ ...valid, kind: 'newsletter' }, '10.0.0.4').expect(428);
  });

  it('rate-limits a flood from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post({ ...valid, email: `flood${i}@example.com` }, '10.9.9.9')).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
