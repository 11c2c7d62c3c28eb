// A small bounded cache of async lookups: each key is loaded once per `ttlMs` however many requests
// ask at the same time (they share the pending promise), a failed load is not kept, and the oldest
// entries go first once `max` is reached (a crawler walking every product id cannot grow it).
export interface TtlCacheOptions {
  ttlMs: number;
  max: number;
  /** Milliseconds now; injectable for tests. */
  now?: () => number;
}

export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at < this.options.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { at, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.options.max) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
