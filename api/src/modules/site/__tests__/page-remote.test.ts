import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteRegistry } from '@stay/shared/mf/contract';
import { pageRemote, startupFiles } from '../page-remote';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'app', path: './app', assets: { js: { sync: ['1.a.js', '__federation_expose_app.b.js'], async: ['lazy.c.js', 'page-x.f.js', 'page-xy.g.js'] }, css: { sync: ['1.d.css'], async: ['page-x.h.css'] } } },
    { name: 'search-section', path: './search-section', assets: { js: { sync: ['w.e.js'] }, css: { sync: [] } } },
  ],
};

const location = (entry: string) => ({ entry, version: 'v', channel: 'stable' as const });
const registry = {
  mf_search: location('/remotes/mf-search/20261123000000-aaaaaaa/mf-manifest.json'),
  mf_product: location('/remotes/mf-product/20261123000000-bbbbbbb/mf-manifest.json'),
  mf_mypage: location('/remotes/mf-mypage/20261123000000-ccccccc/mf-manifest.json'),
  mf_membership: location('https://elsewhere.example/mf-manifest.json'),
  mf_support: location('/remotes/mf-support/20261123000000-ddddddd/mf-manifest.json'),
} satisfies RemoteRegistry;

describe('the page remote travels with the page (one wave)', () => {
  let dir: string;
  const located: string[] = [];
  const locate = (rest: string) => {
    located.push(rest);
    const [folder = ''] = rest.split('/');
    return { root: path.join(dir, folder), file: 'mf-manifest.json', immutable: true };
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'page-remote-'));
    await fs.mkdir(path.join(dir, 'mf-product'));
    await fs.writeFile(path.join(dir, 'mf-product', 'mf-manifest.json'), JSON.stringify(manifest));
    await fs.mkdir(path.join(dir, 'mf-search'));
    await fs.writeFile(path.join(dir, 'mf-search', 'mf-manifest.json'), '{not json');
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  test("names the remote entry, and the './app' start-up stylesheet and chunks, beside the manifest", () => {
    expect(startupFiles(manifest, '/remotes/mf-product/v1/mf-manifest.json')).toEqual([
      '/remotes/mf-product/v1/remoteEntry.js',
      '/remotes/mf-product/v1/1.d.css',
      '/remotes/mf-product/v1/1.a.js',
      '/remotes/mf-product/v1/__federation_expose_app.b.js',
    ]);
  });

  test("a page's own chunks (by webpack chunk name) are named too, and no other lazy chunk", () => {
    expect(startupFiles(manifest, '/remotes/mf-product/v1/mf-manifest.json', ['page-x'])).toEqual([
      '/remotes/mf-product/v1/remoteEntry.js',
      '/remotes/mf-product/v1/1.d.css',
      '/remotes/mf-product/v1/page-x.h.css',
      '/remotes/mf-product/v1/1.a.js',
      '/remotes/mf-product/v1/__federation_expose_app.b.js',
      '/remotes/mf-product/v1/page-x.f.js',
    ]);
  });

  test('a manifest cannot point the page at another place', () => {
    const hostile = { exposes: [{ path: './app', assets: { js: { sync: ['../../x.js', 'https://evil.example/x.js', '//evil/x.js', 'ok.js'] } } }] };
    expect(startupFiles(hostile, '/remotes/mf-product/v1/mf-manifest.json')).toEqual(['/remotes/mf-product/v1/ok.js']);
  });

  test("a stay's page carries only mf-product's manifest, in every locale", async () => {
    for (const url of ['/products/1', '/en/products/1?checkInDate=2026-12-01', '/ja/book/3']) {
      const found = await pageRemote(url, registry, locate);
      expect(found?.remote).toBe('mf_product');
      expect(found?.entry).toBe(registry.mf_product.entry);
      expect(found?.manifest).toEqual(manifest);
    }
    expect(new Set(located)).toEqual(new Set(['mf-product/20261123000000-bbbbbbb/mf-manifest.json']));
  });

  test('the login page (the shell), a remote on another server and an unreadable manifest carry none', async () => {
    await expect(pageRemote('/login', registry, locate)).resolves.toBeNull();
    await expect(pageRemote('/membership', registry, locate)).resolves.toBeNull();
    await expect(pageRemote('/', registry, locate)).resolves.toBeNull();
    await expect(pageRemote('/mypage', registry, () => null)).resolves.toBeNull();
  });
});
