import { paidLinesOf } from '../paid-lines';

test('a stay paid with welfare points and a card lists both, adding up to what it cost', () => {
  const lines = paidLinesOf({ charged: { method: 'card', amount: 23_000 }, pointAmount: 0, userPointAmount: 50_000, couponAmount: 0 });
  expect(lines).toEqual([
    { route: 'PAYMENT', method: 'card', amount: 23_000 },
    { route: 'WELFARE_POINTS', method: null, amount: 50_000 },
  ]);
  expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(73_000);
});

test('every route appears: card, awesome cash, welfare points and the coupon; nothing charged, no card line', () => {
  expect(paidLinesOf({ charged: { method: 'kakaopay', amount: 10_000 }, pointAmount: 2_000, userPointAmount: 3_000, couponAmount: 5_000 }).map((l) => l.route)).toEqual(['PAYMENT', 'AWESOME_CASH', 'WELFARE_POINTS', 'COUPON']);
  expect(paidLinesOf({ charged: null, pointAmount: 2_000, userPointAmount: 0, couponAmount: 0 })).toEqual([{ route: 'AWESOME_CASH', method: null, amount: 2_000 }]);
});
