import { Route, Router, Routes } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { PRODUCT_NS } from '../lib/i18n';
import { BookingRoute, PaymentResultRoute, VoucherRoute } from './routes/booking-routes';
import { EventRoute } from './routes/event-route';
import { ProductRoute } from './routes/product-route';

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/products/:idx" element={<ProductRoute />} />
        <Route path="/events/:idx" element={<EventRoute />} />
        <Route path="/book/:productIdx" element={<BookingRoute />} />
        <Route path="/payment/result" element={<PaymentResultRoute />} />
        <Route path="/lms/:orderNumber" element={<VoucherRoute />} />
        <Route path="*" element={<SimplePage ns={PRODUCT_NS} page="notFound" />} />
      </Routes>
    </Router>
  );
}
