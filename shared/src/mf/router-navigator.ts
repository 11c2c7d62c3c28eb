// A react-router `navigator` for a remote's controlled <Router>: the shell owns browser history,
// the remote's router only reports where it wants to go (DESIGN §2: remotes never set window.location).
import { goBack, navigate } from '../navigation/navigation';

export interface RouterNavigatorLike {
  createHref(to: string | { pathname?: string; search?: string; hash?: string }): string;
  push(to: string | { pathname?: string; search?: string; hash?: string }): void;
  replace(to: string | { pathname?: string; search?: string; hash?: string }): void;
  go(delta: number): void;
}

const toPath = (to: string | { pathname?: string; search?: string; hash?: string }) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

/** Paths arrive with the locale base path (react-router adds its basename); strip it for the shell. */
export function createRouterNavigator(basePath: string): RouterNavigatorLike {
  const strip = (p: string) => (basePath && (p === basePath || p.startsWith(`${basePath}/`) || p.startsWith(`${basePath}?`)) ? p.slice(basePath.length) || '/' : p);
  return {
    createHref: (to) => toPath(to),
    push: (to) => navigate(strip(toPath(to))),
    replace: (to) => navigate(strip(toPath(to)), { replace: true }),
    go: (delta) => (delta < 0 ? goBack() : undefined),
  };
}
