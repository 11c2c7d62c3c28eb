import { ledgerLines, refundedByRoute } from '../ledger';
import type { RefundLine } from '../types';

const line = (route: RefundLine['route'], amount: number, method: string | null = null): RefundLine => ({ route, method, amount, timing: route === 'PAYMENT' || route === 'ADD_PAY' ? 'BY_DATE' : 'IMMEDIATE', by: route === 'PAYMENT' || route === 'ADD_PAY' ? '2026-12-03' : null });

describe('the refunds ledger lines of a cancellation', () => {
  test('one line per refunded route, tied to what it refunds, plus the coupon that came back', () => {
    const lines = ledgerLines([line('PAYMENT', 90_000, 'card'), line('ADD_PAY', 30_000, 'kakaopay'), line('ADD_PAY', 15_000, 'card'), line('AWESOME_CASH', 1_500)], {
      scope: 'WHOLE',
      paymentIdx: 7,
      addPayPaymentIdxs: [21, 22],
      coupon: { amount: 5_000 },
    });
    expect(lines).toEqual([
      { scope: 'WHOLE', route: 'PAYMENT', method: 'card', amount: 90_000, timing: 'BY_DATE', dueBy: '2026-12-03', paymentIdx: 7, addPayPaymentIdx: null },
      { scope: 'WHOLE', route: 'ADD_PAY', method: 'kakaopay', amount: 30_000, timing: 'BY_DATE', dueBy: '2026-12-03', paymentIdx: null, addPayPaymentIdx: 21 },
      { scope: 'WHOLE', route: 'ADD_PAY', method: 'card', amount: 15_000, timing: 'BY_DATE', dueBy: '2026-12-03', paymentIdx: null, addPayPaymentIdx: 22 },
      { scope: 'WHOLE', route: 'AWESOME_CASH', method: null, amount: 1_500, timing: 'IMMEDIATE', dueBy: null, paymentIdx: null, addPayPaymentIdx: null },
      { scope: 'WHOLE', route: 'COUPON', method: null, amount: 5_000, timing: 'IMMEDIATE', dueBy: null, paymentIdx: null, addPayPaymentIdx: null },
    ]);
  });

  test('nothing is recorded for a route that gives nothing back, nor for a coupon that stays', () => {
    expect(ledgerLines([line('PAYMENT', 0, 'card'), line('WELFARE_POINTS', 0)], { scope: 'ROOM', paymentIdx: 7, addPayPaymentIdxs: [], coupon: null })).toEqual([]);
  });

  test('what came back so far is summed per route across cancellations', () => {
    expect(
      refundedByRoute([
        { route: 'PAYMENT', amount: 50_000 },
        { route: 'AWESOME_CASH', amount: 700 },
        { route: 'PAYMENT', amount: 40_000 },
      ]),
    ).toEqual({ PAYMENT: 90_000, ADD_PAY: 0, AWESOME_CASH: 700, WELFARE_POINTS: 0, COUPON: 0 });
  });
});
