// The typed contract between the shell and the remotes (DESIGN §2, STYLE "Federation mechanics").
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

/** remote name -> URL of its mf-manifest.json. Inlined into index.html by the server. */
export type RemoteRegistry = Record<RemoteName, string>;

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
