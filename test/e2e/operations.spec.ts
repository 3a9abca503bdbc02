import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, spawnServer, stopServer, untilOutput, waitUntilReady } from './support/server-process.js';

/** The production process as an operator runs it: start, restart, refuse, shut down. No page is opened, so one width is enough. */
test.describe('running the production server', { tag: '@desktop' }, () => {
  test.describe.configure({ timeout: 120_000 });
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-ops-'));
    dirs.push(dir);
    return dir;
  };
  test.afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('a bad PORT stops the process at once with a message naming PORT', async () => {
    const server = spawnServer({ PORT: 'abc', DATA_DIR: dataDir() });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).toMatch(/0 to 65535/);
  });

  test('a second process on the same DATA_DIR refuses clearly, and the first keeps serving', async () => {
    const dir = dataDir();
    const first = spawnServer({ PORT: String(await freePort()), DATA_DIR: dir });
    try {
      await waitUntilReady(first);
      const second = spawnServer({ PORT: String(await freePort()), DATA_DIR: dir });
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toContain('already using the embedded database');
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
    } finally {
      await stopServer(first);
    }
  });

  test('a restart keeps what was written and is ready quickly on an existing database', async () => {
    const dir = dataDir();
    const port = String(await freePort());
    const first = spawnServer({ PORT: port, DATA_DIR: dir });
    await waitUntilReady(first);
    const before = await (await fetch(`${first.url}/api/countries`)).json();
    expect(await stopServer(first), first.output()).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = spawnServer({ PORT: port, DATA_DIR: dir });
    try {
      await waitUntilReady(second);
      expect(second.output()).not.toContain('database seeded');
      expect(await (await fetch(`${second.url}/api/countries`)).json()).toEqual(before);
    } finally {
      await stopServer(second);
    }
  });

  test('SIGTERM with 200 requests in flight: every one completes, readiness fails at once, the process exits cleanly', async () => {
    const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir(), LOG_LEVEL: 'info' });
    await waitUntilReady(server);
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
