import { amountsAfter, partOptions, previewPartCancel, type PartCancelFacts } from '../partial';

const facts = (over: Partial<PartCancelFacts> = {}): PartCancelFacts => ({
  orderNum: 'AS2ROOMS',
  status: 'confirm',
  holdState: 'SOLD',
  cancelFreeDate: '2030-05-07',
  payment: { method: 'card', amount: 300_001 },
  addPays: [{ idx: 1, method: 'card', amount: 30_000 }],
  awesomeCash: 4_001,
  welfarePoints: 0,
  coupon: { couponUserIdx: 9, amount: 5_000, useExpireDate: '2030-12-31' },
  rooms: 2,
  nights: 2,
  checkInDate: '2030-05-10',
  checkOutDate: '2030-05-12',
  channelCode: null,
  party: { adults: 2, childAges: [] },
  maxOccupancy: 2,
  ...over,
});

describe('previewPartCancel', () => {
  test('one room of two: half of each route back (rounded down), no fee, coupon stays with the booking', () => {
    const p = previewPartCancel(facts(), { kind: 'ROOM' }, '2030-05-07');
    expect(p.allowed).toBe(true);
    expect(p.cancelled).toEqual({ rooms: 1, nights: 2, from: '2030-05-10', to: '2030-05-12' });
    expect(p.remaining).toEqual({ rooms: 1, nights: 2, checkOutDate: '2030-05-12' });
    expect(p.share).toEqual({ cancelled: 2, of: 4 });
    expect(p.fee).toEqual({ amount: 0, rule: 'FREE_UNTIL', date: '2030-05-07' });
    expect(p.refunds).toEqual([
      { route: 'PAYMENT', method: 'card', amount: 150_000, timing: 'BY_DATE', by: '2030-05-10' },
      { route: 'AWESOME_CASH', method: null, amount: 2_000, timing: 'IMMEDIATE', by: null },
    ]);
    expect(p.refundTotal).toBe(152_000);
    expect(p.coupon).toEqual({ returned: false, reason: 'PARTIAL_KEEPS', amount: 5_000, useExpireDate: '2030-12-31' });
    // Additional payments are not part of a partial refund.
    expect(p.refunds.some((r) => r.route === 'ADD_PAY')).toBe(false);
  });

  test('the last night of two: the check-out moves one day earlier', () => {
    const p = previewPartCancel(facts({ rooms: 1, payment: { method: 'kakaopay', amount: 200_000 }, awesomeCash: 0 }), { kind: 'NIGHTS', nights: 1 }, '2030-05-01');
    expect(p.allowed).toBe(true);
    expect(p.cancelled).toEqual({ rooms: 1, nights: 1, from: '2030-05-11', to: '2030-05-12' });
    expect(p.remaining).toEqual({ rooms: 1, nights: 1, checkOutDate: '2030-05-11' });
    expect(p.refundTotal).toBe(100_000);
  });

  test('a booking keeps at least one room and its first night', () => {
    expect(previewPartCancel(facts({ rooms: 1 }), { kind: 'ROOM' }, '2030-05-01')).toMatchObject({ allowed: false, refusal: 'NOT_DIVISIBLE', refunds: [], refundTotal: 0 });
    expect(previewPartCancel(facts(), { kind: 'NIGHTS', nights: 2 }, '2030-05-01').refusal).toBe('NOT_DIVISIBLE');
    expect(previewPartCancel(facts(), { kind: 'NIGHTS', nights: 0 }, '2030-05-01').refusal).toBe('NOT_DIVISIBLE');
  });

  test('after the free-cancel date, non-refundable plans, supplier bookings and cancelled ones are refused', () => {
    expect(previewPartCancel(facts(), { kind: 'ROOM' }, '2030-05-08')).toMatchObject({ allowed: false, refusal: 'CANCEL_NOT_ALLOWED', refundTotal: 0 });
    expect(previewPartCancel(facts({ cancelFreeDate: null }), { kind: 'ROOM' }, '2030-05-01').refusal).toBe('CANCEL_NOT_ALLOWED');
    expect(previewPartCancel(facts({ channelCode: 'EXP' }), { kind: 'ROOM' }, '2030-05-01').refusal).toBe('EXTERNAL_CHANNEL');
    expect(previewPartCancel(facts({ status: 'cancel_request' }), { kind: 'ROOM' }, '2030-05-01').refusal).toBe('CANCEL_IN_PROGRESS');
    expect(previewPartCancel(facts({ status: 'cancel', holdState: 'RELEASED' }), { kind: 'ROOM' }, '2030-05-01').refusal).toBe('ALREADY_CANCELLED');
    expect(previewPartCancel(facts({ holdState: 'HELD' }), { kind: 'ROOM' }, '2030-05-01').refusal).toBe('PAYMENT_IN_PROGRESS');
  });

  test('the guests: a party that fits the room left stays; one that does not has none until the member chooses, and the choice is fingerprinted', () => {
    const fits = previewPartCancel(facts(), { kind: 'ROOM' }, '2030-05-07');
    expect(fits.guests).toMatchObject({ status: 'ALL_STAY', after: { adults: 2, childAges: [] }, rooms: 1, sleeps: 2, over: 0 });
    const family = facts({ party: { adults: 2, childAges: [7] } });
    const crowded = previewPartCancel(family, { kind: 'ROOM' }, '2030-05-07');
    // Still a refund to show, but nobody is kept until the member says who stays.
    expect(crowded).toMatchObject({ allowed: true, guests: { status: 'MUST_CHOOSE', after: null, over: 1, sleeps: 2 } });
    const chosen = previewPartCancel(family, { kind: 'ROOM', guests: { adults: 1, childAges: [7] } }, '2030-05-07');
    expect(chosen.guests).toMatchObject({ status: 'CHOSEN', after: { adults: 1, childAges: [7] } });
    expect(chosen.fingerprint).not.toBe(crowded.fingerprint);
    expect(chosen.refunds).toEqual(crowded.refunds);
    // The last nights keep every room, and every guest in them.
    expect(previewPartCancel(family, { kind: 'NIGHTS', nights: 1 }, '2030-05-07').guests).toMatchObject({ status: 'ALL_STAY', after: { adults: 2, childAges: [7] }, rooms: 2 });
  });

  test('the fingerprint moves with the figures, not with the day', () => {
    const a = previewPartCancel(facts(), { kind: 'ROOM' }, '2030-05-01');
    expect(previewPartCancel(facts(), { kind: 'ROOM' }, '2030-05-02').fingerprint).toBe(a.fingerprint);
    expect(previewPartCancel(facts({ rooms: 3 }), { kind: 'ROOM' }, '2030-05-01').fingerprint).not.toBe(a.fingerprint);
    expect(previewPartCancel(facts(), { kind: 'NIGHTS', nights: 1 }, '2030-05-01').fingerprint).not.toBe(a.fingerprint);
  });

  test('offers: a room when there are two or more, up to nights-1 nights, nothing once free cancellation ended', () => {
    expect(partOptions(facts(), '2030-05-07')).toEqual({ room: true, maxNights: 1 });
    expect(partOptions(facts({ rooms: 1, nights: 1 }), '2030-05-07')).toEqual({ room: false, maxNights: 0 });
    expect(partOptions(facts(), '2030-05-08')).toEqual({ room: false, maxNights: 0 });
  });
});

describe('amountsAfter', () => {
  test('the booking keeps the party the member confirmed', () => {
    const order = { rooms: 2, nights: 2, originalAmount: 340_000, saleAmount: 309_002, couponAmount: 5_000, pointAmount: 4_001, userPointAmount: 0, totalAmount: 300_001 };
    const p = previewPartCancel(facts({ party: { adults: 3, childAges: [9, 1] } }), { kind: 'ROOM', guests: { adults: 2, childAges: [1] } }, '2030-05-01');
    expect(amountsAfter(order, p)).toMatchObject({ rooms: 1, adults: 2, childAges: [1] });
  });

  test('refunded routes leave the order, the amounts still add up and no balance goes negative', () => {
    const order = { rooms: 2, nights: 2, originalAmount: 340_000, saleAmount: 309_002, couponAmount: 5_000, pointAmount: 4_001, userPointAmount: 0, totalAmount: 300_001 };
    const p = previewPartCancel(facts(), { kind: 'ROOM' }, '2030-05-01');
    const next = amountsAfter(order, p);
    expect(next).toMatchObject({ rooms: 1, nights: 2, adults: 2, childAges: [], totalAmount: 150_001, pointAmount: 2_001, userPointAmount: 0, checkOutDate: '2030-05-12' });
    expect(next.totalAmount).toBe(next.saleAmount - order.couponAmount - next.pointAmount - next.userPointAmount);
    expect(next.discountedAmount).toBeGreaterThanOrEqual(0);
    // The rest comes back with a later partial or full cancel: twice half never exceeds the whole.
    const again = previewPartCancel(facts({ rooms: 1, payment: { method: 'card', amount: next.totalAmount }, awesomeCash: next.pointAmount }), { kind: 'NIGHTS', nights: 1 }, '2030-05-01');
    expect(p.refundTotal + again.refundTotal).toBeLessThanOrEqual(300_001 + 4_001);
  });
});
