import { Route, Router, Routes } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { registerProductI18n } from './i18n';
import { ProductRoute } from './routes/product-route';

registerProductI18n();

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/products/:idx" element={<ProductRoute />} />
        <Route path="/lms/:orderNumber" element={<SimplePage ns="product" page="voucher" />} />
        <Route path="*" element={<SimplePage ns="product" page="notFound" />} />
      </Routes>
    </Router>
  );
}
