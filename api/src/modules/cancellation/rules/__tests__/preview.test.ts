import { addBusinessDays } from '../business-days';
import { previewCancellation } from '../preview';
import type { CancellationFacts } from '../types';

const paidFacts = (over: Partial<CancellationFacts> = {}): CancellationFacts => ({
  orderNum: 'AS1TEST',
  status: 'confirm',
  holdState: 'SOLD',
  cancelFreeDate: '2030-05-07',
  payment: { method: 'card', amount: 150_000 },
  addPays: [],
  awesomeCash: 3_000,
  welfarePoints: 0,
  coupon: { couponUserIdx: 9, amount: 5_000, useExpireDate: '2030-12-31' },
  ...over,
});

describe('previewCancellation', () => {
  test('within free cancellation: no fee, every route refunded, coupon back and usable', () => {
    const p = previewCancellation(paidFacts(), '2030-05-07');
    expect(p.allowed).toBe(true);
    expect(p.rule).toEqual({ kind: 'FREE_UNTIL', cancelDate: '2030-05-07' });
    expect(p.fee).toEqual({ amount: 0, rule: 'FREE_UNTIL', date: '2030-05-07' });
    expect(p.paid.map((l) => [l.route, l.amount])).toEqual([
      ['PAYMENT', 150_000],
      ['AWESOME_CASH', 3_000],
      ['COUPON', 5_000],
    ]);
    expect(p.paidTotal).toBe(158_000);
    expect(p.refunds).toEqual([
      { route: 'PAYMENT', method: 'card', amount: 150_000, timing: 'BY_DATE', by: '2030-05-10' },
      { route: 'AWESOME_CASH', method: null, amount: 3_000, timing: 'IMMEDIATE', by: null },
    ]);
    expect(p.refundTotal).toBe(153_000);
    expect(p.coupon).toMatchObject({ returned: true, usable: true, reason: 'FREE_CANCEL' });
  });

  test('the day after the free-cancel date: refused, nothing refunded, coupon kept by the order', () => {
    const p = previewCancellation(paidFacts(), '2030-05-08');
    expect(p.allowed).toBe(false);
    expect(p.refusal).toBe('CANCEL_NOT_ALLOWED');
    expect(p.rule.kind).toBe('DEADLINE_PASSED');
    expect(p.fee.amount).toBe(153_000);
    expect(p.refunds).toEqual([]);
    expect(p.refundTotal).toBe(0);
    expect(p.coupon).toMatchObject({ returned: false, reason: 'NOT_CANCELLABLE' });
  });

  test('a non-refundable plan is never cancellable', () => {
    const p = previewCancellation(paidFacts({ cancelFreeDate: null }), '2030-01-01');
    expect(p).toMatchObject({ allowed: false, refusal: 'CANCEL_NOT_ALLOWED', rule: { kind: 'NON_REFUNDABLE', cancelDate: null } });
  });

  test('an expired coupon comes back expired, not usable', () => {
    const p = previewCancellation(paidFacts({ coupon: { couponUserIdx: 1, amount: 5_000, useExpireDate: '2030-05-01' } }), '2030-05-02');
    expect(p.coupon).toMatchObject({ returned: true, usable: false, reason: 'EXPIRED' });
  });

  test('paid additional payments and welfare points are refunded with the booking', () => {
    const p = previewCancellation(paidFacts({ addPays: [{ idx: 4, method: 'kakaopay', amount: 30_000 }], welfarePoints: 10_000, awesomeCash: 0, coupon: null }), '2030-05-01');
    expect(p.refunds.map((r) => [r.route, r.method, r.amount, r.timing])).toEqual([
      ['PAYMENT', 'card', 150_000, 'BY_DATE'],
      ['ADD_PAY', 'kakaopay', 30_000, 'BY_DATE'],
      ['WELFARE_POINTS', null, 10_000, 'IMMEDIATE'],
    ]);
    expect(p.refundTotal).toBe(190_000);
    expect(p.coupon).toBeNull();
  });

  test('an unpaid hold is released: points back, no gateway refund, coupon back', () => {
    const p = previewCancellation(paidFacts({ status: 'pending', holdState: 'HELD', payment: null }), '2030-06-01');
    expect(p).toMatchObject({ allowed: true, rule: { kind: 'UNPAID' }, fee: { amount: 0 } });
    expect(p.refunds.map((r) => r.route)).toEqual(['AWESOME_CASH']);
    expect(p.coupon).toMatchObject({ returned: true, reason: 'UNPAID' });
  });

  test.each([
    ['cancel', 'RELEASED', 'ALREADY_CANCELLED'],
    ['cancel_wait', 'SOLD', 'ALREADY_CANCELLED'],
    ['pending', 'PAYING', 'PAYMENT_IN_PROGRESS'],
    ['complete', 'SOLD', 'CANCEL_NOT_ALLOWED'],
    ['noshow', 'SOLD', 'CANCEL_NOT_ALLOWED'],
  ] as const)('status %s / %s is refused with %s', (status, holdState, refusal) => {
    const p = previewCancellation(paidFacts({ status, holdState }), '2030-05-01');
    expect(p.allowed).toBe(false);
    expect(p.refusal).toBe(refusal);
    expect(p.refunds).toEqual([]);
  });

  test('the fingerprint changes with any figure or decision, not with the day alone', () => {
    const base = previewCancellation(paidFacts(), '2030-05-01');
    expect(previewCancellation(paidFacts(), '2030-05-02').fingerprint).toBe(base.fingerprint);
    expect(previewCancellation(paidFacts(), '2030-05-08').fingerprint).not.toBe(base.fingerprint);
    expect(previewCancellation(paidFacts({ payment: { method: 'card', amount: 149_999 } }), '2030-05-01').fingerprint).not.toBe(base.fingerprint);
    expect(previewCancellation(paidFacts({ addPays: [{ idx: 1, method: 'card', amount: 30_000 }] }), '2030-05-01').fingerprint).not.toBe(base.fingerprint);
    expect(previewCancellation(paidFacts({ coupon: null }), '2030-05-01').fingerprint).not.toBe(base.fingerprint);
  });
});

describe('addBusinessDays', () => {
  test('skips weekends', () => {
    // 2030-05-10 is a Friday.
    expect(addBusinessDays('2030-05-10', 1)).toBe('2030-05-13');
    expect(addBusinessDays('2030-05-10', 3)).toBe('2030-05-15');
  });
  test('skips Korean public holidays (Chuseok 2025: 10-03 .. 10-09)', () => {
    expect(addBusinessDays('2025-10-02', 1)).toBe('2025-10-10');
  });
});
