import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { type JourneyDatabase, journeyDatabase, postgresServer } from './support/database.js';
import { freePort, spawnServer, stopServer, untilOutput, waitUntilReady } from './support/server-process.js';

/**
 * The production process as an operator runs it: start, restart, refuse, shut down. No page is opened, so
 * one width is enough. Each process opens a database of the run's kind: a new embedded one, or a new
 * PostgreSQL database in the CI's PostgreSQL pass.
 */
test.describe('running the production server', { tag: '@desktop' }, () => {
  // A first start migrates and seeds a new database: on PostgreSQL, over many round trips, it can take a minute
  // on a busy machine. A restart on an existing database is quick.
  test.describe.configure({ timeout: 300_000 });
  const FIRST_START_MS = 170_000;
  const databases: JourneyDatabase[] = [];
  const database = async () => {
    const made = await journeyDatabase({ demo: true });
    databases.push(made);
    return made.env;
  };
  test.afterAll(async () => {
    for (const made of databases) await made.drop();
  });

  test('a bad PORT stops the process at once with a message naming PORT', async () => {
    const server = spawnServer({ PORT: 'abc', ...(await database()) });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).toMatch(/0 to 65535/);
  });

  if (postgresServer()) {
    test('two processes starting together on one PostgreSQL database both serve it', async () => {
      const env = await database();
      const first = spawnServer({ PORT: String(await freePort()), ...env });
      const second = spawnServer({ PORT: String(await freePort()), ...env });
      try {
        await Promise.all([waitUntilReady(first, FIRST_START_MS), waitUntilReady(second, FIRST_START_MS)]);
        const countries = async (url: string) => (await fetch(`${url}/api/countries`)).json();
        expect(await countries(second.url)).toEqual(await countries(first.url));
      } finally {
        await Promise.all([stopServer(first), stopServer(second)]);
      }
    });

    test('WEB_CONCURRENCY=2: two worker processes serve one port, a worker killed is replaced, SIGTERM stops them all', async () => {
      const server = spawnServer({ PORT: String(await freePort()), WEB_CONCURRENCY: '2', ...(await database()) });
      /** The pid of each worker that has logged `message`, in order. */
      const workersThat = (message: string) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes(`"msg":"${message}"`))
          .map((line) => (JSON.parse(line) as { worker: number }).worker);
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      try {
        await waitUntilReady(server, FIRST_START_MS);
        await expect.poll(() => workersThat('Pet DNA shop ready').length, { timeout: FIRST_START_MS }).toBe(2);
        const [first = 0, second = 0] = workersThat('Pet DNA shop ready');
        expect(first).not.toBe(second);
        expect([first, second]).not.toContain(server.child.pid);

        // Both answer visitors: the port hands each new connection to the next worker (fetch would keep one
        // connection alive, and so one worker, for all ten).
        const onItsOwnConnection = (path: string) =>
          new Promise<number>((resolve, reject) => {
            httpRequest(`${server.url}${path}`, { agent: false, headers: { connection: 'close' } }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            })
              .on('error', reject)
              .end();
          });
        for (let i = 0; i < 10; i++) expect(await onItsOwnConnection('/api/countries')).toBe(200);
        // Each worker writes its own log lines, in its own time: wait until both have written theirs.
        await expect.poll(() => [...new Set(workersThat('request completed'))].sort()).toEqual([first, second].sort());

        process.kill(first, 'SIGKILL');
        await expect.poll(() => workersThat('Pet DNA shop ready').length, { timeout: 60_000 }).toBe(3);
        const replacement = workersThat('Pet DNA shop ready')[2] ?? 0;
        expect([first, second]).not.toContain(replacement);
        expect(server.output()).toContain('a worker process stopped; starting another');
        expect((await fetch(`${server.url}/breeder/for-dogs/dna-tests`)).status).toBe(200);

        expect(await stopServer(server)).toBe(0);
        expect(workersThat('stopped').sort()).toEqual([second, replacement].sort());
        expect([first, second, replacement].filter(alive)).toEqual([]);
      } finally {
        await stopServer(server);
      }
    });

    test('while its database is away, a page answers 503 with Retry-After and the try-again view, then serves again', async () => {
      const made = await journeyDatabase({ demo: true });
      databases.push(made);
      const server = spawnServer({ PORT: String(await freePort()), ...made.env });
      const name = new URL(made.url ?? '').pathname.slice(1);
      const admin = new pg.Client({ connectionString: postgresServer() });
      await admin.connect();
      try {
        await waitUntilReady(server, FIRST_START_MS);
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        await expect.poll(async () => (await fetch(`${server.url}/api/ready`)).status).toBe(503);

        const down = await fetch(`${server.url}/breeder/for-dogs/dna-tests`);
        expect(down.status).toBe(503);
        expect(down.headers.get('retry-after')).toBe('5');
        expect(await down.text()).toContain('Please try again shortly');

        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
        await expect.poll(async () => (await fetch(`${server.url}/api/ready`)).status, { timeout: 30_000 }).toBe(200);
        const back = await fetch(`${server.url}/breeder/for-dogs/dna-tests`);
        expect(back.status).toBe(200);
        expect(await back.text()).toContain('product-tile');
      } finally {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => undefined);
        await admin.end();
        await stopServer(server);
      }
    });
  } else {
    test('WEB_CONCURRENCY above 1 on the embedded database stops at once, saying why', async () => {
      const server = spawnServer({ PORT: String(await freePort()), WEB_CONCURRENCY: '2', ...(await database()) });
      expect(await server.exited).not.toBe(0);
      expect(server.output()).toContain('WEB_CONCURRENCY above 1 needs NODE_ENV=production and DATABASE_URL');
    });

    test('a second process on the same DATA_DIR refuses clearly, and the first keeps serving', async () => {
      const env = await database();
      const first = spawnServer({ PORT: String(await freePort()), ...env });
      try {
        await waitUntilReady(first, FIRST_START_MS);
        const second = spawnServer({ PORT: String(await freePort()), ...env });
        expect(await second.exited).not.toBe(0);
        expect(second.output()).toContain('already using the embedded database');
        expect(second.output()).toContain(`pid ${first.child.pid}`);
        expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
      } finally {
        await stopServer(first);
      }
    });
  }

  test('a restart keeps what was written and is ready quickly on an existing database', async () => {
    const env = await database();
    const port = String(await freePort());
    const first = spawnServer({ PORT: port, ...env });
    await waitUntilReady(first, FIRST_START_MS);
    const before = await (await fetch(`${first.url}/api/countries`)).json();
    expect(await stopServer(first), first.output()).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = spawnServer({ PORT: port, ...env });
    try {
      await waitUntilReady(second);
      expect(second.output()).not.toContain('database seeded');
      expect(await (await fetch(`${second.url}/api/countries`)).json()).toEqual(before);
    } finally {
      await stopServer(second);
    }
  });

  test('SIGTERM with 200 requests in flight: every one completes, readiness fails at once, the process exits cleanly', async () => {
    const server = spawnServer({ PORT: String(await freePort()), ...(await database()), LOG_LEVEL: 'info' });
    await waitUntilReady(server, FIRST_START_MS);
    let signalledAt = 0;
    let readyWhileDraining: Promise<number> = Promise.resolve(0);
    const results = await new Promise<{ status: number; at: number }[]>((resolve) => {
      const done: { status: number; at: number }[] = [];
      for (let i = 0; i < 200; i++) {
        // Each on its own connection, as 200 different visitors would be; server-rendered pages are the slowest.
        const req = httpRequest(`${server.url}/?visitor=${i}`, { agent: false }, (res) => {
          res.resume();
          res.on('end', () => {
            done.push({ status: res.statusCode ?? 0, at: performance.now() });
            if (done.length === 5) {
              signalledAt = performance.now();
              server.child.kill('SIGTERM');
              // The load balancer's view while the last requests finish.
              readyWhileDraining = untilOutput(server, 'shutting down').then(() =>
                fetch(`${server.url}/api/ready`).then((res) => res.status),
              );
            }
            if (done.length === 200) resolve(done);
          });
        });
        req.on('error', () => {
          done.push({ status: -1, at: performance.now() });
          if (done.length === 200) resolve(done);
        });
        req.end();
      }
    });
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    expect(results.filter((r) => r.at > signalledAt).length).toBeGreaterThan(100);
    expect(await readyWhileDraining).toBe(503);
    expect(await server.exited).toBe(0);
  });
});
