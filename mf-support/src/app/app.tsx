import { Route, Router, Routes } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { registerSupportI18n } from './i18n';

registerSupportI18n();

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/faq" element={<SimplePage ns="support" page="faq" />} />
        <Route path="/notice" element={<SimplePage ns="support" page="notice" />} />
        <Route path="/inquiries" element={<SimplePage ns="support" page="inquiries" />} />
        <Route path="/policy/terms" element={<SimplePage ns="support" page="terms" />} />
        <Route path="/policy/privacy" element={<SimplePage ns="support" page="privacy" />} />
        <Route path="/policy/ir" element={<SimplePage ns="support" page="ir" />} />
        <Route path="*" element={<SimplePage ns="support" page="notFound" />} />
      </Routes>
    </Router>
  );
}
