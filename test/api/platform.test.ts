import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and readiness', () => {
  it('answers alive and ready with the database kind', async () => {
    await t.http.get('/api/health').expect(200, { status: 'ok' });
    const ready = await t.http.get('/api/ready').expect(200);
    expect(ready.body.status).toBe('ready');
    expect(['pglite', 'postgres']).toContain(ready.body.database);
  });
});

describe('the one error shape', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    await t.http.post('/api/no-such-thing').send({}).expect(404);
  });

  it('answers a missing required query field with 428 and the spec message', async () => {
    const res = await t.http.get('/api/countries/states').expect(428);
    expect(res.body).toEqual({ errors: { country_code: 'This field is required' } });
  });

  it('rejects fields the endpoint does not know', async () => {
    const res = await t.http.get('/api/countries/states?country_code=AU&admin=1').expect(428);
    expect(res.body).toEqual({ errors: { admin: 'This field is not allowed' } });
  });

  it('answers a body over the size limit with 413 in the same shape', async () => {
    const res = await t.http
      .post('/api/countries')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(1_200_000) }))
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('tags every response with a request id', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security', () => {
  it('refuses a state-changing API request from another site', async () => {
    const res = await t.http.post('/api/countries').set('origin', 'https://evil.example').send({}).expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, message: 'Cross-site request refused' });
    await t.http.post('/api/countries').set('sec-fetch-site', 'cross-site').send({}).expect(403);
  });

  it('lets a same-origin browser request through to routing', async () => {
    await t.http
      .post('/api/countries')
      .set('origin', 'http://shop.test')
      .set('sec-fetch-site', 'same-origin')
      .send({})
      .expect(404);
  });

  it('sends security headers with a content security policy that lets an API answer load nothing', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The test app's public address is plain http: no HSTS promise it could not keep.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the security headers on errors too', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('compresses large responses', async () => {
    const res = await t.http.get('/api/countries').set('accept-encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
  });
});
