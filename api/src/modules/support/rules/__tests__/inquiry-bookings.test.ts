import { askableBookings, isAskableBooking, type OrderForInquiry } from '../inquiry-bookings';

let next = 0;
const order = (over: Partial<OrderForInquiry>): OrderForInquiry => {
  next += 1;
  return { idx: next, status: 'confirm', holdState: 'SOLD', payStatuses: ['complete'], createdAt: new Date(Date.UTC(2099, 0, next)), ...over };
};

describe('the bookings a question can be about', () => {
  it('takes paid, confirmed, completed and in-progress bookings', () => {
    expect(isAskableBooking(order({ status: 'confirm' }))).toBe(true);
    expect(isAskableBooking(order({ status: 'confirm_wait' }))).toBe(true);
    expect(isAskableBooking(order({ status: 'complete' }))).toBe(true);
    expect(isAskableBooking(order({ status: 'noshow' }))).toBe(true);
    expect(isAskableBooking(order({ status: 'add_pay' }))).toBe(true);
    expect(isAskableBooking(order({ status: 'cancel_wait', payStatuses: ['complete'] }))).toBe(true);
  });

  it('takes a booking cancelled after it was paid, and one whose supplier refused and refunded it', () => {
    expect(isAskableBooking(order({ status: 'cancel', holdState: 'RELEASED', payStatuses: ['cancel'] }))).toBe(true);
    expect(isAskableBooking(order({ status: 'cancel', holdState: 'RELEASED', payStatuses: ['fail', 'partialCanceled'] }))).toBe(true);
  });

  it('leaves out unpaid holds, declined, abandoned and expired checkouts', () => {
    // Held, not paid yet (also while a confirm is talking to the gateway).
    expect(isAskableBooking(order({ status: 'pending', holdState: 'HELD', payStatuses: [] }))).toBe(false);
    expect(isAskableBooking(order({ status: 'pending', holdState: 'PAYING', payStatuses: ['ready'] }))).toBe(false);
    // Declined or abandoned at the gateway: released, every attempt failed.
    expect(isAskableBooking(order({ status: 'cancel', holdState: 'RELEASED', payStatuses: ['fail'] }))).toBe(false);
    expect(isAskableBooking(order({ status: 'cancel', holdState: 'RELEASED', payStatuses: ['fail', 'fail'] }))).toBe(false);
    // The hold ran out before any payment was started.
    expect(isAskableBooking(order({ status: 'cancel', holdState: 'RELEASED', payStatuses: [] }))).toBe(false);
  });

  it('lists only the real bookings, the newest booking first', () => {
    const older = order({ status: 'complete', createdAt: new Date('2099-01-01T00:00:00Z') });
    const cancelledAfterPaying = order({ status: 'cancel', holdState: 'RELEASED', payStatuses: ['cancel'], createdAt: new Date('2099-02-01T00:00:00Z') });
    const declined = order({ status: 'cancel', holdState: 'RELEASED', payStatuses: ['fail'], createdAt: new Date('2099-03-01T00:00:00Z') });
    const newest = order({ status: 'confirm', createdAt: new Date('2099-04-01T00:00:00Z') });
    const sameTimeLater = order({ status: 'confirm', createdAt: new Date('2099-04-01T00:00:00Z') });
    const held = order({ status: 'pending', holdState: 'HELD', payStatuses: [], createdAt: new Date('2099-05-01T00:00:00Z') });
    const listed = askableBookings([older, held, newest, declined, cancelledAfterPaying, sameTimeLater]);
    expect(listed.map((o) => o.idx)).toEqual([sameTimeLater.idx, newest.idx, cancelledAfterPaying.idx, older.idx]);
  });
});
