/**
 * Exact probabilities. Offspring odds are products of halves: over 30 loci the denominators pass 2^53,
 * so they are kept as BigInt fractions and only turned into a rounded percentage for display.
 */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

export function fraction(n: bigint | number, d: bigint | number = 1n): Fraction {
  const num = BigInt(n);
  const den = BigInt(d);
  if (den === 0n) throw new Error('A fraction cannot have a zero denominator');
  const g = gcd(num, den);
  const sign = den < 0n ? -1n : 1n;
  return { n: (sign * num) / g, d: (sign * den) / g };
}

export const ZERO = fraction(0);
export const ONE = fraction(1);
export const HALF = fraction(1, 2);

export const add = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction) => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction) => fraction(a.n * b.n, a.d * b.d);
export const isZero = (a: Fraction) => a.n === 0n;
export const equals = (a: Fraction, b: Fraction) => a.n === b.n && a.d === b.d;
export const sum = (values: Fraction[]) => values.reduce(add, ZERO);
export const product = (values: Fraction[]) => values.reduce(mul, ONE);

/** The fraction as a percentage rounded half up to `decimals` places (25, 12.5, 1.5625…). */
export function toPercent(a: Fraction, decimals = 4): number {
  const scale = 10n ** BigInt(decimals);
  const scaled = (a.n * 100n * scale * 2n + a.d) / (2n * a.d);
  return Number(scaled) / Number(scale);
}

export const toText = (a: Fraction) => (a.d === 1n ? `${a.n}` : `${a.n}/${a.d}`);

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "one in four", "half", "all", "none": how breeders say odds. Falls back to the percentage. */
export function inWords(a: Fraction): string {
  if (isZero(a)) return 'none';
  if (equals(a, ONE)) return 'all';
  if (equals(a, HALF)) return 'half';
  if (a.d <= 10n) return `${NUMBER_WORDS[Number(a.n)]} in ${NUMBER_WORDS[Number(a.d)]}`;
  return `${toPercent(a, 2)}%`;
}
