import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Runs on libuv's pool, off the event loop. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable with isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes running at once. Each one keeps a core busy; leaving one core to the event loop keeps every
 * other request fast while sign-ins queue (docs/decisions/0205, bench/sign-in.mjs).
 */
const MAX_CONCURRENT = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same time on a dummy one, so that the
 * answer's timing does not tell whether the account exists.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    dummyHash ??= hashPassword('dummy password for timing only');
    const dummy = await dummyHash;
    await limited(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  return limited(() => verify(stored, password)).catch(() => false);
}
