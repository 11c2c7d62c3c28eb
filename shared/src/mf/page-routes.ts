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
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { prefix: '/login', remote: 'shell', module: './app' },
  { prefix: '/search', remote: 'mf_search', module: './app' },
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
