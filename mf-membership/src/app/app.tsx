import { Route, Router, Routes, useLocation } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { WelfarePage } from '../features/benefit-mall/components/welfare-page';
import { CorpRegisterPage } from '../features/benefit-mall/components/corp-register-page';
import { BillingHistoryPage } from '../features/awesome/components/billing-history-page';
import { ManagementPage } from '../features/awesome/components/management-page';
import { SubscribePage } from '../features/awesome/components/subscribe-page';
import { MEMBERSHIP_NS } from '../lib/i18n';
import { PriceChangePage } from '../features/awesome/components/price-change-page';
import { PriceAdminPage } from '../features/awesome/components/price-admin-page';

function Subscribe() {
  return <SubscribePage search={useLocation().search} />;
}
function Management() {
  return <ManagementPage search={useLocation().search} />;
}

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/membership/awesome/subscribe" element={<Subscribe />} />
        <Route path="/membership/awesome/management" element={<Management />} />
        <Route path="/membership/awesome/management/billing-history" element={<BillingHistoryPage />} />
        <Route path="/membership/awesome/management/price-change" element={<PriceChangePage />} />
        <Route path="/membership/awesome/admin/price-changes" element={<PriceAdminPage />} />
        <Route path="/membership/benefit-mall/register" element={<CorpRegisterPage />} />
        <Route path="/membership/benefit-mall/management" element={<WelfarePage />} />
        <Route path="*" element={<SimplePage ns={MEMBERSHIP_NS} page="notFound" />} />
      </Routes>
    </Router>
  );
}
