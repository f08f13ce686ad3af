/**
 * A map that forgets what was used least recently once it holds more than `maxEntries` entries or
 * more than `maxSize` in all (as `sizeOf` counts, e.g. bytes). Caches keyed by what visitors type
 * (a query string, a search) use it so that no choice of keys can grow the process's memory.
 * A JavaScript Map keeps insertion order, so moving an entry to the end on each read makes the
 * first key the least recently used one.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize = Number.POSITIVE_INFINITY,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The sum of `sizeOf` over the entries kept. */
  get totalSize(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    this.entries.set(key, { value, size });
    this.total += size;
    while (this.entries.size > this.maxEntries || (this.total > this.maxSize && this.entries.size > 1)) {
      this.delete(this.entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
