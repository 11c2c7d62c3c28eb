// The route table (DESIGN §1-2): each top-level path prefix maps to one remote and one exposed module.
// Paths here carry no locale prefix; /en and /ja are stripped before matching.
import type { ExposedModule, RemoteName } from '@stay/shared';
import type { TopBarConfig } from '../layout/top-bar';

export interface RouteEntry {
  /** Path prefix matched on whole segments ('/mypage' matches '/mypage/books'). */
  prefix: string;
  remote: RemoteName | 'shell';
  module: ExposedModule;
  topBar: TopBarConfig;
}

const back: TopBarConfig = { left: ['back'], right: ['home'], center: { kind: 'logo' } };

export const ROUTES: readonly RouteEntry[] = [
  { prefix: '/login', remote: 'shell', module: './app', topBar: back },
  { prefix: '/search', remote: 'mf_search', module: './app', topBar: { left: ['back'], right: ['search', 'mypage'], center: { kind: 'logo' } } },
  { prefix: '/themes', remote: 'mf_search', module: './app', topBar: { left: ['back'], right: ['search', 'mypage'], center: { kind: 'logo' } } },
  { prefix: '/products', remote: 'mf_product', module: './app', topBar: { left: ['back'], right: ['share', 'home'], center: { kind: 'logo' }, scrollEffect: true } },
  { prefix: '/events', remote: 'mf_product', module: './app', topBar: { left: ['back'], right: ['share', 'home'], center: { kind: 'logo' } } },
  { prefix: '/book', remote: 'mf_product', module: './app', topBar: back },
  { prefix: '/payment', remote: 'mf_product', module: './app', topBar: back },
  { prefix: '/lms', remote: 'mf_product', module: './app', topBar: back },
  { prefix: '/mypage', remote: 'mf_mypage', module: './app', topBar: { left: ['back'], right: ['home'], center: { kind: 'logo' } } },
  { prefix: '/membership', remote: 'mf_membership', module: './app', topBar: back },
  { prefix: '/faq', remote: 'mf_support', module: './app', topBar: back },
  { prefix: '/notice', remote: 'mf_support', module: './app', topBar: back },
  { prefix: '/inquiries', remote: 'mf_support', module: './app', topBar: back },
  { prefix: '/policy', remote: 'mf_support', module: './app', topBar: back },
  // The main page is last: '/' matches everything not matched above, and mf_search shows its not-found page.
  { prefix: '/', remote: 'mf_search', module: './app', topBar: { left: [], right: ['search', 'mypage'], center: { kind: 'logo' } } },
];

export function matchRoute(pathWithoutLocale: string): RouteEntry {
  const found = ROUTES.find(
    (r) => r.prefix === '/' || pathWithoutLocale === r.prefix || pathWithoutLocale.startsWith(`${r.prefix}/`),
  );
  // '/' is always last, so `found` is defined; the fallback keeps the type honest.
  return found ?? (ROUTES[ROUTES.length - 1] as RouteEntry);
}
