/**
 * Record ids are PostgreSQL `integer` (serial) columns: a positive int32. Anything else, however it is
 * written, names no record (docs/decisions/0015-bad-input.md).
 */
export const MAX_ID = 2_147_483_647;

/** The id written in a URL, or undefined when the text is not a positive int32 in decimal digits. */
export function parseId(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}
