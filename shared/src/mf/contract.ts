// The typed contract between the shell and the remotes (DESIGN §2, STYLE "Federation mechanics").
import shellUses from './shell-uses.json';
// The shell mounts what a remote exposes as a single-spa parcel and passes MountProps.

export const LOCALES = ['ko', 'en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';

/** Federation names use underscores: a hyphen breaks the manifest plugin (DESIGN §4). */
export const REMOTE_NAMES = ['mf_search', 'mf_product', 'mf_mypage', 'mf_membership', 'mf_support'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The modules a remote exposes. Every remote exposes `./app`; mf_search also `./search-section`
 * (opened by the web bar) and mf_support `./notice-ticker` (the latest notice, in the footer).
 */
export type ExposedModule = './app' | './search-section' | './notice-ticker';

/**
 * What the shell mounts from each remote (shell-uses.json, which the shell's build copies into its
 * deploy contract): a remote version that stops exposing one of these is refused by the deploy gate.
 */
export const SHELL_USES = shellUses as Readonly<Record<RemoteName, readonly ExposedModule[]>>;

/**
 * Which channel a page's version of a remote came from (DEPLOY.md): `dev` is a remote's build folder
 * (`npm run dev`, or a remote never deployed), `override` a signed smoke-load override.
 */
export type RemoteChannel = 'stable' | 'canary' | 'webview' | 'override' | 'dev';

/** Where one remote of this page load lives. Every URL of a published version is immutable. */
export interface RemoteLocation {
  /** URL of the version's mf-manifest.json. */
  entry: string;
  /** The version id (`yyyyMMddHHmmss-xxxxxxx`), or 'dev'. */
  version: string;
  channel: RemoteChannel;
  /** The last good version: tried once, in the same page, when this one fails to load or mount. */
  fallback?: { entry: string; version: string };
}

/** remote name -> its location for this page load. Resolved per request and inlined into index.html. */
export type RemoteRegistry = Record<RemoteName, RemoteLocation>;

/** Props every parcel receives from the shell. */
export interface MountProps {
  locale: Locale;
  /** '' for ko, '/en' or '/ja' otherwise. */
  basePath: string;
  /** Browser path including basePath, e.g. '/en/faq'. */
  pathname: string;
  /** Query string including '?', or ''. */
  search: string;
  webview: boolean;
}

/**
 * A remote's server entry (api/site/first-view): `server/entry.mjs` in the remote's build
 * folder exports `renderFirstView`, which draws the page's first view for the site server so the
 * page's largest paint is in its HTML; the remote's parcel then hydrates it. It is called once per
 * page, synchronously, and answers null for a page it does not draw (the page is then drawn in the
 * browser, as always).
 */
export interface FirstViewInput extends MountProps {
  /** The first screen's API answers for this visitor: request key (api-client pageDataKey) -> body. */
  data: Readonly<Record<string, unknown>>;
}
export interface FirstViewOutput {
  html: string;
  /**
   * The address the view stands for, where it differs from the one asked (a stay link without
   * dates is drawn for its default dates): the page takes it before its scripts start, so they find
   * the address they would otherwise replace at once (a second drawing of the whole page).
   */
  url?: string;
}
export type RenderFirstView = (input: FirstViewInput) => FirstViewOutput | null;

/** The attribute the site server puts on a remote's server-drawn first view; its parcel hydrates it. */
export const SERVER_RENDERED_ATTR = 'data-ssr-island';
/** Dispatched on a first view's element once React listens there (the shell then lets taps through). */
export const HYDRATING_EVENT = 'stay:hydrating';
/**
 * Dispatched on the same element once the whole first view is live (its hydration committed): a tap
 * held until then is made again (the shell's slot). A form control must be tapped only then: React
 * reads a box ticked during hydration as no change.
 */
export const HYDRATED_EVENT = 'stay:hydrated';
/**
 * A drawn page holds a tap on its buttons until its scripts run (the site server's inline start-up
 * code): this global then ends the holding and gives the tapped element, for the shell to tap again
 * once the part it is in listens.
 */
export const EARLY_TAP_GLOBAL = '__STAY_EARLY_TAP__';
/**
 * What a tap on a drawn page is held for until that part listens: controls whose tap does something
 * only with the page's scripts (a box ticked or a label pressed now would change the field without
 * telling the page). Links are never held: they work without scripts.
 */
export const HELD_TAP_TARGETS = 'button, [role="button"], summary, label, input[type="checkbox"], input[type="radio"]';
/**
 * Links held too inside the app's webview: there a stay opens natively (the page's script hands it to
 * the app), and the same link tapped before the script listens would open the stay inside the webview.
 */
export const WEBVIEW_HELD_LINKS = 'a[href*="/products/"]';

/** An API read a remote's first view needs, made by the site server for the visitor before it draws. */
export interface FirstViewRequest {
  method: 'GET' | 'POST';
  /** The request URL, as the API client builds it. */
  url: string;
  body?: unknown;
  /** Where in the answer the page's largest image is: preloaded with the page. */
  lcpImage?: readonly (string | number)[];
}
/** Optional beside renderFirstView: the reads its first view of this page needs (none: []). */
export type FirstViewReads = (input: MountProps) => readonly FirstViewRequest[];

/** What `./app` and `./search-section` export: single-spa parcel lifecycles. */
export interface ParcelLifecycles<P = MountProps> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update?: (props: P) => Promise<unknown>;
}

/** Boot data the server inlines into index.html as `window.__STAY_BOOT__`. */
export interface BootData {
  registry: RemoteRegistry;
  /** True when the request carried `client-interface: WebView` (SPEC §6). */
  webview: boolean;
  /**
   * Demo parts this server runs: simulated payments, readable verification codes, the
   * stand-in messenger login. Absent on a real deployment; when present every page says so.
   */
  demo?: { payments: boolean; codes: boolean; login: boolean; messages?: boolean } | null;
  /** The map tiles of this deployment (MAP_TILE_URL); absent: maps draw pins over a plain background. */
  mapTiles?: { url: string; attribution: string } | null;
  /**
   * The page remote's manifest, keyed by its registry entry URL (api/site/page-remote): the
   * shell's federation reads it from here instead of fetching it.
   */
  manifests?: Record<string, unknown>;
  /**
   * API answers the page's first screen needs, made by the server for this visitor
   * (FIRST_VIEW_DATA, a remote's firstViewReads): request key (api-client pageDataKey) -> the page
   * locale they were made in and the response body.
   */
  data?: Record<string, { locale: Locale; body: unknown }>;
  /**
   * The visitor's analytics answer as its cookie told the server: the page's first view
   * is drawn on the server with or without the consent banner, and the browser's first render agrees.
   */
  consent?: 'granted' | 'denied';
}

export function localeFromPath(pathname: string): { locale: Locale; basePath: string; rest: string } {
  const m = /^\/(en|ja)(?=\/|$)/.exec(pathname);
  if (!m) return { locale: DEFAULT_LOCALE, basePath: '', rest: pathname || '/' };
  const locale = m[1] as Locale;
  const rest = pathname.slice(m[0].length) || '/';
  return { locale, basePath: `/${locale}`, rest };
}

export function withLocale(locale: Locale, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return p;
  return p === '/' ? `/${locale}` : `/${locale}${p}`;
}
