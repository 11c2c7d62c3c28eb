// A small in-process cache: least-recently-used eviction, a time to live, and single flight (many
// concurrent misses of one key wait for one load). With `staleWhileRevalidate`, an expired entry
// is still served while one background load replaces it, so no request waits on a reload. The
// content service keeps catalogue structure and short-lived search data in these (README.md).
export interface TtlCacheOptions {
  staleWhileRevalidate?: boolean;
  now?: () => number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly options: TtlCacheOptions = {},
  ) {
    this.now = options.now ?? (() => performance.now());
  }

  /** A live value (an expired one only with staleWhileRevalidate, flagged). */
  private lookup(key: string): { value: V; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const stale = entry.expires <= this.now();
    if (stale && !this.options.staleWhileRevalidate) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh its place in the LRU order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, stale };
  }

  get(key: string): V | undefined {
    const found = this.lookup(key);
    return found && !found.stale ? found.value : undefined;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const found = this.lookup(key);
    if (found) {
      this.hits += 1;
      // A failed background reload keeps the stale value; the next request tries again.
      if (found.stale) this.load(key, load).catch(() => undefined);
      return found.value;
    }
    this.misses += 1;
    return this.load(key, load);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops every entry whose key starts with `prefix` (one city's stock, say). */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
