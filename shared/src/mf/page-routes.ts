// Which remote draws which page (DESIGN §1-2). The shell mounts the remote for the address, and the
// site server reads the same table to send that remote's manifest with the page (one wave: no
// manifest request, and only the page's own remote, not every remote of the registry).
// Paths here carry no locale prefix; /en and /ja are stripped before matching.
import type { ExposedModule, RemoteName } from './contract';

export interface PageRoute {
  /** Path prefix matched on whole segments ('/mypage' matches '/mypage/books'). */
  prefix: string;
  remote: RemoteName | 'shell';
  module: ExposedModule;
  /**
   * The remote's own chunks this page needs at start (webpack chunk names, e.g. a screen split off
   * with `import(/* webpackChunkName: "page-results" *\/ ...)`): prefetched with the page.
   */
  chunks?: readonly string[];
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { prefix: '/login', remote: 'shell', module: './app' },
  { prefix: '/search', remote: 'mf_search', module: './app', chunks: ['page-results'] },
  { prefix: '/themes', remote: 'mf_search', module: './app' },
  { prefix: '/products', remote: 'mf_product', module: './app' },
  { prefix: '/events', remote: 'mf_product', module: './app' },
  { prefix: '/book', remote: 'mf_product', module: './app' },
  { prefix: '/payment', remote: 'mf_product', module: './app' },
  { prefix: '/lms', remote: 'mf_product', module: './app' },
  { prefix: '/mypage', remote: 'mf_mypage', module: './app' },
  { prefix: '/membership', remote: 'mf_membership', module: './app' },
  { prefix: '/faq', remote: 'mf_support', module: './app' },
  { prefix: '/notice', remote: 'mf_support', module: './app' },
  { prefix: '/inquiries', remote: 'mf_support', module: './app' },
  { prefix: '/policy', remote: 'mf_support', module: './app' },
  // The main page is last: '/' matches everything not matched above, and mf_search shows its not-found page.
  { prefix: '/', remote: 'mf_search', module: './app' },
];

/** The route of a path without its locale prefix ('/' answers whatever nothing else does). */
export function matchPageRoute(pathWithoutLocale: string): PageRoute {
  const found = PAGE_ROUTES.find(
    (r) => r.prefix === '/' || pathWithoutLocale === r.prefix || pathWithoutLocale.startsWith(`${r.prefix}/`),
  );
  return found ?? (PAGE_ROUTES[PAGE_ROUTES.length - 1] as PageRoute);
}

export interface FirstViewRead {
  /** The request URL, as the API client builds it. */
  url: string;
  /** Where in the answer the page's largest image is (its first banner): preloaded with the page. */
  lcpImage?: readonly (string | number)[];
}

/**
 * The API reads a page's first screen needs, by path without locale: the site server runs
 * them for the visitor (their cookies, the page's locale) while it prepares the page and sends the
 * answers with it, and the API client answers those requests from there once. Public, cheap reads
 * only; a read that fails or is slow is simply left for the page to make.
 */
export const FIRST_VIEW_DATA: Readonly<Record<string, readonly FirstViewRead[]>> = {
  // The main page's banners: its first banner is the page's largest paint.
  '/': [{ url: '/api/service/content/v1/mains', lcpImage: ['data', 'mainBanners', 0, 'imgUrl'] }],
};

/** The value at `path` inside `value`, when it is a string. */
export function stringAt(value: unknown, path: readonly (string | number)[]): string | undefined {
  let at: unknown = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return typeof at === 'string' ? at : undefined;
}
