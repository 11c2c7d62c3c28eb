import { eventsOfMove, type MovedRow } from '../events';
import { noticeOf } from '../../notices';

const now = new Date('2026-06-15T03:00:00Z');
const later = new Date('2026-06-22T03:00:00Z');
const row = (over: Partial<MovedRow> = {}): MovedRow => ({
  idx: 7,
  userIdx: 3,
  plan: 'SILVER',
  status: 'ACTIVE',
  price: 1900,
  currentPeriodEnd: now,
  graceUntil: null,
  nextBillingAt: now,
  ...over,
});
const about = { subscriptionIdx: 7, userIdx: 3, plan: 'SILVER' as const };

describe('the events of a move and the notices they call for', () => {
  it('the first failed renewal of a period is announced; the retries of the same period are not', () => {
    const [first] = eventsOfMove(row(), { type: 'RENEWAL_FAILED', hard: false, attempt: 1 }, row({ status: 'PAST_DUE', graceUntil: later }), null);
    expect(first).toEqual({ ...about, type: 'membership.renewal_failed', first: true, graceUntil: later, retryAt: now });
    expect(noticeOf(first!)).toEqual({ kind: 'PAYMENT_FAILED', userIdx: 3, date: later });
    const [retry] = eventsOfMove(row({ status: 'PAST_DUE', graceUntil: later }), { type: 'RENEWAL_FAILED', hard: false, attempt: 2 }, row({ status: 'PAST_DUE', graceUntil: later }), null);
    expect(retry).toMatchObject({ type: 'membership.renewal_failed', first: false });
    expect(noticeOf(retry!)).toBeNull();
  });

  it('each end says why, and only the ends the member did not ask for on a screen are announced', () => {
    const ended = row({ status: 'ENDED', nextBillingAt: null });
    const cases = [
      [row({ status: 'PAST_DUE' }), { type: 'RENEWAL_FAILED', hard: true, attempt: 4 }, 'CANCEL_PAYMENT', 'UNPAID', 'ENDED_UNPAID'],
      [row({ status: 'PAST_DUE' }), { type: 'PERIOD_OVER' }, 'CANCEL_PAYMENT', 'UNPAID', 'ENDED_UNPAID'],
      [row({ status: 'CANCEL_REQUESTED' }), { type: 'PERIOD_OVER' }, 'CANCEL', 'CANCELLED', 'ENDED'],
      [row(), { type: 'PRICE_REFUSED' }, 'CANCEL', 'PRICE_REFUSED', 'ENDED_PRICE'],
      [row({ status: 'PAST_DUE' }), { type: 'CANCEL' }, 'CANCEL', 'CANCELLED_PAST_DUE', null],
      [row({ plan: 'GOLD' }), { type: 'WITHDRAW' }, 'WITHDRAW', 'WITHDRAWN', null],
      [row(), { type: 'UPGRADED' }, 'CANCEL_UPGRADE', 'UPGRADED', null],
    ] as const;
    for (const [before, command, ledger, reason, notice] of cases) {
      const events = eventsOfMove(before, command, ended, ledger);
      expect(events).toEqual([expect.objectContaining({ type: 'membership.ended', reason })]);
      expect(noticeOf(events[0]!)?.kind ?? null).toBe(notice);
    }
  });

  it('a cancel, its undo and a renewal are events without notices', () => {
    const cancelled = eventsOfMove(row(), { type: 'CANCEL' }, row({ status: 'CANCEL_REQUESTED' }), 'CANCEL_REQUEST');
    const undone = eventsOfMove(row({ status: 'CANCEL_REQUESTED' }), { type: 'UNDO_CANCEL' }, row(), 'USE');
    const renewed = eventsOfMove(row(), { type: 'RENEWED' }, row({ price: 2500, currentPeriodEnd: later }), 'USE');
    expect(cancelled.map((e) => e.type)).toEqual(['membership.cancel_requested']);
    expect(undone.map((e) => e.type)).toEqual(['membership.cancel_undone']);
    expect(renewed).toEqual([{ ...about, type: 'membership.renewed', amount: 2500, periodEnd: later }]);
    expect([...cancelled, ...undone, ...renewed].map(noticeOf)).toEqual([null, null, null]);
  });

  it('the notices before a renewal carry their date and amount', () => {
    expect(noticeOf({ ...about, plan: 'GOLD', type: 'membership.reminder_due', renewalAt: later, amount: 19000 })).toEqual({ kind: 'RENEWAL_REMINDER', userIdx: 3, date: later, amount: 19000 });
    expect(noticeOf({ ...about, type: 'membership.card_expiring', cardExpiresAt: now, chargeAt: later })).toEqual({ kind: 'CARD_EXPIRING', userIdx: 3, date: now });
    expect(noticeOf({ ...about, type: 'membership.price_consent_requested', priceChangeIdx: 1, renewalAt: later, newPrice: 2500 })).toEqual({ kind: 'PRICE_CONSENT', userIdx: 3, date: later, amount: 2500 });
  });
});
