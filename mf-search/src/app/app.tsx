// The routes of mf-search (the shell mounts this parcel for '/', '/search' and '/themes/:id';
// anything else it sends here gets the not-found page). Routes compose the features. Three fixed
// paths need no router library (issue 16: react-router was ~6 KB of the main page's first load);
// like react-router, a trailing slash and the letters' case do not matter.
import { SimplePage, localeFromPath, type MountProps } from '@stay/shared';
import { registerSearchI18n } from './i18n';
import { MainRoute } from './routes/main-route';
import { ResultsRoute } from './routes/results-route';
import { ThemeRoute } from './routes/theme-route';

registerSearchI18n();

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

export function App(props: MountProps) {
  const found = screenOf(props.pathname);
  if (found.screen === 'main') return <MainRoute />;
  if (found.screen === 'results') return <ResultsRoute search={props.search} />;
  if (found.screen === 'theme') return <ThemeRoute id={found.id} />;
  return <SimplePage ns="search" page="notFound" />;
}
