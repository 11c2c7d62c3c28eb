// Counters and small values that every API process must share (several API nodes serve one site):
// login locks, code quotas, hold limits, per-address rate limits. With REDIS_URL they live in
// Redis; without it, in this process's memory (one process only: server.ts refuses API_WORKERS > 1
// without REDIS_URL). Expiry here only frees memory: rules compare times of the app's clock,
// which tests move.
import { Redis } from 'ioredis';

export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Sets a value that is forgotten after `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Adds one; a new counter starts at 1 and is forgotten after `ttlMs`. */
  incr(key: string, ttlMs: number): Promise<number>;
  del(...keys: string[]): Promise<void>;
  /** Forgets what has expired (the jobs registry calls it; Redis expires keys itself). */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export function memoryStore(): SharedStore {
  const map = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const e = map.get(key);
    if (e && e.until <= Date.now()) map.delete(key);
    return map.get(key);
  };
  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      map.set(key, { value, until: Date.now() + ttlMs });
    },
    async incr(key, ttlMs) {
      const e = live(key);
      const next = (e ? Number(e.value) : 0) + 1;
      map.set(key, { value: String(next), until: e?.until ?? Date.now() + ttlMs });
      return next;
    },
    async del(...keys) {
      for (const k of keys) map.delete(k);
    },
    async sweep() {
      const now = Date.now();
      let gone = 0;
      for (const [k, e] of map) {
        if (e.until > now) continue;
        map.delete(k);
        gone += 1;
      }
      return gone;
    },
    async close() {
      map.clear();
    },
  };
}

export function redisStore(client: Redis, prefix = 'stay:'): SharedStore {
  return {
    kind: 'redis',
    get: (key) => client.get(prefix + key),
    async set(key, value, ttlMs) {
      await client.set(prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async incr(key, ttlMs) {
      const [[, n]] = (await client.multi().incr(prefix + key).pexpire(prefix + key, Math.max(1, Math.ceil(ttlMs)), 'NX').exec()) as [[Error | null, number]];
      return Number(n);
    },
    async del(...keys) {
      if (keys.length) await client.del(...keys.map((k) => prefix + k));
    },
    sweep: async () => 0,
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}

/** A Redis connection for REDIS_URL that fails fast instead of queueing commands while Redis is away. */
export function redisClient(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
