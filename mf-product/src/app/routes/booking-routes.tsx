// '/book/:productIdx', '/payment/result' and '/lms/:orderNumber': each page reads its URL. Each is
// its own chunk (with the form library), so the product page's first load does not carry them.
import { Suspense, lazy, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { ProductSkeleton } from '../../features/product/components/page-states';

const BookingPage = lazy(() => import('../../features/booking/components/booking-page').then((m) => ({ default: m.BookingPage })));
const PaymentResultPage = lazy(() => import('../../features/payment/components/payment-result-page').then((m) => ({ default: m.PaymentResultPage })));
const VoucherPage = lazy(() => import('../../features/voucher/components/voucher-page').then((m) => ({ default: m.VoucherPage })));

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<ProductSkeleton />}>{children}</Suspense>;

export function BookingRoute() {
  const { productIdx = '' } = useParams();
  const { search } = useLocation();
  return (
    <Loading>
      <BookingPage key={productIdx} productIdx={productIdx} search={search} />
    </Loading>
  );
}

export function PaymentResultRoute() {
  const { search } = useLocation();
  return (
    <Loading>
      <PaymentResultPage key={search} search={search} />
    </Loading>
  );
}

export function VoucherRoute() {
  const { orderNumber = '' } = useParams();
  return (
    <Loading>
      <VoucherPage key={orderNumber} orderNum={orderNumber} />
    </Loading>
  );
}
