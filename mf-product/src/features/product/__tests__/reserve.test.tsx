// The reserve button's target: a member goes to the booking page whose URL carries the booking; a
// visitor is told to log in and comes back to that booking page.
import { peekReturnUrl, sessionStore, type SearchCondition } from '@stay/shared';
import { act, renderHook } from '@testing-library/react';
import { harness, type Harness } from '../../../__tests__/support/setup';
import type { RatePlan, Room } from '../api/get-rate-plans';
import { useReserve } from '../hooks/use-reserve';

let h: Harness;
beforeEach(() => (h = harness('en')));
afterEach(() => {
  h.done();
  sessionStore.getState().reset();
});

const condition = { checkInDate: '2099-03-10', checkOutDate: '2099-03-11', adtCnt: 2, chdCnt: 1, chdAges: [5], count: 1 } as SearchCondition;
const room = { roomIdx: 11 } as Room;
const plan = { rateplanIdx: 21, roomIdx: 11 } as RatePlan;
const BOOK = '/book/7?type=OO&accoms=7&rooms=11&rateplan=21&checkInDate=2099-03-10&checkOutDate=2099-03-11&adtCnt=2&chdCnt=1&chdAges=5&count=1';

test('a member goes straight to the booking page', async () => {
  sessionStore.getState().setUser({ name: 'Minji', email: 'm@example.com', grade: 'Bronze', type: 'N', corpName: null, phone: '' });
  const { result } = renderHook(() => useReserve(7, condition));
  await act(() => result.current(room, plan));
  expect(h.nav.push).toHaveBeenCalledWith(BOOK, {});
  expect(h.alerts).toEqual([]);
});

test('a visitor logs in first and returns to the booking page', async () => {
  const { result } = renderHook(() => useReserve(7, condition));
  await act(() => result.current(room, plan));
  expect(h.alerts).toEqual(['Please log in to book. Taking you to the login page.']);
  expect(h.nav.push).toHaveBeenCalledWith('/login', {});
  expect(peekReturnUrl()).toBe(BOOK);
});
