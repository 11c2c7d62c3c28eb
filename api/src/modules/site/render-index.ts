import fs from 'node:fs/promises';
import path from 'node:path';
import { EARLY_TAP_GLOBAL, HELD_TAP_TARGETS, SERVER_RENDERED_ATTR, WEBVIEW_HELD_LINKS, type BootData, type RemoteRegistry } from '@stay/shared/mf/contract';
import { localeOfSitePath } from '../../lib/locale.ts';
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

/** The element after a drawn page's root and its boot script: its first paint waits until the parser
 *  gets there, so every tap on the painted page finds the boot script holding it (a paint between
 *  the root and that script left a moment where a tap on a drawn button did nothing). */
const DRAWN_END = 'stay-drawn-end';

/** The shell's start-up scripts as its build names them (tools/webpack/startup-preload.cjs). */
const SCRIPT_PRELOAD = /<link rel="?preload"? as="?script"? href="?([^\s">]+)"?>/g;

/**
 * Inline code that starts a drawn page's scripts once it has been painted. The page's HTML
 * is complete without them, so nothing is gained by making its paint wait: a browser that has the
 * scripts early (a warm cache, a fast connection) would run them all before its first frame, and on
 * a slow connection they share the bandwidth with the stylesheets and the largest image. So they are
 * fetched and run after the paint, still in one wave: the shell's entry, its start-up chunks and the
 * page remote's files are asked for four links per task, the entry last, while the page is idle (a
 * link costs 1-3 ms of main thread; all at once made a task of 15-40 ms, which Lighthouse bills four
 * times over; one per task spread them over the entry's own start-up, ~300 ms). It starts at
 * the first largest-paint entry (after the frame is presented), on the visitor's first input, at
 * once in a hidden tab (no paint is coming), after two frames where that entry does not exist
 * (Safari), and at the latest after PAINT_FIRST_LIMIT_MS. A tap on a control of the page meanwhile is
 * held (HELD_TAP_TARGETS); the shell takes the holding over (EARLY_TAP_GLOBAL: the frame's once it is hydrated, the page view's when its
 * slot holds them itself) and makes the tap again once that part of the page listens.
 */
function paintFirst(files: { entry: string; preload: string[]; prefetch: string[]; links: string | null }): string {
  const key = JSON.stringify(EARLY_TAP_GLOBAL);
  return `;(function(f){var done=0,held=null,frameLive=0;
function link(into,rel,href){var l=document.createElement('link');l.rel=rel;if(rel==='preload')l.as='script';l.href=href;into.appendChild(l)}
function put(list){var all=document.createDocumentFragment();list.splice(0,4).forEach(function(l){link(all,l[0],l[1])});document.head.appendChild(all);if(list.length)return setTimeout(function(){put(list)},0);var s=document.createElement('script');s.src=f.entry;document.body.appendChild(s)}
function go(){if(done)return;done=1;put(f.preload.map(function(h){return['preload',h]}).concat(f.prefetch.map(function(h){return['prefetch',h]})))}
function soon(){setTimeout(go,0)}
function hold(e){var el=e.target&&e.target.closest?e.target:null,t=el?el.closest(${JSON.stringify(HELD_TAP_TARGETS)}):null;var root=document.getElementById('root');if(t&&t.closest('a[href]'))t=null;if(!t&&el&&f.links)t=el.closest(f.links);if(!t||!root||!root.contains(t))return;if(frameLive&&!t.closest(${JSON.stringify(`[${SERVER_RENDERED_ATTR}]`)}))return;e.preventDefault();e.stopPropagation();held=t;go()}
function give(inView){var t=held;if(!t||Boolean(t.closest(${JSON.stringify(`[${SERVER_RENDERED_ATTR}]`)}))!==inView)return null;held=null;return t}
addEventListener('click',hold,true);window[${key}]={frame:function(){frameLive=1;return give(false)},view:function(){removeEventListener('click',hold,true);delete window[${key}];return give(true)}};
if(document.visibilityState==='hidden')return go();['pointerdown','keydown'].forEach(function(t){addEventListener(t,go,{once:true,capture:true})});setTimeout(go,${PAINT_FIRST_LIMIT_MS});
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('largest-contentful-paint')<0)return requestAnimationFrame(function(){requestAnimationFrame(soon)});
new PerformanceObserver(function(l,o){o.disconnect();soon()}).observe({type:'largest-contentful-paint',buffered:true})})(${safeJson(files)})`;
}

/** The latest a drawn page's scripts start, painted or not (a slow stylesheet must not hold them longer). */
export const PAINT_FIRST_LIMIT_MS = 2500;

/** JSON inside a <script> must not be able to close the tag. */
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface BootParts {
  /** This request's remote versions (site/remote-versions.ts). */
  registry: RemoteRegistry;
  webview: boolean;
  /** config/modes.ts demoNotice: the shell shows a banner on every page. */
  demo: BootData['demo'];
  mapTiles?: BootData['mapTiles'];
  /** The first screen's API answers (page-data.ts). */
  data?: BootData['data'];
  /** The page's own remote (page-remote.ts), or null when the page has none or it cannot be read. */
  pageRemote?: PageRemote | null;
  /** The visitor's analytics answer, from its cookie (shared/analytics/consent). */
  consent?: string;
}

/** The page's boot data (window.__STAY_BOOT__): what the shell starts from, in the browser and on the server. */
export function bootDataOf(o: BootParts): BootData {
  const remote = o.pageRemote;
  return {
    registry: o.registry,
    webview: o.webview,
    demo: o.demo,
    ...(o.mapTiles ? { mapTiles: o.mapTiles } : {}),
    ...(remote ? { manifests: { [remote.entry]: remote.manifest } } : {}),
    ...(o.data ? { data: o.data } : {}),
    ...(o.consent === 'granted' || o.consent === 'denied' ? { consent: o.consent } : {}),
  };
}

export async function renderIndex(o: {
  shellDist: string;
  boot: BootData;
  /** The markup of #root: the shell's frame around the page's first view (first-view.ts), if drawn. */
  rootHtml?: string | null;
  url: string;
  /** The request's Host header (a drawn page names its remote's stylesheets with it). */
  host?: string;
  /** This response's CSP nonce: the boot data is the page's one inline script. */
  nonce: string;
  /** The page's largest image (page-data.ts): preloaded at high priority. */
  lcpImage?: string;
  /** The page's own remote (page-remote.ts), or null when the page has none or it cannot be read. */
  pageRemote?: PageRemote | null;
  /** Tags for this page (e.g. a product's title and og tags); they replace the default title and description. */
  extraHead?: string;
  /** The address a drawn page takes at once (first-view.ts FirstView.url), before its scripts start. */
  address?: string;
}): Promise<string> {
  const html = await shellHtml(o.shellDist);
  const locale = localeOfSitePath(o.url);
  // One wave: only the page's own remote travels with the page (page-remote.ts), its
  // manifest inlined and its start-up files prefetched, beside the largest image's preload. Tried
  // before: preloading all five manifests (they competed with the shell's files for the first wave);
  // naming the remote's entry and chunks as <link rel="preload"> (it broke the slot's retry: Chromium
  // hands a failed preload to the later <script> of that URL); an early fetch() into the HTTP cache
  // (it cost the shell's first paint ~1 s on slow 4G). A prefetch has neither problem. The shell's
  // own startup files are named at build time (tools/webpack/startup-preload.cjs).
  const remote = o.pageRemote;
  const extra = o.extraHead ?? '';
  // A stay's head tags already preload its first photo (product-meta.ts): once is enough.
  const lcp = o.lcpImage && !extra.includes(`href="${escapeAttr(o.lcpImage)}"`) ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(o.lcpImage)}">` : '';
  // A page drawn on the server (first-view.ts) needs its stylesheets before its first paint: the
  // remote's are linked, and the shell's startup ones (preloaded by the build) are applied.
  const drawn = Boolean(o.rootHtml);
  // A remote's stylesheet is named so that both loaders that would add it again recognise it (a second
  // style pass over the whole page while it starts): the federation runtime compares URLs without
  // their scheme (hence '//host/...'), the remote's chunk loader (mini-css-extract) the chunk file
  // name in data-href.
  const host = o.host && /^[\w.-]+(:\d{1,5})?$/.test(o.host) ? `//${o.host}` : '';
  // A drawn page fetches no script before its paint (paintFirst): its remote's scripts are named for later.
  const later = drawn ? (remote?.prefetch ?? []).filter((href) => !href.endsWith('.css')) : [];
  const prefetches = (remote?.prefetch ?? [])
    .filter((href) => !later.includes(href))
    .map((href) =>
      drawn && href.endsWith('.css')
        ? `<link rel="stylesheet" href="${escapeAttr(host + href)}" data-href="${escapeAttr(href.slice(href.lastIndexOf('/') + 1))}">`
        : `<link rel="prefetch" href="${escapeAttr(href)}">`,
    )
    .join('');
  // The page's own title and description replace the defaults; other tags (noindex) only add.
  const titled = extra.includes('<title>') ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  const page = extra.includes('name="description"') ? titled.replace(/<meta name="?description"?[^>]*>/, '') : titled;
  // A drawn page starts its scripts once it is painted (paintFirst); any other page as built (defer).
  const entry = drawn ? /<script defer src="?([^\s">]+)"?><\/script>/.exec(page) : null;
  const preloads = entry ? [...page.matchAll(SCRIPT_PRELOAD)] : [];
  const start = entry?.[1] ? paintFirst({ entry: entry[1], preload: preloads.map((m) => m[1] ?? ''), prefetch: later, links: o.boot.webview ? WEBVIEW_HELD_LINKS : null }) : '';
  // Same history entry, its address as the page's scripts would write it at once (without a drawing).
  const moved = drawn && o.address ? `;history.replaceState(history.state,'',${safeJson(o.address)})` : '';
  const boot = `<script nonce="${o.nonce}">window.__STAY_BOOT__=${safeJson(o.boot)}${moved}${start}</script>`;
  // A drawn page is painted once it is parsed to its end: its CSS may place later parts above earlier
  // ones (the stay page's price above its date bar on phones), and a paint half-way through parsing
  // would move them (Chromium: render-blocking `expect` link; other browsers paint as they parse).
  const blocking = drawn ? `<link rel="expect" href="#${DRAWN_END}" blocking="render">` : '';
  const styled = drawn ? page.replace(/<link rel="?preload"? as="?style"? href=("?)([^\s">]+)\1>/g, '<link rel="stylesheet" href="$2">') : page;
  // Replacements are functions: a `$` in a title or in the drawn page is text, not a pattern.
  const head = styled
    .replace(/<html lang="?ko"?>/, () => `<html lang="${locale}">`)
    .replace('</head>', () => `${blocking}${lcp}${prefetches}${extra}</head>`);
  if (!drawn) {
    // Before the first script of the body, so the boot data exists when the shell's code runs.
    return head.replace(/<script(?=[\s>])/, () => `${boot}<script`);
  }
  // A drawn page: no script tag of the build; the boot script, right after the view and before the
  // paint, starts them.
  const withoutScripts = entry ? head.replace(entry[0], '').replace(SCRIPT_PRELOAD, '') : head.replace(/<script(?=[\s>])/, () => `${boot}<script`);
  return withoutScripts.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${o.rootHtml}</div>${entry ? boot : ''}<div id="${DRAWN_END}" hidden></div>`);
}
