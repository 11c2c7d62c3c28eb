import { TtlCache } from '../ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const cache = () => new TtlCache<string, string>({ ttlMs: 1000, max: 3, now: () => now });
  beforeEach(() => {
    now = 0;
  });

  it('loads a key once for concurrent and later callers within the ttl, again after it', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => `v${(loads += 1)}`;
    expect(await Promise.all([c.get('a', load), c.get('a', load), c.get('a', load)])).toEqual(['v1', 'v1', 'v1']);
    now = 999;
    expect(await c.get('a', load)).toBe('v1');
    now = 1000;
    expect(await c.get('a', load)).toBe('v2');
    expect(loads).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const c = cache();
    await expect(c.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.get('a', async () => 'ok')).toBe('ok');
  });

  it('never holds more than max entries, dropping the oldest first', async () => {
    const c = cache();
    for (const k of ['a', 'b', 'c', 'd']) await c.get(k, async () => k);
    expect(c.size).toBe(3);
    let reloaded = false;
    await c.get('a', async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
  });
});
