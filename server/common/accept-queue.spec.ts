import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { acceptQueueDrained } from './accept-queue.js';

let server: Server;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

async function listen(): Promise<number> {
  server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

describe('waiting for the accept queue to drain', () => {
  it('resolves after a quiet spell when nobody connects', async () => {
    await listen();
    const started = Date.now();
    await acceptQueueDrained(server, 50, 5_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('keeps waiting while connections keep arriving, and gives up at the limit', async () => {
    const port = await listen();
    // Each connection the server takes sends the next one a moment later, so that one is always on its way
    // whenever this process runs. A clock of its own (an interval) stops with the process on a busy machine,
    // and a stall of 100 ms is then a real quiet spell to the listener.
    let nextConnection: NodeJS.Timeout | undefined;
    const next = () => {
      nextConnection = setTimeout(() => sockets.push(createConnection(port, '127.0.0.1')), 5);
    };
    server.on('connection', next);
    next();
    const started = Date.now();
    await acceptQueueDrained(server, 100, 600);
    server.off('connection', next);
    clearTimeout(nextConnection);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });
});
