// The routes of mf-search (the shell mounts this parcel for '/', '/search' and '/themes/:id';
// anything else it sends here gets the not-found page). Routes compose the features. Three fixed
// paths need no router library (react-router was ~6 KB of the main page's first load);
// like react-router, a trailing slash and the letters' case do not matter.
import { Suspense, lazy, type ComponentType } from 'react';
import { SimplePage, localeFromPath, type MountProps } from '@stay/shared';
import { SEARCH_NS } from '../lib/i18n';
import { MainRoute } from './routes/main-route';
import { ThemeRoute } from './routes/theme-route';

// The results page is its own chunk, so the main page does not carry it (the main page's parts it
// shares stay in the start-up chunks). '/search' names this chunk for the site server to prefetch
// with the page (shared mf/page-routes PAGE_ROUTES `chunks`), so a cold page still loads in one wave.
const importResults = () => import(/* webpackChunkName: "page-results" */ './routes/results-route');
let loadedResults: ComponentType<{ search: string }> | null = null;
/** Loads the results page before the first render (the parcel's bootstrap on '/search'). */
export const loadResults = (): Promise<void> =>
  importResults().then((m) => {
    loadedResults = m.ResultsRoute;
  });
// Reached from another screen, the results page loads behind a Suspense boundary.
const LazyResults = lazy(() => importResults().then((m) => ({ default: m.ResultsRoute })));

/** Which screen a path (locale prefix included) shows. */
export function screenOf(pathname: string): { screen: 'main' | 'results' | 'notFound' } | { screen: 'theme'; id: string } {
  const rest = localeFromPath(pathname).rest.replace(/(.)\/+$/, '$1');
  const path = rest.toLowerCase();
  if (path === '/') return { screen: 'main' };
  if (path === '/search') return { screen: 'results' };
  const theme = /^\/themes\/([^/]+)$/i.exec(rest);
  if (theme?.[1]) return { screen: 'theme', id: decodeURIComponent(theme[1]) };
  return { screen: 'notFound' };
}

function Screen(props: MountProps) {
  const found = screenOf(props.pathname);
  if (found.screen === 'main') return <MainRoute />;
  if (found.screen === 'results') {
    const Results = loadedResults ?? LazyResults;
    return <Results search={props.search} />;
  }
  if (found.screen === 'theme') return <ThemeRoute id={found.id} />;
  return <SimplePage ns={SEARCH_NS} page="notFound" />;
}

export function App(props: MountProps) {
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  );
}
