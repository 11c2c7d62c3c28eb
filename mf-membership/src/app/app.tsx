import { Route, Router, Routes } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { registerMembershipI18n } from './i18n';

registerMembershipI18n();

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/membership/awesome/subscribe" element={<SimplePage ns="membership" page="subscribe" />} />
        <Route path="/membership/awesome/management" element={<SimplePage ns="membership" page="management" />} />
        <Route path="/membership/awesome/management/billing-history" element={<SimplePage ns="membership" page="billing" />} />
        <Route path="/membership/benefit-mall/register" element={<SimplePage ns="membership" page="corpRegister" />} />
        <Route path="/membership/benefit-mall/management" element={<SimplePage ns="membership" page="welfare" />} />
        <Route path="*" element={<SimplePage ns="membership" page="notFound" />} />
      </Routes>
    </Router>
  );
}
