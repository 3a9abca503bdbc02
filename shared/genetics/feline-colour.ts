import { add, type Fraction, HALF, mul, ONE, toPercent, toText, ZERO } from './fraction.js';

/**
 * Feline coat colour from the four loci of the colour tool (spec §3 "Feline colour inputs": dilute, bcc,
 * agouti, colourpoint; domain notes "Feline coat colour"). Orange (X-linked) and white are not inputs.
 */
export const FELINE_LOCI = ['dilute', 'bcc', 'agouti', 'colourpoint'] as const;
export type FelineLocus = (typeof FELINE_LOCI)[number];
export type FelineGenotypes = Record<FelineLocus, string>;

/** Alleles of each locus, most dominant first (cb and cs are codominant: together they give mink). */
export const FELINE_ALLELES: Record<FelineLocus, readonly string[]> = {
  dilute: ['D', 'd'],
  bcc: ['B', 'b', 'bl'],
  agouti: ['A', 'a'],
  colourpoint: ['C', 'cb', 'cs'],
};

export const FELINE_LOCUS_LABELS: Record<FelineLocus, string> = {
  dilute: 'D locus (dilute)',
  bcc: 'B locus (black, chocolate, cinnamon)',
  agouti: 'A locus (agouti/tabby)',
  colourpoint: 'C locus (colourpoint)',
};

export const FELINE_MSG: Record<FelineLocus, string> = {
  dilute: 'Enter the D locus as D/D, D/d or d/d',
  bcc: 'Enter the B locus with B, b or bl, e.g. b/bl',
  agouti: 'Enter the A locus as A/A, A/a or a/a',
  colourpoint: 'Enter the C locus with C, cb or cs, e.g. cb/cs',
};

const SUPERSCRIPTS: Record<string, string> = { ˡ: 'l', ᵇ: 'b', ˢ: 's' };

/** A genotype as the tool writes it (`b/bl`, `cb/cs`): Unicode superscripts read, dominant allele first. */
export function parseFelineGenotype(locus: FelineLocus, raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\s+/g, '').replace(/[ˡᵇˢ]/g, (c) => SUPERSCRIPTS[c] ?? c);
  const parts = text.split('/');
  if (parts.length !== 2) return undefined;
  const known = FELINE_ALLELES[locus];
  // One-letter alleles are case-sensitive (B is not b); the two-letter ones are written lower case.
  const read = (allele: string) => known.find((k) => (k.length === 1 ? k === allele : k === allele.toLowerCase()));
  const alleles = parts.map(read);
  if (alleles.some((a) => a === undefined)) return undefined;
  return (alleles as string[]).sort((a, b) => known.indexOf(a) - known.indexOf(b)).join('/');
}

export function readFelineGenotypes(
  input: Partial<Record<FelineLocus, unknown>> | undefined,
  prefix = '',
): { ok: true; value: FelineGenotypes } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const value = {} as FelineGenotypes;
  for (const locus of FELINE_LOCI) {
    const genotype = parseFelineGenotype(locus, input?.[locus]);
    if (genotype) value[locus] = genotype;
    else errors[`${prefix}${locus}`] = FELINE_MSG[locus];
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

export interface ColourReason {
  locus: FelineLocus;
  genotype: string;
  text: string;
}

export interface FelineColour {
  colour: string;
  reasons: ColourReason[];
}

const alleles = (genotype: string) => genotype.split('/') as [string, string];
const has = (genotype: string, allele: string) => alleles(genotype).includes(allele);

const PIGMENT_NAME: Record<string, string> = { B: 'black', b: 'chocolate', bl: 'cinnamon' };
const DILUTED: Record<string, string> = { black: 'blue', chocolate: 'lilac', cinnamon: 'fawn' };

/** The coat a breeder would name from the four loci, with a line per locus saying why. */
export function felineColour(g: FelineGenotypes): FelineColour {
  const [b1] = alleles(g.bcc);
  const dense = PIGMENT_NAME[b1] ?? 'black';
  const dilute = g.dilute === 'd/d';
  const pigment = dilute ? (DILUTED[dense] ?? dense) : dense;
  const tabby = has(g.agouti, 'A');
  const restriction = has(g.colourpoint, 'C')
    ? null
    : g.colourpoint === 'cb/cb'
      ? 'sepia'
      : g.colourpoint === 'cb/cs'
        ? 'mink'
        : 'point';
  // On restricted (pointed, mink, sepia) coats undiluted black is called seal.
  const shade = restriction && pigment === 'black' ? 'seal' : pigment;
  const colour = [shade, tabby ? 'tabby' : '', restriction ?? ''].filter(Boolean).join(' ');

  const carried = (genotype: string, allele: string, what: string) =>
    alleles(genotype)[1] === allele && alleles(genotype)[0] !== allele ? `; carries ${what}` : '';
  const bText =
    b1 === 'B'
      ? `B (black) is dominant over b and bl: black pigment${carried(g.bcc, 'b', 'chocolate')}${carried(g.bcc, 'bl', 'cinnamon')}.`
      : b1 === 'b'
        ? `b (chocolate) is dominant over bl: chocolate pigment${carried(g.bcc, 'bl', 'cinnamon')}.`
        : 'Two copies of bl: cinnamon pigment.';
  const dText = dilute
    ? `Two copies of d dilute ${dense} to ${pigment}.`
    : `D keeps the colour dense (not diluted)${carried(g.dilute, 'd', 'dilute')}.`;
  const aText = tabby
    ? `A shows the tabby pattern${carried(g.agouti, 'a', 'solid')}.${pigment === 'black' && !restriction ? ' A black tabby is often registered as brown tabby.' : ''}`
    : 'Two copies of a: a solid (self) coat with no tabby pattern.';
  const cText = !restriction
    ? `C gives full colour${carried(g.colourpoint, 'cb', 'Burmese sepia')}${carried(g.colourpoint, 'cs', 'Siamese colourpoint')}.`
    : restriction === 'sepia'
      ? 'Two copies of cb (Burmese): sepia, the whole coat slightly lightened with darker points.'
      : restriction === 'mink'
        ? 'cb (Burmese) with cs (Siamese): mink (Tonkinese), between sepia and pointed.'
        : 'Two copies of cs (Siamese): colour restricted to the points (face, ears, legs and tail).';
  return {
    colour,
    reasons: [
      { locus: 'bcc', genotype: g.bcc, text: bText },
      { locus: 'dilute', genotype: g.dilute, text: dText },
      { locus: 'agouti', genotype: g.agouti, text: aText },
      { locus: 'colourpoint', genotype: g.colourpoint, text: cText },
    ],
  };
}

/** Offspring genotypes of one locus with their probability (each parent passes either allele with ½). */
export function crossLocus(locus: FelineLocus, dam: string, sire: string): Array<{ genotype: string; p: Fraction }> {
  const order = FELINE_ALLELES[locus];
  const out = new Map<string, Fraction>();
  const quarter = mul(HALF, HALF);
  for (const a of alleles(dam))
    for (const b of alleles(sire)) {
      const genotype = [a, b].sort((x, y) => order.indexOf(x) - order.indexOf(y)).join('/');
      out.set(genotype, add(out.get(genotype) ?? ZERO, quarter));
    }
  return [...out.entries()].map(([genotype, p]) => ({ genotype, p }));
}

export interface KittenColour {
  colour: string;
  percent: number;
  /** The exact share of the litter, e.g. "9/64". */
  fraction: string;
}

export interface KittenColours {
  kittens: KittenColour[];
  note: string;
}

export const KITTENS_NOTE =
  'Red, cream, tortoiseshell (the X-linked orange gene) and white are not part of these four loci and are not shown.';

/** Every coat the kittens of this pair can have, with its share: the four loci assort independently. */
export function kittenColours(dam: FelineGenotypes, sire: FelineGenotypes): KittenColours {
  let combos: Array<{ genotypes: Partial<FelineGenotypes>; p: Fraction }> = [{ genotypes: {}, p: ONE }];
  for (const locus of FELINE_LOCI) {
    const options = crossLocus(locus, dam[locus], sire[locus]);
    combos = combos.flatMap((c) =>
      options.map((o) => ({ genotypes: { ...c.genotypes, [locus]: o.genotype }, p: mul(c.p, o.p) })),
    );
  }
  const byColour = new Map<string, Fraction>();
  for (const c of combos) {
    const { colour } = felineColour(c.genotypes as FelineGenotypes);
    byColour.set(colour, add(byColour.get(colour) ?? ZERO, c.p));
  }
  const kittens = [...byColour.entries()]
    .map(([colour, p]) => ({ colour, percent: toPercent(p), fraction: toText(p), p }))
    .sort((a, b) => (a.p.n * b.p.d > b.p.n * a.p.d ? -1 : a.p.n * b.p.d < b.p.n * a.p.d ? 1 : a.colour.localeCompare(b.colour)))
    .map(({ colour, percent, fraction }) => ({ colour, percent, fraction }));
  return { kittens, note: KITTENS_NOTE };
}
