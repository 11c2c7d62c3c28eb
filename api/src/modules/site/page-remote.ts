// One wave for a cold page: the page's own remote travels with the HTML. Its manifest is
// inlined into the boot data (the shell's federation answers the manifest request from it, so no
// round trip is spent on it), and its entry, start-up chunks and stylesheet are named as prefetches,
// so they download beside the shell's own files instead of after the shell has run. Only the page's
// remote is named: the other remotes load their manifests when they are first used.
//
// Prefetch, not preload: a prefetch fills the HTTP cache at the lowest priority, so it neither delays
// the shell's first paint nor, when it fails, hands its failure to the later <script> of that URL
// (Chromium does that with a failed preload, which broke the slot's retry).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName, RemoteRegistry } from '@stay/shared/mf/contract';
import { matchPageRoute } from '@stay/shared/mf/page-routes';
import { sitePath } from './site-routes.ts';

/** What the manifest of a remote says about its './app' (the parts the page needs at start-up). */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

export interface PageRemote {
  remote: RemoteName;
  /** The manifest URL as the registry names it, and the manifest itself. */
  entry: string;
  manifest: unknown;
  /** URLs of the remote entry, the './app' start-up chunks and stylesheets, and the page's own chunks. */
  prefetch: string[];
}

type Locate = (rest: string) => { root: string; file: string; immutable: boolean } | null;

const cache = new Map<string, { mtimeMs: number; manifest: Manifest }>();
const CACHE_MAX = 64;

async function readManifest(file: string, immutable: boolean): Promise<Manifest | null> {
  // A published version's files never change: its manifest is read once, not checked per page.
  const known = cache.get(file);
  if (known && immutable) return known.manifest;
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return null;
  if (known && known.mtimeMs === stat.mtimeMs) return known.manifest;
  const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(file, { mtimeMs: stat.mtimeMs, manifest });
  return manifest;
}

/** Plain relative file names only (no '..', no host): a manifest cannot send the page anywhere else. */
const SAFE_NAME = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;

/**
 * The files a manifest names for './app', as URLs beside the manifest: the remote entry, the start-up
 * stylesheets and chunks, and the page's own chunks (`chunks`: webpack chunk names, whose files are
 * `<name>.<hash>.js|css` among the async ones).
 */
export function startupFiles(manifest: Manifest, entryUrl: string, chunks: readonly string[] = []): string[] {
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const app = manifest.exposes?.find((e) => e.path === './app' || e.name === 'app');
  const remoteEntry = manifest.metaData?.remoteEntry;
  const ofPage = (files: string[] = []) => files.filter((f) => chunks.some((c) => f.startsWith(`${c}.`)));
  const names = [
    ...(remoteEntry?.name ? [[remoteEntry.path, remoteEntry.name].filter(Boolean).join('/')] : []),
    ...(app?.assets?.css?.sync ?? []),
    ...ofPage(app?.assets?.css?.async),
    ...(app?.assets?.js?.sync ?? []),
    ...ofPage(app?.assets?.js?.async),
  ];
  return [...new Set(names)].filter((n) => SAFE_NAME.test(n)).map((n) => base + n);
}

/**
 * The page remote of `url` with its manifest, or null (the shell's own login page, a remote that is
 * not on this server, or a manifest that cannot be read: the page then loads it the usual way).
 */
export async function pageRemote(url: string, registry: RemoteRegistry, locate: Locate): Promise<PageRemote | null> {
  const route = matchPageRoute(sitePath(url));
  if (route.remote === 'shell') return null;
  const entry = registry[route.remote]?.entry;
  if (!entry?.startsWith('/remotes/')) return null;
  const found = locate(entry.slice('/remotes/'.length));
  if (!found) return null;
  const manifest = await readManifest(path.join(found.root, found.file), found.immutable).catch(() => null);
  if (!manifest) return null;
  return { remote: route.remote, entry, manifest, prefetch: startupFiles(manifest, entry, route.chunks) };
}
