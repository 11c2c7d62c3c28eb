// The route table (DESIGN §1-2): each top-level path prefix maps to one remote and one exposed module
// (shared/mf/page-routes, which the site server reads too), and here to its top bar.
// Paths here carry no locale prefix; /en and /ja are stripped before matching.
import { PAGE_ROUTES, matchPageRoute, type PageRoute } from '@stay/shared';
import type { TopBarConfig } from '../layout/top-bar';

export interface RouteEntry extends PageRoute {
  topBar: TopBarConfig;
}

const back: TopBarConfig = { left: ['back'], right: ['home'], center: { kind: 'logo' } };
const browse: TopBarConfig = { left: ['back'], right: ['search', 'mypage'], center: { kind: 'logo' } };
const stay: TopBarConfig = { left: ['back'], right: ['share', 'home'], center: { kind: 'logo' } };

/** Each prefix's top bar; a prefix not listed gets the back bar. */
const TOP_BARS: Readonly<Record<string, TopBarConfig>> = {
  '/search': browse,
  '/themes': browse,
  '/products': { ...stay, scrollEffect: true },
  '/events': stay,
  '/mypage': { left: ['back'], right: ['home'], center: { kind: 'logo' } },
  '/': { left: [], right: ['search', 'mypage'], center: { kind: 'logo' } },
};

export const ROUTES: readonly RouteEntry[] = PAGE_ROUTES.map((r) => ({ ...r, topBar: TOP_BARS[r.prefix] ?? back }));

export function matchRoute(pathWithoutLocale: string): RouteEntry {
  const { prefix } = matchPageRoute(pathWithoutLocale);
  return ROUTES.find((r) => r.prefix === prefix) ?? (ROUTES[ROUTES.length - 1] as RouteEntry);
}
