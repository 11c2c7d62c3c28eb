import { RegistryError, canaryStates, emptyRegistry, halt, markGood, parseRegistry, promote, ramp, referencedVersions, rollback, setCanary, setStable, setWebview } from '../registry';

const V1 = '20261123090000-aaaaaaa';
const V2 = '20261123100000-bbbbbbb';
const V3 = '20261123110000-ccccccc';
const c = (n = 0) => ({ remote: 'mf_search' as const, by: 'test', now: new Date(Date.UTC(2026, 10, 23, 12, n)) });

describe('registry operations', () => {
  it('makes the first stable version the last good, and later ones wait to earn it', () => {
    let doc = setStable(emptyRegistry(), c(), V1);
    expect(doc.remotes.mf_search).toMatchObject({ stable: { version: V1 }, lastGood: V1 });
    doc = setStable(doc, c(1), V2);
    expect(doc.remotes.mf_search).toMatchObject({ stable: { version: V2 }, lastGood: V1 });
    doc = markGood(doc, c(2), V2, 'ran clean');
    expect(doc.remotes.mf_search?.lastGood).toBe(V2);
    expect(doc.remotes.mf_search?.history.map((h) => h.action)).toEqual(['deploy', 'deploy', 'good']);
  });

  it('never changes the document it was given', () => {
    const before = setStable(emptyRegistry(), c(), V1);
    const copy = JSON.parse(JSON.stringify(before));
    setCanary(before, c(1), V2, 10);
    expect(before).toEqual(copy);
  });

  it('ramps a canary with the same salt and promotes it to stable and last good', () => {
    let doc = setCanary(setStable(emptyRegistry(), c(), V1), c(1), V2, 10);
    const salt = doc.remotes.mf_search?.canary?.salt;
    doc = ramp(doc, c(2), 50);
    expect(doc.remotes.mf_search?.canary).toMatchObject({ version: V2, percent: 50, salt });
    doc = promote(doc, c(3));
    expect(doc.remotes.mf_search).toMatchObject({ stable: { version: V2 }, lastGood: V2, canary: null });
  });

  it('refuses a canary without a stable version, a bad share, and promoting nothing', () => {
    expect(() => setCanary(emptyRegistry(), c(), V1, 10)).toThrow(RegistryError);
    const doc = setStable(emptyRegistry(), c(), V1);
    expect(() => setCanary(doc, c(), V2, 101)).toThrow(/percent/);
    expect(() => setCanary(doc, c(), V2, Number.NaN)).toThrow(/percent/);
    expect(() => promote(doc, c())).toThrow(/no canary/);
    expect(() => setStable(doc, c(), V1)).toThrow(/already/);
  });

  it('halts a canary once (a second halt records nothing) and a ramp resumes it', () => {
    let doc = setCanary(setStable(emptyRegistry(), c(), V1), c(1), V2, 10);
    doc = halt(doc, c(2), 'failing');
    doc = halt(doc, c(3), 'failing again');
    expect(doc.remotes.mf_search?.canary).toMatchObject({ halted: true, haltReason: 'failing' });
    expect(doc.remotes.mf_search?.history.filter((h) => h.action === 'halt')).toHaveLength(1);
    expect(ramp(doc, c(4), 5).remotes.mf_search?.canary?.halted).toBe(false);
  });

  it('rolls stable back to the last good (or a named version) and drops the canary', () => {
    let doc = setStable(setStable(emptyRegistry(), c(), V1), c(1), V2);
    doc = setCanary(doc, c(2), V3, 10);
    const back = rollback(doc, c(3));
    expect(back.remotes.mf_search).toMatchObject({ stable: { version: V1 }, canary: null, lastGood: V1 });
    const to = rollback(doc, c(3), { to: V3 });
    expect(to.remotes.mf_search).toMatchObject({ stable: { version: V3 }, lastGood: V3 });
    expect(() => rollback(emptyRegistry(), c())).toThrow(/no last good/);
    // Stable already at the last good: the rollback takes the canary away and says so.
    const canaryOnly = rollback(setCanary(setStable(emptyRegistry(), c(), V1), c(1), V2, 100), c(2));
    expect(canaryOnly.remotes.mf_search).toMatchObject({ stable: { version: V1 }, canary: null });
    expect(canaryOnly.remotes.mf_search?.history.at(-1)).toMatchObject({ action: 'rollback', channel: 'canary', from: V2 });
  });

  it('keeps a webview channel apart from stable and rolls it back alone', () => {
    let doc = setWebview(setStable(emptyRegistry(), c(), V1), c(1), V2);
    doc = rollback(doc, c(2), { channel: 'webview' });
    expect(doc.remotes.mf_search).toMatchObject({ stable: { version: V1 }, webview: { version: V1 } });
  });

  it('names every version a channel or the last good points at', () => {
    let doc = setStable(setStable(emptyRegistry(), c(), V1), c(1), V2);
    doc = setCanary(doc, c(2), V3, 5);
    expect([...referencedVersions(doc.remotes.mf_search)].sort()).toEqual([V1, V2, V3]);
  });

  it('reads only version-2 documents', () => {
    expect(() => parseRegistry({ mf_search: '/remotes/mf-search/mf-manifest.json' })).toThrow();
    const doc = setStable(emptyRegistry(), c(), V1);
    expect(parseRegistry(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });
});

describe('canary states', () => {
  it("gives each remote of the registry its canary's share, 0 without one and once halted", () => {
    expect(canaryStates(emptyRegistry())).toEqual([]);
    let doc = setStable(emptyRegistry(), c(), V1);
    expect(canaryStates(doc)).toEqual([{ remote: 'mf_search', percent: 0, halted: false }]);
    doc = setCanary(doc, c(1), V2, 25);
    expect(canaryStates(doc)).toEqual([{ remote: 'mf_search', percent: 25, halted: false }]);
    doc = halt(doc, c(2), 'load failures');
    expect(canaryStates(doc)).toEqual([{ remote: 'mf_search', percent: 0, halted: true }]);
  });
});
