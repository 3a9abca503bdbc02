import { causeChain, type ErrorLink } from '../db/postgres-errors.js';

/**
 * Whether an error means the database cannot be reached right now (as opposed to a bug or a bad query):
 * such a request answers 503 with Retry-After, and the same request succeeds once the database is back.
 * Drivers wrap the cause (drizzle's DrizzleQueryError), so the whole `cause` chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) if (isConnectionFailure(link)) return true;
  return false;
}

/** How long a client should wait before trying again, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors when the server is not there or the network between went away. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01–57P03 (the server is
 * shutting down, crashed or starting: `pg_terminate_backend` too), 53300 (too many connections).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** pg and PGlite messages for a connection that is gone or a database closed to connections. */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
  // 55000 with this text: `ALTER DATABASE … ALLOW_CONNECTIONS false`, or a database being dropped or renamed.
  /is not currently accepting connections/,
];

function isConnectionFailure({ code, message }: ErrorLink): boolean {
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}
