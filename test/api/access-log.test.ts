import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../../server/app.js';
import { REDACTED_PATHS } from '../../server/common/logger.js';
import { parseConfig } from '../../server/config/config.js';
import type { Database } from '../../server/db/database.js';
import { openTestDatabase } from './support/test-app.js';

const lines: Array<Record<string, unknown>> = [];
/** Called on every line written: the test waiting for a line looks again. */
const waiters = new Set<() => void>();
let app: NestFastifyApplication;
let database: Database;
let http: ReturnType<typeof supertest>;

beforeAll(async () => {
  const logger = pino(
    { level: 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    {
      write: (line: string) => {
        lines.push(JSON.parse(line));
        for (const waiter of [...waiters]) waiter();
      },
    },
  );
  database = await openTestDatabase();
  app = await createApp({
    config: parseConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }),
    database,
    ssr: 'off',
    logger,
  });
  http = supertest(app.getHttpServer());
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const completed = () => lines.filter((line) => line.msg === 'request completed');

/**
 * The access line of a response, once written: the onResponse hook writes it just after the client has
 * the response, so the test waits for it (the test's own time limit bounds the wait).
 */
function lineFor(res: { headers: Record<string, string> }): Promise<Record<string, unknown>> {
  const find = () => completed().find((l) => l.requestId === res.headers['x-request-id']);
  return new Promise((resolve) => {
    const look = () => {
      const line = find();
      if (!line) return;
      waiters.delete(look);
      resolve(line);
    };
    waiters.add(look);
    look();
  });
}

describe('access log', () => {
  it('writes one line per request with its request id, status and duration', async () => {
    const res = await http.get('/api/countries').expect(200);
    const line = await lineFor(res);
    expect(line).toMatchObject({ method: 'GET', url: '/api/countries', statusCode: 200 });
    expect(typeof line.ms).toBe('number');
  });

  it('never writes the token of an e-mailed link or the cookie header', async () => {
    const res = await http.get('/api/countries?token=s3cret-token&page=2').set('cookie', 'sid=abc').expect(200);
    expect((await lineFor(res)).url).toBe('/api/countries?token=[redacted]&page=2');
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('s3cret-token');
    expect(logged).not.toContain('sid=abc');
  });

  it('leaves out successful health probes but logs errors', async () => {
    const health = await http.get('/api/health').expect(200);
    const missing = await http.get('/api/nothing-here').expect(404);
    // The later request's line is written, so the probe's would have been by now.
    expect(await lineFor(missing)).toMatchObject({ statusCode: 404 });
    expect(completed().some((l) => l.requestId === health.headers['x-request-id'])).toBe(false);
  });
});
