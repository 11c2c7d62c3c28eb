// The routes of mf-search (the shell mounts this parcel for '/' and '/search'; anything else it
// sends here gets the not-found page). Routes compose the features.
import { Route, Router, Routes } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { registerSearchI18n } from './i18n';
import { MainRoute } from './routes/main-route';
import { ResultsRoute } from './routes/results-route';
import { ThemeRoute } from './routes/theme-route';

registerSearchI18n();

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/" element={<MainRoute />} />
        <Route path="/search" element={<ResultsRoute />} />
        <Route path="/themes/:id" element={<ThemeRoute />} />
        <Route path="*" element={<SimplePage ns="search" page="notFound" />} />
      </Routes>
    </Router>
  );
}
