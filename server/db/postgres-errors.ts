/** A failure's link: the error itself or one of its causes, read by its shape. */
export interface ErrorLink {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * An error and its causes, outermost first, each once: drivers and Drizzle (DrizzleQueryError) wrap one
 * error in another. A link is read by its shape, not `instanceof Error`: Node's socket errors (`read
 * ECONNRESET`) are made in Node's own realm, which is not the realm of code run in a VM context (as Jest
 * runs tests).
 */
export function* causeChain(error: unknown): Generator<ErrorLink> {
  const seen = new Set<unknown>();
  for (let link = error; typeof link === 'object' && link !== null && !seen.has(link); link = (link as ErrorLink).cause) {
    seen.add(link);
    yield link as ErrorLink;
  }
}

/** The SQLSTATE of a statement PostgreSQL refused: the first code on the driver's error or a cause of it. */
export function sqlState(error: unknown): string | undefined {
  for (const { code } of causeChain(error)) if (typeof code === 'string') return code;
  return undefined;
}

/** A unique index refused the insert: a parallel request with the same key got there first. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
