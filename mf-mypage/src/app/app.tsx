import { Navigate, Route, Router, Routes, useParams, useSearchParams } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { BookingDetailPage } from '../features/books/components/booking-detail-page';
import { BooksPage } from '../features/books/components/books-page';
import { CancelPage } from '../features/cancel/components/cancel-page';
import { CashPage } from '../features/cash/components/cash-page';
import { CouponsPage } from '../features/coupons/components/coupons-page';
import { ReviewPage } from '../features/reviews/components/review-page';
import { HomePage } from '../features/home/components/home-page';
import { UserPage } from '../features/user/components/user-page';
import { WishesPage } from '../features/wishes/components/wishes-page';
import { AlarmsPage } from '../features/alarms/components/alarms-page';
import { MYPAGE_NS } from '../lib/i18n';
import { paths } from '../config/paths';

function BookingRoute() {
  const { orderNum = '' } = useParams();
  return <BookingDetailPage key={orderNum} orderNum={orderNum} />;
}

function CancelRoute() {
  const { orderNum = '' } = useParams();
  return <CancelPage key={orderNum} orderNum={orderNum} />;
}

/** The old address of a room's or the nights' cancellation (/part-cancel?kind=ROOM|NIGHTS&max=n): old links and bookmarks land on the one cancel page. */
function PartCancelRedirect() {
  const { orderNum = '' } = useParams();
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'NIGHTS' ? 'NIGHTS' : 'ROOM';
  const nights = params.get('nights');
  const to = `${paths.cancel(orderNum, kind, Number(params.get('max')) || 1)}${kind === 'NIGHTS' && nights ? `&nights=${encodeURIComponent(nights)}` : ''}`;
  return <Navigate to={to} replace />;
}

function ReviewRoute() {
  const { orderNum = '' } = useParams();
  return <ReviewPage key={orderNum} orderNum={orderNum} />;
}

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/mypage" element={<HomePage />} />
        <Route path="/mypage/user" element={<UserPage />} />
        <Route path="/mypage/books" element={<BooksPage />} />
        <Route path="/mypage/books/:orderNum" element={<BookingRoute />} />
        <Route path="/mypage/books/:orderNum/cancel" element={<CancelRoute />} />
        <Route path="/mypage/books/:orderNum/part-cancel" element={<PartCancelRedirect />} />
        <Route path="/mypage/books/:orderNum/review" element={<ReviewRoute />} />
        <Route path="/mypage/wishes" element={<WishesPage />} />
        <Route path="/mypage/coupon" element={<CouponsPage />} />
        <Route path="/mypage/alarms" element={<AlarmsPage />} />
        <Route path="/mypage/awesome-cash" element={<CashPage />} />
        <Route path="*" element={<SimplePage ns={MYPAGE_NS} page="notFound" />} />
      </Routes>
    </Router>
  );
}
