/**
 * The forgot-password human check (docs/decisions/0203): the server signs a random challenge with a
 * difficulty; the browser finds a nonce so that SHA-256(`challenge:nonce`) starts with `difficulty` zero
 * bits, and sends `challenge:nonce` as `security`. Pure helpers, used by both sides.
 */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function solutionInput(challenge: string, nonce: number): string {
  return `${challenge}:${nonce}`;
}

/** Splits `security` into the signed challenge and the nonce; undefined when it is not of that shape. */
export function parseSolution(security: string): { challenge: string; nonce: number } | undefined {
  const cut = security.lastIndexOf(':');
  if (cut <= 0) return undefined;
  const nonceText = security.slice(cut + 1);
  if (!/^\d{1,12}$/.test(nonceText)) return undefined;
  return { challenge: security.slice(0, cut), nonce: Number(nonceText) };
}
