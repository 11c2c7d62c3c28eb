// How long the content service keeps what it reads (README.md "Caches"). The benchmark's cold run
// sets CONTENT_SEARCH_CACHE=off to measure the database path of every request.
export interface ContentConfig {
  /** Catalogue structure: the location tree, a city's stays and rate plans. */
  catalogTtlMs: number;
  /** A city's nights (price and stock) and the stays priced from them: stock moves with bookings. */
  nightsTtlMs: number;
  /** Keyword results (names change only when the catalogue is seeded). */
  keywordTtlMs: number;
  /**
   * SEARCH_WARM_DAYS: once the server listens, load every city's nights for this many days ahead
   * (most popular city first), so no traveller waits on the database for a night nobody asked
   * for yet. Default 60 on PostgreSQL, 0 (off) on the embedded PGlite, which serialises queries.
   */
  warmDays: number;
}

export function contentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const off = env.CONTENT_SEARCH_CACHE === 'off';
  const warm = Number(env.SEARCH_WARM_DAYS ?? (env.DATABASE_URL ? 60 : 0));
  return {
    catalogTtlMs: 5 * 60_000,
    nightsTtlMs: off ? 0 : 60_000,
    keywordTtlMs: off ? 0 : 10 * 60_000,
    warmDays: off || !Number.isInteger(warm) || warm < 0 ? 0 : Math.min(warm, 180),
  };
}
