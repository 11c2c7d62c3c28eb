import { Route, Router, Routes, useParams } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { BookingDetailPage } from '../features/books/components/booking-detail-page';
import { BooksPage } from '../features/books/components/books-page';
import { CancelPage } from '../features/cancel/components/cancel-page';
import { HomePage } from '../features/home/components/home-page';
import { registerMypageI18n } from './i18n';

registerMypageI18n();

function BookingRoute() {
  const { orderNum = '' } = useParams();
  return <BookingDetailPage key={orderNum} orderNum={orderNum} />;
}

function CancelRoute() {
  const { orderNum = '' } = useParams();
  return <CancelPage key={orderNum} orderNum={orderNum} />;
}

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/mypage" element={<HomePage />} />
        <Route path="/mypage/user" element={<SimplePage ns="mypage" page="user" />} />
        <Route path="/mypage/books" element={<BooksPage />} />
        <Route path="/mypage/books/:orderNum" element={<BookingRoute />} />
        <Route path="/mypage/books/:orderNum/cancel" element={<CancelRoute />} />
        <Route path="/mypage/wishes" element={<SimplePage ns="mypage" page="wishes" />} />
        <Route path="/mypage/coupon" element={<SimplePage ns="mypage" page="coupon" />} />
        <Route path="/mypage/awesome-cash" element={<SimplePage ns="mypage" page="cash" />} />
        <Route path="*" element={<SimplePage ns="mypage" page="notFound" />} />
      </Routes>
    </Router>
  );
}
