/**
 * Trigram word similarity as PostgreSQL's pg_trgm defines it, computed in the process so that a search
 * needs no database round trip (docs/decisions/1101). Words are runs of letters and digits, lower-cased,
 * each padded with two blanks before and one after; a word's trigrams are its padded three-character
 * windows. Trigrams are interned as small integers so that comparing them is an integer comparison.
 */
export class TrigramDictionary {
  private readonly ids = new Map<string, number>();

  /** How many distinct trigrams the indexed texts have (ids are 0 … size − 1). */
  get size(): number {
    return this.ids.size;
  }

  /** The text's trigrams in order, duplicates kept (the haystack side of word similarity). */
  sequence(text: string): Int32Array {
    return Int32Array.from(windows(text, true), (trigram) => {
      let id = this.ids.get(trigram);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(trigram, id);
      }
      return id;
    });
  }

  /**
   * A search text's distinct trigrams. Trigrams no indexed text has get negative ids: they count in the
   * search's size but can match nothing, and the dictionary does not grow with what visitors type.
   */
  distinct(text: string): Int32Array {
    const seen = new Set<number>();
    const unknown = new Map<string, number>();
    for (const trigram of windows(text, true)) {
      let id = this.ids.get(trigram) ?? unknown.get(trigram);
      if (id === undefined) {
        id = -1 - unknown.size;
        unknown.set(trigram, id);
      }
      seen.add(id);
    }
    return Int32Array.from(seen);
  }

  /**
   * The trigrams inside the text's words (no padding blank): every text that contains the search text as
   * it is typed has all of them, so a product without one of them cannot contain it. Undefined when one of
   * them is in no indexed text (nothing contains the search text).
   */
  interior(text: string): Int32Array | undefined {
    const ids = new Set<number>();
    for (const trigram of windows(text, false)) {
      const id = this.ids.get(trigram);
      if (id === undefined) return undefined;
      ids.add(id);
    }
    return Int32Array.from(ids);
  }
}

const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Each word's three-character windows, in order: padded as pg_trgm pads a word, or only inside it. */
function windows(text: string, padded: boolean): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const framed = padded ? `  ${word} ` : word;
    for (let i = 0; i + 3 <= framed.length; i++) out.push(framed.slice(i, i + 3));
  }
  return out;
}

/**
 * pg_trgm's `word_similarity(search, text)`: the greatest similarity between the search's trigram set and
 * a continuous extent of the text's ordered trigrams, where similarity is shared ÷ (search's + extent's
 * distinct trigrams − shared). Same greedy walk over extents as pg_trgm, so the numbers agree with the
 * database's (to float4 precision, which is what pg_trgm returns). One shortcut that changes no answer:
 * an extent's similarity is at most its shared trigrams ÷ the search's, and moving the start right never
 * adds a shared trigram, so the walk stops as soon as that bound cannot beat the best start found.
 * The walk ends as soon as an extent reaches `enough` (the answer is then only "at least `enough`": what
 * deciding a match against the threshold needs). By default that is 1, which no extent can beat: an extent
 * holding exactly the search's trigrams (the text contains the search) ends the walk with the exact answer,
 * instead of walking the rest of a long text.
 */
export function wordSimilarity(search: Int32Array, text: Int32Array, scratch: SimilarityScratch, enough = 1): number {
  const searchSize = search.length;
  if (searchSize === 0 || text.length === 0) return 0;
  const { inSearch, lastPos, bounds } = scratch.prepare(search);
  let extentSize = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < text.length; i++) {
    const trigram = text[i] as number;
    const found = inSearch[trigram] === 1;
    if (lower >= 0 || found) {
      if (lastPos[trigram] === -1) {
        extentSize++;
        if (found) shared++;
        scratch.touch(trigram);
      }
      lastPos[trigram] = i;
    }
    if (!found) continue;
    if (lower === -1) {
      lower = i;
      extentSize = 1;
    }
    let current = similarity(shared, searchSize, extentSize);
    // Moving the extent's start right may raise the similarity: try the starts up to here. Between two
    // starts on a search trigram the shared count stays and the extent only shrinks, so the similarity only
    // rises: trying the starts on a search trigram finds every maximum (the extent from an earlier start
    // with the same value has the same trigrams, so the walk goes on alike).
    let trySize = extentSize;
    let tryShared = shared;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      const at = text[start] as number;
      if (inSearch[at] === 1) {
        if ((bounds[tryShared] as number) <= current) break;
        const candidate = similarity(tryShared, searchSize, trySize);
        if (candidate > current) {
          current = candidate;
          extentSize = trySize;
          lower = start;
          shared = tryShared;
        }
        if (lastPos[at] === start) {
          trySize--;
          tryShared--;
        }
      } else if (lastPos[at] === start) {
        trySize--;
      }
    }
    if (current > best) {
      best = current;
      if (best >= enough) return best;
    }
    for (let start = previousLower; start < lower; start++) {
      const at = text[start] as number;
      if (lastPos[at] === start) lastPos[at] = -1;
    }
  }
  return best;
}

const similarity = (shared: number, searchSize: number, extentSize: number) =>
  Math.fround(shared / (searchSize + extentSize - shared));

/**
 * Working arrays for `wordSimilarity`, indexed by trigram id, reused from product to product so that
 * ranking a list allocates nothing: which trigrams the search has, and each trigram's last position.
 */
export class SimilarityScratch {
  inSearch = new Uint8Array(0);
  lastPos = new Int32Array(0);
  /** Per count of shared trigrams, the most an extent with that many can reach (shared ÷ the search's size). */
  bounds = new Float64Array(0);
  /** The trigrams whose `lastPos` the last walk set, to reset them (a typed array: an array emptied by
   * `length = 0` drops its storage, and regrowing it on every walk was most of a search's garbage). */
  private touched = new Int32Array(0);
  private touchedCount = 0;
  private search: Int32Array | undefined;

  constructor(private readonly dictionary: TrigramDictionary) {}

  prepare(search: Int32Array): { inSearch: Uint8Array; lastPos: Int32Array; bounds: Float64Array } {
    const size = this.dictionary.size;
    if (this.lastPos.length < size) {
      this.inSearch = new Uint8Array(size);
      this.lastPos = new Int32Array(size).fill(-1);
      this.touchedCount = 0;
      this.search = undefined;
    }
    if (this.search !== search) {
      if (this.search) for (const trigram of this.search) if (trigram >= 0) this.inSearch[trigram] = 0;
      this.search = search;
      for (const trigram of search) if (trigram >= 0) this.inSearch[trigram] = 1;
      this.bounds = Float64Array.from({ length: search.length + 1 }, (_, shared) => Math.fround(shared / search.length));
    }
    for (let i = 0; i < this.touchedCount; i++) this.lastPos[this.touched[i] as number] = -1;
    this.touchedCount = 0;
    return this;
  }

  /** How many of the search's trigrams a set of distinct trigrams has. */
  sharedCount(search: Int32Array, distinct: Int32Array): number {
    const { inSearch } = this.prepare(search);
    let shared = 0;
    for (let i = 0; i < distinct.length; i++) shared += inSearch[distinct[i] as number] as number;
    return shared;
  }

  /** Notes that the walk set a trigram's `lastPos` (each trigram once per walk). */
  touch(trigram: number): void {
    if (this.touchedCount === this.touched.length) {
      const grown = new Int32Array(Math.max(64, this.touched.length * 2));
      grown.set(this.touched);
      this.touched = grown;
    }
    this.touched[this.touchedCount++] = trigram;
  }
}
