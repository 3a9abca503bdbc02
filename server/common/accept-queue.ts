import type { Server } from 'node:net';

/**
 * Resolves once the listening socket has stopped taking new connections: nothing accepted for
 * `quietMs` and for at least two turns of the event loop (libuv accepts every queued connection in
 * each poll phase, so a turn with none means the kernel's queue was empty). Closing the listener
 * earlier resets the connections still waiting in that queue, which on a busy machine can be many
 * seconds of visitors. Gives up after `maxMs` so that a load balancer that keeps sending cannot
 * hold the shutdown forever.
 */
export function acceptQueueDrained(server: Server, quietMs: number, maxMs: number): Promise<void> {
  let accepted = 0;
  const onConnection = () => {
    accepted++;
  };
  server.on('connection', onConnection);
  const started = Date.now();
  return new Promise<void>((resolve) => {
    let quietTurns = 0;
    let quietSince = Date.now();
    let seen = accepted;
    const turn = () => {
      if (accepted !== seen) {
        seen = accepted;
        quietTurns = 0;
        quietSince = Date.now();
      } else quietTurns++;
      const now = Date.now();
      if ((quietTurns >= 2 && now - quietSince >= quietMs) || now - started >= maxMs) {
        server.off('connection', onConnection);
        resolve();
        return;
      }
      setTimeout(turn, 10);
    };
    setTimeout(turn, 10);
  });
}
