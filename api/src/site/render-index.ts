import fs from 'node:fs/promises';
import path from 'node:path';
import type { BootData, RemoteRegistry } from '@stay/shared/mf/contract';
import { localeOfSitePath } from '../lib/locale.ts';
import type { PageRemote } from './page-remote.ts';

let cached: { file: string; mtimeMs: number; html: string } | null = null;

async function shellHtml(shellDist: string): Promise<string> {
  const file = path.join(shellDist, 'index.html');
  const { mtimeMs } = await fs.stat(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, html: await fs.readFile(file, 'utf8') };
  }
  return cached.html;
}

/** JSON inside a <script> must not be able to close the tag. */
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function renderIndex(o: {
  shellDist: string;
  /** This request's remote versions (site/remote-versions.ts). */
  registry: RemoteRegistry;
  webview: boolean;
  /** config/modes.ts demoNotice: the shell shows a banner on every page. */
  demo: BootData['demo'];
  mapTiles?: BootData['mapTiles'];
  url: string;
  /** This response's CSP nonce: the boot data is the page's one inline script. */
  nonce: string;
  /** The page's largest image (page-data.ts): preloaded at high priority. */
  lcpImage?: string;
  /** The first screen's API answers (page-data.ts). */
  data?: BootData['data'];
  /** The page's own remote (page-remote.ts), or null when the page has none or it cannot be read. */
  pageRemote?: PageRemote | null;
  /** Tags for this page (e.g. a product's title and og tags); they replace the default title and description. */
  extraHead?: string;
}): Promise<string> {
  const html = await shellHtml(o.shellDist);
  const registry = o.registry;
  const locale = localeOfSitePath(o.url);
  // One wave (issue 16): only the page's own remote travels with the page (page-remote.ts), its
  // manifest inlined and its start-up files prefetched, beside the largest image's preload. Tried
  // before: preloading all five manifests (they competed with the shell's files for the first wave);
  // naming the remote's entry and chunks as <link rel="preload"> (it broke the slot's retry: Chromium
  // hands a failed preload to the later <script> of that URL); an early fetch() into the HTTP cache
  // (it cost the shell's first paint ~1 s on slow 4G). A prefetch has neither problem. The shell's
  // own startup files are named at build time (tools/webpack/startup-preload.cjs).
  const remote = o.pageRemote;
  const lcp = o.lcpImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(o.lcpImage)}">` : '';
  const prefetches = (remote?.prefetch ?? []).map((href) => `<link rel="prefetch" href="${escapeAttr(href)}">`).join('');
  const bootData: BootData = {
    registry,
    webview: o.webview,
    demo: o.demo,
    ...(o.mapTiles ? { mapTiles: o.mapTiles } : {}),
    ...(remote ? { manifests: { [remote.entry]: remote.manifest } } : {}),
    ...(o.data ? { data: o.data } : {}),
  };
  const boot = `<script nonce="${o.nonce}">window.__STAY_BOOT__=${safeJson(bootData)}</script>`;
  const extra = o.extraHead ?? '';
  // The page's own title and description replace the defaults; other tags (noindex) only add.
  const titled = extra.includes('<title>') ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  const page = extra.includes('name="description"') ? titled.replace(/<meta name="?description"?[^>]*>/, '') : titled;
  return page
    .replace(/<html lang="?ko"?>/, `<html lang="${locale}">`)
    .replace('</head>', `${lcp}${prefetches}${extra}</head>`)
    // Before the first script of the body, so the boot data exists when the shell's code runs.
    .replace(/<script(?=[\s>])/, `${boot}<script`);
}
