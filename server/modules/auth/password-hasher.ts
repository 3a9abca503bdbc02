import { availableParallelism } from 'node:os';
import { HttpStatus } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../common/app-error.js';
import { ConcurrencyLimit, QueueFullError } from './concurrency-limit.js';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Runs on libuv's pool, off the event loop. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable with isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Each hash keeps a core busy: leaving one core to the event loop keeps every other request fast while
 * sign-ins queue, and a bounded queue turns a flood into quick 503s instead of ever longer waits
 * (docs/decisions/0205, bench/sign-in.mjs).
 */
const limit = new ConcurrencyLimit(Math.max(1, availableParallelism() - 1), 200);

async function limited<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await limit.run(work);
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, 'We are very busy right now. Please try again in a moment.');
    }
    throw error;
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
    dummyHash ??= hashPassword('dummy password for timing only').catch((error: unknown) => {
      dummyHash = undefined;
      throw error;
    });
    const dummy = await dummyHash;
    await limited(() => verify(dummy, password).catch(() => false));
    return false;
  }
  return limited(() => verify(stored, password).catch(() => false));
}
