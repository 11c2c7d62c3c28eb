// The page's first view in its HTML: the page remote draws it with its own server entry
// (server/entry.mjs in the remote's build or version folder, shared/mf/contract RenderFirstView),
// and the shell draws its frame around it (shell/dist/server/entry.mjs), so the page's largest paint
// (the main page's banner) needs no script. The remote's parcel hydrates it in the browser.
//
// Independent deploys hold: the remote's entry is imported from the folder of the version this
// visitor gets, so a newly published version draws its own first view from the next page on, with
// no restart. Anything wrong (no server entry, a throw, a slow import) costs only the first view:
// the page goes out as before and is drawn in the browser. Nothing is cached between visitors: the
// first view is drawn per request from this visitor's own answers (a member's prices are theirs).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { answersIn, pageDataKey } from '@stay/shared/api-client/page-data';
import type { BootData, FirstViewInput, FirstViewReads, FirstViewRequest, MountProps, RenderFirstView } from '@stay/shared/mf/contract';
import { SERVER_RENDERED_ATTR, localeFromPath } from '@stay/shared/mf/contract';
import type { PageData } from './page-data.ts';
import type { PageRemote } from './page-remote.ts';

/** How long a page waits for a server entry to load; a late one serves the next page. */
export const FIRST_VIEW_IMPORT_BUDGET_MS = 100;

type Locate = (rest: string) => { root: string; file: string; immutable: boolean } | null;

interface ShellEntry {
  renderShellFrame(input: { url: string; boot: BootData; firstViewHtml: string; remote: string }): string;
  /** The reads the frame needs (optional: an older shell has none). */
  frameReads?(visitor: { member: boolean }): readonly FirstViewRequest[];
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Imports a server entry; a rebuilt file is a new module for Node only under a new URL. */
export type LoadEntry = (file: string, mtimeMs: number) => Promise<unknown>;
const importFile: LoadEntry = (file, mtimeMs) => import(`${pathToFileURL(file).href}?v=${mtimeMs}`);

/** Server entries by file: a version's never changes; a build folder's is read again when rebuilt. */
const modules = new Map<string, { mtimeMs: number; loaded: Promise<unknown> }>();

function importEntry(file: string, load: LoadEntry): Promise<unknown> | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  const known = modules.get(file);
  if (known && known.mtimeMs === stat.mtimeMs) return known.loaded;
  const loaded = load(file, stat.mtimeMs);
  loaded.catch(() => modules.delete(file));
  modules.set(file, { mtimeMs: stat.mtimeMs, loaded });
  return loaded;
}

async function withinBudget<T>(loading: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    return await Promise.race([loading, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Makes the reads not already in the boot data and adds their answers to it; the largest image, if any. */
async function readFirst(o: FirstViewOptions, reads: readonly FirstViewRequest[]): Promise<string | undefined> {
  const have = o.boot.data ?? {};
  const missing = reads.filter((r) => !(pageDataKey(r.method, r.url, r.body) in have));
  if (!missing.length || !o.read) return undefined;
  const got = await o.read(missing);
  if (got.data) o.boot.data = { ...have, ...got.data };
  return got.lcpImage;
}

/** React's resource hints it puts first in a fragment (a high-priority image): the page has its own. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

export interface FirstViewOptions {
  url: string;
  /** The page remote with its manifest (page-remote.ts). */
  remote: PageRemote;
  locate: Locate;
  shellDist: string;
  /** The boot data the page carries (the shell draws its frame from the same). */
  boot: BootData;
  log: Logger;
  budgetMs?: number;
  /** How a server entry is imported (tests load a copy: Jest cannot import a URL with a query). */
  load?: LoadEntry;
  /** The request carries a session (an access cookie): the frame reads the member's info to draw as them. */
  member?: boolean;
  /**
   * Makes the reads the remote's first view needs for this visitor (page-data.ts readForPage); their
   * answers join the boot data, so the browser's hydration draws from the same.
   */
  read?: (reads: readonly FirstViewRequest[]) => Promise<PageData>;
}

export interface FirstView {
  /** The markup of `#root` with the first view in place. */
  html: string;
  /** The largest image of a first view whose reads were made here (preloaded with the page). */
  lcpImage?: string;
  /** The address the page takes before its scripts start (FirstViewOutput.url), when it differs. */
  url?: string;
}

/** A new address for the same page: a path on this site with the same path, only the query may differ. */
function ownAddress(url: unknown, pathname: string): url is string {
  return typeof url === 'string' && url.split('?', 1)[0] === pathname && !/[\s<>"'\\]/.test(url);
}

/** The first view, or null (the page is drawn in the browser). */
export async function renderFirstView(o: FirstViewOptions): Promise<FirstView | null> {
  const dir = o.remote.entry.slice('/remotes/'.length, o.remote.entry.lastIndexOf('/'));
  const found = o.locate(`${dir}/server/entry.mjs`);
  const load = o.load ?? importFile;
  const remoteLoading = found ? importEntry(path.join(found.root, found.file), load) : null;
  const shellLoading = importEntry(path.join(o.shellDist, 'server', 'entry.mjs'), load);
  if (!remoteLoading || !shellLoading) return null;
  const budget = o.budgetMs ?? FIRST_VIEW_IMPORT_BUDGET_MS;
  let loaded: [unknown, unknown] | 'late';
  try {
    loaded = await withinBudget(Promise.all([remoteLoading, shellLoading]), budget);
  } catch (err) {
    o.log.warn({ err, remote: o.remote.remote }, 'first view: a server entry cannot be loaded');
    return null;
  }
  if (loaded === 'late') return null;
  const entry = loaded[0] as { renderFirstView?: RenderFirstView; firstViewReads?: FirstViewReads };
  const render = entry.renderFirstView;
  const shell = loaded[1] as Partial<ShellEntry>;
  if (typeof render !== 'function' || typeof shell.renderShellFrame !== 'function') return null;

  const [pathname = '/', query] = o.url.split('?', 2);
  const { locale, basePath } = localeFromPath(pathname);
  const props: MountProps = { locale, basePath, pathname, search: query ? `?${query}` : '', webview: o.boot.webview };
  try {
    // The page's reads and the frame's (the member's info, for a visitor with a session).
    const reads = [...(entry.firstViewReads?.(props) ?? []), ...(shell.frameReads?.({ member: o.member === true }) ?? [])];
    const lcpImage = await readFirst(o, reads);
    const data = answersIn(o.boot.data, locale);
    const view = render({ ...props, data } satisfies FirstViewInput);
    if (!view) return null;
    const island = `<div ${SERVER_RENDERED_ATTR}="${o.remote.remote}">${view.html.replace(LEADING_HINTS, '')}</div>`;
    // The frame is drawn for the address the page will have (its links, its language switch).
    const url = ownAddress(view.url, pathname) ? view.url : undefined;
    return { html: shell.renderShellFrame({ url: url ?? o.url, boot: o.boot, firstViewHtml: island, remote: o.remote.remote }), lcpImage, ...(url ? { url } : {}) };
  } catch (err) {
    o.log.warn({ err, remote: o.remote.remote }, 'first view: drawing failed; the page is drawn in the browser');
    return null;
  }
}
