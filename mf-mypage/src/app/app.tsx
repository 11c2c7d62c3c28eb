import { Route, Router, Routes } from 'react-router';
import { SimplePage, useRemoteRouter, type MountProps } from '@stay/shared';
import { registerMypageI18n } from './i18n';

registerMypageI18n();

export function App(props: MountProps) {
  return (
    <Router {...useRemoteRouter(props)}>
      <Routes>
        <Route path="/mypage" element={<SimplePage ns="mypage" page="home" />} />
        <Route path="/mypage/user" element={<SimplePage ns="mypage" page="user" />} />
        <Route path="/mypage/books" element={<SimplePage ns="mypage" page="books" />} />
        <Route path="/mypage/wishes" element={<SimplePage ns="mypage" page="wishes" />} />
        <Route path="/mypage/coupon" element={<SimplePage ns="mypage" page="coupon" />} />
        <Route path="/mypage/awesome-cash" element={<SimplePage ns="mypage" page="cash" />} />
        <Route path="*" element={<SimplePage ns="mypage" page="notFound" />} />
      </Routes>
    </Router>
  );
}
