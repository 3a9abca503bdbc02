/**
 * A small least-recently-used cache with a time limit. The catalogue's answers are kept in memory; a change
 * made in the back office clears them on every node at once (0903), and the time limit bounds how long a node
 * serves data that another node re-seeded.
 */
export class ResponseCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for `key`, or `load()`'s; a failed load is forgotten so the next call retries. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every answer: the catalogue changed (a price edited in the back office). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
