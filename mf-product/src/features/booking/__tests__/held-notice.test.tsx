// The unfinished-checkout notice: one wording for what a hold keeps (the room, the coupon, each
// kind of points in won), in Korean as testers read it and in English.
import { render, screen } from '@testing-library/react';
import { harness, type Harness } from '../../../__tests__/support/setup';
import { HeldNotice } from '../components/held-notice';
import type { HeldCheckout } from '../api/get-quote';

let h: Harness;
afterEach(() => h.done());

const held = (over: Partial<HeldCheckout> = {}): HeldCheckout => ({
  orderNum: 'AS1',
  productIdx: 7,
  productName: '서울 그랜드 호텔',
  checkInDate: '2099-03-01',
  checkOutDate: '2099-03-03',
  expiresAt: '2099-02-20T05:30:00.000Z',
  point: 5000,
  userPoint: 0,
  coupon: { name: '첫 예약', amount: 10000 },
  ...over,
});

test('in Korean the notice names the room, the coupon and the awesome cash in won, in one sentence', () => {
  h = harness('ko');
  render(<HeldNotice held={[held()]} locale="ko" onReleased={() => undefined} />);
  const line = screen.getByText(/잡아 두고 있습니다/);
  expect(line).toHaveTextContent('다음을 잡아 두고 있습니다: 객실, 쿠폰 “첫 예약”(10,000원 할인), 어썸캐시 5,000원.');
  expect(screen.queryByText(/\dP\b/)).toBeNull();
  expect(screen.queryByText(/묶여 있습니다/)).toBeNull();
});

test('a hold without coupon or points still says it keeps the room; welfare points are named as such', () => {
  h = harness('en');
  const { rerender } = render(<HeldNotice held={[held({ point: 0, coupon: null })]} locale="en" onReleased={() => undefined} />);
  expect(screen.getByText(/is keeping these until/)).toHaveTextContent(/: the room\.$/);
  rerender(<HeldNotice held={[held({ point: 0, userPoint: 50000, coupon: null })]} locale="en" onReleased={() => undefined} />);
  expect(screen.getByText(/is keeping these until/)).toHaveTextContent(/: the room, welfare points KRW 50,000\.$/);
});
