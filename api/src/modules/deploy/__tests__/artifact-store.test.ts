import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { setStable } from '../registry';
import { FolderStore, StoreError, contentHash } from '../artifact-store';

const V1 = '20261123090000-aaaaaaa';
let root: string;
let src: string;
let store: FolderStore;
const now = new Date('2026-11-23T12:00:00Z');

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'stay-store-'));
  src = path.join(root, 'build');
  await fs.mkdir(path.join(src, 'sub'), { recursive: true });
  await fs.writeFile(path.join(src, 'remoteEntry.js'), 'entry');
  await fs.writeFile(path.join(src, 'sub', 'chunk.js'), 'chunk');
  await fs.writeFile(path.join(src, 'remoteEntry.js.map'), 'map');
  await fs.writeFile(path.join(src, 'mf-manifest.json'), '{"metaData":{"buildInfo":{"buildVersion":"0.1.0"}}}');
  store = new FolderStore(path.join(root, 'store'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('FolderStore', () => {
  it('publishes a version once, keeps source maps out of it, and never overwrites it', async () => {
    const meta = await store.publish('mf_search', V1, src, { contentHash: 'h', gitSha: null }, now);
    expect(meta).toMatchObject({ version: V1, files: 3 });
    const dir = store.versionDir('mf_search', V1);
    expect((await fs.readdir(dir)).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'sub', 'version.json']);
    await fs.writeFile(path.join(src, 'remoteEntry.js'), 'changed');
    await expect(store.publish('mf_search', V1, src, { contentHash: 'h2', gitSha: null }, now)).rejects.toMatchObject({ code: 'VERSION_EXISTS' });
    expect(await fs.readFile(path.join(dir, 'remoteEntry.js'), 'utf8')).toBe('entry');
    expect(await store.hasVersion('mf_search', V1)).toBe(true);
    expect((await store.listVersions('mf_search')).map((v) => v.version)).toEqual([V1]);
  });

  it('re-compresses a stale .br/.gz sibling so the site never serves old bytes for a file', async () => {
    await fs.writeFile(path.join(src, 'remoteEntry.js.gz'), zlib.gzipSync('entry'));
    await fs.writeFile(path.join(src, 'remoteEntry.js.br'), zlib.brotliCompressSync('entry'));
    await fs.writeFile(path.join(src, 'remoteEntry.js'), 'entry, edited after the build');
    await fs.writeFile(path.join(src, 'sub', 'chunk.js.gz'), zlib.gzipSync('chunk'));
    const fresh = await fs.readFile(path.join(src, 'sub', 'chunk.js.gz'));
    await store.publish('mf_search', V1, src, { contentHash: 'h', gitSha: null }, now);
    const dir = store.versionDir('mf_search', V1);
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'remoteEntry.js.gz'))).toString()).toBe('entry, edited after the build');
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'remoteEntry.js.br'))).toString()).toBe('entry, edited after the build');
    expect((await fs.readFile(path.join(dir, 'sub', 'chunk.js.gz'))).equals(fresh)).toBe(true);
  });

  it('refuses names that are not version ids', () => {
    expect(() => store.versionDir('mf_search', '../escape')).toThrow(StoreError);
  });

  it('hashes content, not the manifest stamp or source maps', async () => {
    const before = await contentHash(src);
    await fs.writeFile(path.join(src, 'mf-manifest.json'), '{"metaData":{"buildInfo":{"buildVersion":"x"}}}');
    await fs.writeFile(path.join(src, 'remoteEntry.js.map'), 'other map');
    expect(await contentHash(src)).toBe(before);
    await fs.writeFile(path.join(src, 'sub', 'chunk.js'), 'chunk2');
    expect(await contentHash(src)).not.toBe(before);
  });

  it('loses no write when many writers update the registry at once', async () => {
    const versions = Array.from({ length: 20 }, (_, i) => `2026112309${String(i).padStart(4, '0')}-aaaaaaa`);
    const remotes = ['mf_search', 'mf_product'] as const;
    await Promise.all(
      versions.map((v, i) => store.updateRegistry((d) => setStable(d, { remote: remotes[i % 2] as (typeof remotes)[number], by: 't', now }, v), { by: 't' })),
    );
    const doc = await store.readRegistry();
    expect(doc?.generation).toBe(20);
    expect(doc?.remotes.mf_search?.history).toHaveLength(10);
    expect(doc?.remotes.mf_product?.history).toHaveLength(10);
  });

  it('refuses a compare-and-swap against a generation that moved, and breaks a stale lock', async () => {
    await store.updateRegistry((d) => setStable(d, { remote: 'mf_search', by: 't', now }, V1), { by: 't' });
    await expect(store.updateRegistry((d) => d, { by: 't', expectGeneration: 0 })).rejects.toMatchObject({ code: 'GENERATION_MOVED' });
    const lock = path.join(store.root, 'lock');
    await fs.writeFile(lock, 'dead\n0\n');
    const old = new Date(Date.now() - 120_000);
    await fs.utimes(lock, old, old);
    expect((await store.updateRegistry((d) => d, { by: 't', expectGeneration: 1 })).generation).toBe(2);
  });

  it('creates its key once and keeps it', async () => {
    const a = await store.key();
    expect(a).toHaveLength(32);
    expect((await new FolderStore(store.root).key()).equals(a)).toBe(true);
  });
});
