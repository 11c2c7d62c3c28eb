import { TtlCache } from '../lru-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = 0));

  it('loads a missing key once for concurrent callers and serves it until it expires', async () => {
    const cache = new TtlCache<number>(10, 1000, { now: clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('serves a stale value while one background load replaces it', async () => {
    const cache = new TtlCache<string>(10, 1000, { now: clock, staleWhileRevalidate: true });
    await cache.getOrLoad('k', async () => 'old');
    now = 5000;
    expect(await cache.getOrLoad('k', async () => 'new')).toBe('old');
    await new Promise((r) => setImmediate(r));
    expect(cache.get('k')).toBe('new');
  });

  it('evicts the least recently used entry', async () => {
    const cache = new TtlCache<number>(2, 1000, { now: clock });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('drops only the keys of one prefix (one city\'s stock)', () => {
    const cache = new TtlCache<number>(10, 1000, { now: clock });
    cache.set('12:1:2026-12-01', 1);
    cache.set('12:1:2026-12-02', 2);
    cache.set('123:1:2026-12-01', 3);
    cache.deletePrefix('12:');
    expect([cache.get('12:1:2026-12-01'), cache.get('12:1:2026-12-02'), cache.get('123:1:2026-12-01')]).toEqual([undefined, undefined, 3]);
  });
});
