import { Route, Router, Routes } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { registerSearchI18n } from './i18n';

registerSearchI18n();

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/" element={<SimplePage ns="search" page="main" />} />
        <Route path="/search" element={<SimplePage ns="search" page="results" />} />
        <Route path="*" element={<SimplePage ns="search" page="notFound" />} />
      </Routes>
    </Router>
  );
}
