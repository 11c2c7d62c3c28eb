import { bucketOf, isVisitorId, newVisitorId } from '../bucket';
import { emptyRegistry, halt, setCanary, setStable, setWebview } from '../registry';
import { resolveRemotes, servedVersions } from '../resolve';

const V1 = '20261123090000-aaaaaaa';
const V2 = '20261123100000-bbbbbbb';
const urls = { versionEntry: (r: string, v: string) => `/remotes/${r}/${v}/mf-manifest.json`, devEntry: (r: string) => `/remotes/${r}/mf-manifest.json` };
const c = { remote: 'mf_search' as const, by: 'test', now: new Date('2026-11-23T12:00:00Z') };

describe('canary buckets', () => {
  const ids = Array.from({ length: 10_000 }, () => newVisitorId());

  it('puts about the canary share of visitors in, and a ramp only adds visitors', () => {
    const at10 = ids.filter((id) => bucketOf('mf_search', V2, id) < 0.1);
    const at50 = new Set(ids.filter((id) => bucketOf('mf_search', V2, id) < 0.5));
    // 3 sigma of a binomial(10000, 0.1): 9.1 % to 10.9 %.
    expect(at10.length).toBeGreaterThanOrEqual(910);
    expect(at10.length).toBeLessThanOrEqual(1090);
    expect(at10.every((id) => at50.has(id))).toBe(true);
  });

  it('gives each remote its own draw and keeps every place below 1', () => {
    const search = ids.filter((id) => bucketOf('mf_search', 's', id) < 0.1);
    const product = new Set(ids.filter((id) => bucketOf('mf_product', 's', id) < 0.1));
    const both = search.filter((id) => product.has(id)).length;
    expect(both).toBeLessThan(200); // independent: about 1 % of visitors, not 10 %
    expect(ids.every((id) => bucketOf('mf_search', 's', id) < 1)).toBe(true);
  });

  it('makes ids the cookie accepts', () => {
    expect(isVisitorId(newVisitorId())).toBe(true);
    expect(isVisitorId('x')).toBe(false);
  });
});

describe('resolveRemotes', () => {
  const base = setStable(setStable(emptyRegistry(), c, V1), { ...c, now: new Date('2026-11-23T12:05:00Z') }, V2);

  it('serves stable with the last good as fallback, and build folders for remotes never deployed', () => {
    const r = resolveRemotes(base, { visitor: newVisitorId(), webview: false, overrides: {} }, urls);
    expect(r.mf_search).toEqual({ entry: urls.versionEntry('mf_search', V2), version: V2, channel: 'stable', fallback: { entry: urls.versionEntry('mf_search', V1), version: V1 } });
    expect(r.mf_product).toEqual({ entry: '/remotes/mf_product/mf-manifest.json', version: 'dev', channel: 'dev' });
  });

  it('sends a visitor inside the share to the canary, and nobody once it is halted', () => {
    const doc = setCanary(setStable(emptyRegistry(), c, V1), c, V2, 100);
    const visitor = newVisitorId();
    expect(resolveRemotes(doc, { visitor, webview: false, overrides: {} }, urls).mf_search).toMatchObject({ version: V2, channel: 'canary', fallback: { version: V1 } });
    const halted = halt(doc, c, 'test');
    expect(resolveRemotes(halted, { visitor, webview: false, overrides: {} }, urls).mf_search).toMatchObject({ version: V1, channel: 'stable' });
    expect(resolveRemotes(doc, { visitor: undefined, webview: false, overrides: {} }, urls).mf_search.channel).toBe('stable');
  });

  it('names the versions a visitor is served: its bucket\'s and that one\'s fallback, never a canary it is outside of', () => {
    const doc = setCanary(setStable(emptyRegistry(), c, V1), c, V2, 50);
    const inside = Array.from({ length: 200 }, () => newVisitorId()).find((v) => bucketOf('mf_search', V2, v) < 0.5) ?? '';
    const outside = Array.from({ length: 200 }, () => newVisitorId()).find((v) => bucketOf('mf_search', V2, v) >= 0.5) ?? '';
    expect(servedVersions(doc, 'mf_search', inside, false)).toEqual([V2, V1]);
    expect(servedVersions(doc, 'mf_search', outside, false)).toEqual([V1]);
    expect(servedVersions(halt(doc, c, 'test'), 'mf_search', inside, false)).toEqual([V1]);
    expect(servedVersions(doc, 'mf_product', inside, false)).toEqual([]);
    expect(servedVersions(null, 'mf_search', inside, false)).toEqual([]);
  });

  it('gives the webview its channel and an override wins over everything, without a fallback', () => {
    const doc = setWebview(base, c, V1);
    expect(resolveRemotes(doc, { visitor: undefined, webview: true, overrides: {} }, urls).mf_search).toMatchObject({ version: V1, channel: 'webview' });
    expect(resolveRemotes(doc, { visitor: undefined, webview: false, overrides: {} }, urls).mf_search.version).toBe(V2);
    const o = resolveRemotes(doc, { visitor: undefined, webview: true, overrides: { mf_search: '20261124000000-ddddddd' } }, urls).mf_search;
    expect(o).toEqual({ entry: urls.versionEntry('mf_search', '20261124000000-ddddddd'), version: '20261124000000-ddddddd', channel: 'override' });
  });
});
