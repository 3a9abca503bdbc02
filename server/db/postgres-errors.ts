/**
 * The SQLSTATE of a statement PostgreSQL refused: on the driver's error (node-postgres, PGlite) or on its
 * cause when Drizzle wrapped it.
 */
export function sqlState(error: unknown): string | undefined {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = failure?.code ?? failure?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique index refused the insert: a parallel request with the same key got there first. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
