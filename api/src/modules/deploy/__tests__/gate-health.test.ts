import { contractProblems, type ManifestLike, type RemoteContract, type ShellContract } from '../contract';
import { versionsToDelete } from '../gc';
import { dueForLastGood, lastGoodWindowStart, networkKey, reportsPruneBefore, shouldHalt } from '../health';
import { makeOverride, readOverride, statusToken } from '../override';
import { isVersionId, makeVersionId, remoteOf } from '../remotes';

const shell: ShellContract = {
  kind: 'shell',
  uses: { mf_search: ['./app', './search-section'] },
  provides: { react: '19.3.1', '@stay/shared': '0.1.0' },
  shared: { version: '0.1.0', fingerprint: 'abc' },
};
const candidate: RemoteContract = { kind: 'remote', exposeFiles: {}, shared: { version: '0.1.0', fingerprint: 'abc' } };
const manifest: ManifestLike = {
  exposes: [{ name: 'app', path: './app' }, { name: 'search-section', path: './search-section' }],
  shared: [{ name: 'react', singleton: true, requiredVersion: '19.3.1' }, { name: '@stay/shared', singleton: true, requiredVersion: '0.1.0' }],
};

describe('contract gate', () => {
  it('lets a remote that fits the shell through', () => {
    expect(contractProblems('mf_search', shell, candidate, manifest)).toEqual([]);
  });

  it('rejects a dropped exposed module, a newer shared library, an unprovided singleton and another contract', () => {
    expect(contractProblems('mf_search', shell, candidate, { ...manifest, exposes: [{ name: 'app', path: './app' }] })).toEqual(['exposes no ./search-section, which the shell mounts']);
    const needsNewer = { ...manifest, shared: [{ name: '@stay/shared', singleton: true, requiredVersion: '^0.2.0' }] };
    expect(contractProblems('mf_search', shell, candidate, needsNewer)[0]).toMatch(/needs @stay\/shared \^0\.2\.0, the shell provides 0\.1\.0/);
    const unprovided = { ...manifest, shared: [{ name: 'zustand', singleton: true, requiredVersion: '5.1.0' }] };
    expect(contractProblems('mf_search', shell, candidate, unprovided)[0]).toMatch(/does not provide/);
    expect(contractProblems('mf_search', shell, { ...candidate, shared: { version: '0.2.0', fingerprint: 'zzz' } }, manifest)).toHaveLength(2);
  });

  it("rejects a remote that imports a @stay/shared name the shell's instance lacks", () => {
    const live = { ...shell, shared: { ...shell.shared, exports: ['bus', 'navigate'] } };
    const importing = (imports: string[]) => ({ ...candidate, shared: { ...candidate.shared, imports } });
    expect(contractProblems('mf_search', live, importing(['bus', 'navigate']), manifest)).toEqual([]);
    expect(contractProblems('mf_search', live, importing(['bus', 'useMediaQuery', 'useNearViewport']), manifest)).toEqual([
      "imports useMediaQuery, useNearViewport from @stay/shared, which the shell's does not export: deploy the shell first",
    ]);
    // A namespace import names nothing to check; a shell contract from before the lists checks nothing.
    expect(contractProblems('mf_search', live, importing(['*']), manifest)).toEqual([]);
    expect(contractProblems('mf_search', shell, importing(['useMediaQuery']), manifest)).toEqual([]);
  });
});

describe('retention', () => {
  const now = new Date('2026-12-31T00:00:00Z');
  const v = (day: number) => ({ version: `202612${String(day).padStart(2, '0')}000000-aaaaaaa`, publishedAt: `2026-12-${String(day).padStart(2, '0')}T00:00:00Z` });

  it('keeps referenced, newest and young versions; deletes the rest', () => {
    const published = [1, 2, 3, 4, 5, 28, 29, 30].map(v);
    const doomed = versionsToDelete(published, new Set([v(2).version]), now, { keep: 3, days: 7 });
    expect(doomed.sort()).toEqual([v(1).version, v(3).version, v(4).version, v(5).version]);
    expect(versionsToDelete(published, new Set(), now, { keep: 20, days: 7 })).toEqual([]);
  });
});

describe('health rules', () => {
  it('halts at five failing visitors above 2 % of visitors, not before', () => {
    expect(shouldHalt({ loads: 10, failures: 4 })).toBe(false);
    expect(shouldHalt({ loads: 10, failures: 5 })).toBe(true);
    expect(shouldHalt({ loads: 1000, failures: 20 })).toBe(false);
    expect(shouldHalt({ loads: 1000, failures: 21 })).toBe(true);
  });

  it('makes a stable version the last good after 30 minutes unless five visitors failed in the last 30', () => {
    const since = '2026-11-23T12:00:00Z';
    expect(dueForLastGood(since, 0, new Date('2026-11-23T12:29:59Z'))).toBe(false);
    expect(dueForLastGood(since, 0, new Date('2026-11-23T12:30:00Z'))).toBe(true);
    // One visitor (a forged failure) never holds it back; five failing visitors in the window do.
    expect(dueForLastGood(since, 1, new Date('2026-11-23T12:30:00Z'))).toBe(true);
    expect(dueForLastGood(since, 5, new Date('2026-11-24T12:30:00Z'))).toBe(false);
    // The window slides: failures older than 30 minutes no longer count.
    expect(lastGoodWindowStart(since, new Date('2026-11-23T12:10:00Z')).toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(lastGoodWindowStart(since, new Date('2026-11-24T12:30:00Z')).toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('prunes reports after 14 days', () => {
    expect(reportsPruneBefore(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-09T12:00:00.000Z');
  });

  it('counts an IPv4 address as itself and an IPv6 address by its /64', () => {
    const id = (s: string) => s;
    expect(networkKey('10.0.0.1', id)).toBe('v4:10.0.0.1');
    expect(networkKey('::ffff:10.0.0.1', id)).toBe('v4:10.0.0.1');
    expect(networkKey('2001:db8:0:1::5', id)).toBe(networkKey('2001:0db8:0000:0001:ffff::1', id));
    expect(networkKey('2001:db8:0:1::5', id)).toBe('v6:2001:db8:0:1');
    expect(networkKey('2001:db8:0:2::5', id)).not.toBe(networkKey('2001:db8:0:1::5', id));
    expect(networkKey('::1', id)).toBe('v6:0:0:0:0');
  });
});

describe('overrides and ids', () => {
  const key = Buffer.alloc(32, 7);
  const now = new Date('2026-11-23T12:00:00Z');
  const V = '20261123120000-abcdef1';

  it('reads back a signed override until it expires', () => {
    const cookie = makeOverride(key, { mf_search: V }, now, 60_000);
    expect(readOverride(key, cookie, now)).toEqual({ mf_search: V });
    expect(readOverride(key, cookie, new Date(now.getTime() + 61_000))).toEqual({});
  });

  it('ignores a forged, tampered or garbage cookie', () => {
    const cookie = makeOverride(key, { mf_search: V }, now);
    expect(readOverride(Buffer.alloc(32, 8), cookie, now)).toEqual({});
    const [payload, sig] = cookie.split('.');
    const other = Buffer.from(Buffer.from(payload as string, 'base64url').toString().replace('mf_search', 'mf_product')).toString('base64url');
    expect(readOverride(key, `${other}.${sig}`, now)).toEqual({});
    expect(readOverride(key, 'garbage', now)).toEqual({});
    expect(statusToken(key)).not.toEqual(statusToken(Buffer.alloc(32, 8)));
  });

  it('takes a signature of other characters (as long in letters, longer in bytes) as simply wrong', () => {
    const [payload, sig] = makeOverride(key, { mf_search: V }, now).split('.') as [string, string];
    const foreign = `${sig.slice(0, -1)}가`;
    expect(foreign.length).toBe(sig.length);
    expect(readOverride(key, `${payload}.${foreign}`, now)).toEqual({});
  });

  it('makes sortable version ids and knows the apps', () => {
    const id = makeVersionId(new Date('2026-11-23T09:12:03.456Z'), '3F9C2AB77');
    expect(id).toBe('20261123091203-3f9c2ab');
    expect(isVersionId(id)).toBe(true);
    expect(isVersionId('../../etc')).toBe(false);
    expect(remoteOf('mf-search')).toBe('mf_search');
    expect(remoteOf('shell')).toBeNull();
  });
});
