import {
  chargeKey,
  eligibility,
  hasBenefits,
  nextPeriod,
  periodEndAt,
  refundDeadline,
  refundOffer,
  subscribeTerms,
  transition,
  upgradeQuote,
  type SubscriptionLike,
} from '../billing';

const kst = (s: string) => new Date(`${s}+09:00`);
const sub = (over: Partial<SubscriptionLike> = {}): SubscriptionLike => ({
  plan: 'SILVER',
  status: 'ACTIVE',
  startedAt: kst('2026-01-31T10:00:00'),
  currentPeriodStart: kst('2026-01-31T10:00:00'),
  currentPeriodEnd: kst('2026-02-28T10:00:00'),
  graceUntil: null,
  ...over,
});

describe('period arithmetic', () => {
  it('clamps a month-end anchor to the shorter month and returns to the 31st after it', () => {
    const anchor = kst('2026-01-31T10:00:00');
    expect(periodEndAt(anchor, 'SILVER', 1)).toEqual(kst('2026-02-28T10:00:00'));
    expect(periodEndAt(anchor, 'SILVER', 2)).toEqual(kst('2026-03-31T10:00:00'));
    expect(periodEndAt(anchor, 'SILVER', 3)).toEqual(kst('2026-04-30T10:00:00'));
    expect(periodEndAt(kst('2027-01-31T10:00:00'), 'SILVER', 13)).toEqual(kst('2028-02-29T10:00:00'));
  });

  it('counts months in Korean time, not UTC (1 March 00:30 KST is still 28 February in UTC)', () => {
    expect(periodEndAt(kst('2026-03-01T00:30:00'), 'SILVER', 1)).toEqual(kst('2026-04-01T00:30:00'));
  });

  it('a yearly Gold period from 29 February ends on 28 February, then 29 February again in a leap year', () => {
    const anchor = kst('2028-02-29T12:00:00');
    expect(periodEndAt(anchor, 'GOLD', 1)).toEqual(kst('2029-02-28T12:00:00'));
    expect(periodEndAt(anchor, 'GOLD', 4)).toEqual(kst('2032-02-29T12:00:00'));
  });

  it('the next period follows the anchor calendar without drifting to the 28th', () => {
    const next = nextPeriod(sub());
    expect(next.start).toEqual(kst('2026-02-28T10:00:00'));
    expect(next.end).toEqual(kst('2026-03-31T10:00:00'));
    expect(next.amount).toBe(1900);
    expect(nextPeriod({ plan: 'GOLD', startedAt: kst('2026-05-01T09:00:00'), currentPeriodEnd: kst('2027-05-01T09:00:00') }).amount).toBe(19000);
  });

  it('refuses a period number below 1', () => {
    expect(() => periodEndAt(new Date(), 'SILVER', 0)).toThrow(RangeError);
  });
});

describe('what is stated before paying', () => {
  it('gives the exact SPEC §9 prices and the renewal date and amount', () => {
    const now = kst('2026-11-23T15:00:00');
    expect(subscribeTerms('SILVER', now)).toMatchObject({ amount: 1900, originalPrice: 2800, nextChargeAt: kst('2026-12-23T15:00:00'), nextChargeAmount: 1900, refundableUntil: null });
    expect(subscribeTerms('GOLD', now)).toMatchObject({ amount: 19000, originalPrice: 22800, nextChargeAt: kst('2027-11-23T15:00:00'), refundableUntil: kst('2026-12-01T00:00:00') });
  });
});

describe('eligibility (SPEC §4)', () => {
  it('offers Silver once per person and Gold without limit', () => {
    expect(eligibility('SILVER', { plansEver: [], current: null }, 'N')).toEqual({ ok: true });
    expect(eligibility('SILVER', { plansEver: ['SILVER'], current: null }, 'N')).toEqual({ ok: false, reason: 'SILVER_ONCE' });
    expect(eligibility('GOLD', { plansEver: ['SILVER', 'GOLD', 'GOLD'], current: null }, 'N')).toEqual({ ok: true });
  });
  it('refuses a second live membership and corporate members', () => {
    expect(eligibility('GOLD', { plansEver: ['SILVER'], current: sub() }, 'N')).toEqual({ ok: false, reason: 'ALREADY_MEMBER' });
    expect(eligibility('GOLD', { plansEver: [], current: sub({ status: 'ENDED' }) }, 'N')).toEqual({ ok: true });
    expect(eligibility('GOLD', { plansEver: [], current: null }, 'C')).toEqual({ ok: false, reason: 'CORPORATE' });
  });
});

describe('benefits follow the state', () => {
  const end = kst('2026-02-28T10:00:00');
  it('active: through the period end plus the renewal latency, then not', () => {
    expect(hasBenefits(sub(), kst('2026-02-28T20:00:00'))).toBe(true);
    expect(hasBenefits(sub(), kst('2026-03-01T10:00:00'))).toBe(false);
  });
  it('cancel requested: exactly until the period end', () => {
    const s = sub({ status: 'CANCEL_REQUESTED', currentPeriodEnd: end });
    expect(hasBenefits(s, new Date(end.getTime() - 1))).toBe(true);
    expect(hasBenefits(s, end)).toBe(false);
  });
  it('past due: during grace only; ended: never', () => {
    const s = sub({ status: 'PAST_DUE', graceUntil: kst('2026-03-07T10:00:00') });
    expect(hasBenefits(s, kst('2026-03-07T09:59:59'))).toBe(true);
    expect(hasBenefits(s, kst('2026-03-07T10:00:00'))).toBe(false);
    expect(hasBenefits(sub({ status: 'ENDED' }), kst('2026-02-01T00:00:00'))).toBe(false);
  });
});

describe('Gold refund (SPEC §9)', () => {
  const gold = { plan: 'GOLD' as const, status: 'ACTIVE' as const, startedAt: kst('2026-11-23T15:00:00') };
  it('the window closes at the end of the 7th Korean day after enrolment', () => {
    expect(refundDeadline(gold.startedAt)).toEqual(kst('2026-12-01T00:00:00'));
    expect(refundOffer(gold, 19000, false, kst('2026-11-30T23:59:59'))).toEqual({ available: true, amount: 19000, until: kst('2026-12-01T00:00:00') });
    expect(refundOffer(gold, 19000, false, kst('2026-12-01T00:00:00'))).toMatchObject({ available: false, reason: 'WINDOW_OVER' });
  });
  it('not once a booking used the membership, never for Silver, not after it ended', () => {
    expect(refundOffer(gold, 19000, true, kst('2026-11-24T00:00:00'))).toMatchObject({ available: false, reason: 'USED' });
    expect(refundOffer({ ...gold, plan: 'SILVER' }, 1900, false, kst('2026-11-24T00:00:00'))).toMatchObject({ available: false, reason: 'SILVER_NO_WITHDRAWAL' });
    expect(refundOffer({ ...gold, status: 'ENDED' }, 19000, false, kst('2026-11-24T00:00:00'))).toMatchObject({ available: false, reason: 'NOT_ACTIVE' });
  });
});

describe('upgrade (SPEC §4: at once, Gold in full, no partial refund)', () => {
  it('charges 19,000 and refunds nothing of Silver; Gold starts now', () => {
    const now = kst('2026-02-10T12:00:00');
    expect(upgradeQuote(sub(), now)).toEqual({ amount: 19000, silverRefund: 0, startsAt: now, periodEnd: kst('2027-02-10T12:00:00'), nextChargeAt: kst('2027-02-10T12:00:00') });
  });
  it('only from a live Silver', () => {
    expect(upgradeQuote(sub({ plan: 'GOLD' }), new Date())).toBeNull();
    expect(upgradeQuote(sub({ status: 'PAST_DUE' }), new Date())).toBeNull();
  });
});

describe('state machine', () => {
  const now = kst('2026-02-10T12:00:00');
  it('cancel keeps it to the period end and can be undone until then', () => {
    expect(transition(sub(), { type: 'CANCEL' }, now)).toEqual({ ok: true, to: 'CANCEL_REQUESTED', event: 'CANCEL_REQUEST' });
    const requested = sub({ status: 'CANCEL_REQUESTED' });
    expect(transition(requested, { type: 'UNDO_CANCEL' }, now)).toEqual({ ok: true, to: 'ACTIVE', event: 'USE' });
    expect(transition(requested, { type: 'UNDO_CANCEL' }, kst('2026-02-28T10:00:00'))).toEqual({ ok: false, code: 'INVALID_STATE' });
    expect(transition(requested, { type: 'CANCEL' }, now)).toEqual({ ok: false, code: 'INVALID_STATE' });
    expect(transition(requested, { type: 'PERIOD_OVER' }, kst('2026-02-28T10:00:00'))).toEqual({ ok: true, to: 'ENDED', event: 'CANCEL' });
    expect(transition(requested, { type: 'PERIOD_OVER' }, now)).toEqual({ ok: false, code: 'INVALID_STATE' });
  });

  it('a soft decline goes past due with grace and retries on schedule; the end of grace ends it unpaid', () => {
    const due = kst('2026-02-28T10:00:00');
    const first = transition(sub(), { type: 'RENEWAL_FAILED', hard: false, attempt: 1 }, due);
    expect(first).toEqual({ ok: true, to: 'PAST_DUE', event: null, graceUntil: kst('2026-03-07T10:00:00'), retryAt: kst('2026-03-01T10:00:00') });
    const pastDue = sub({ status: 'PAST_DUE', graceUntil: kst('2026-03-07T10:00:00') });
    expect(transition(pastDue, { type: 'RENEWAL_FAILED', hard: false, attempt: 2 }, kst('2026-03-01T10:00:00'))).toMatchObject({ to: 'PAST_DUE', retryAt: kst('2026-03-03T10:00:00') });
    expect(transition(pastDue, { type: 'RENEWAL_FAILED', hard: false, attempt: 4 }, kst('2026-03-06T10:00:00'))).toMatchObject({ to: 'PAST_DUE', retryAt: kst('2026-03-07T10:00:00') });
    expect(transition(pastDue, { type: 'PERIOD_OVER' }, kst('2026-03-07T10:00:00'))).toMatchObject({ ok: true, to: 'ENDED', event: 'CANCEL_PAYMENT' });
    expect(transition(pastDue, { type: 'RENEWED' }, kst('2026-03-02T10:00:00'))).toMatchObject({ ok: true, to: 'ACTIVE', event: 'USE', graceUntil: null });
  });

  it('grace counts from the first failure, so a late scheduler never takes it away', () => {
    expect(transition(sub(), { type: 'RENEWAL_FAILED', hard: false, attempt: 1 }, kst('2026-03-10T10:00:00'))).toMatchObject({ to: 'PAST_DUE', graceUntil: kst('2026-03-17T10:00:00'), retryAt: kst('2026-03-11T10:00:00') });
  });

  it('a hard decline is not retried: the next look is the end of grace', () => {
    expect(transition(sub(), { type: 'RENEWAL_FAILED', hard: true, attempt: 1 }, kst('2026-02-28T10:00:00'))).toMatchObject({ to: 'PAST_DUE', retryAt: kst('2026-03-07T10:00:00') });
  });

  it('a cancelled or ended membership is never renewed; withdraw is Gold only; upgrade ends Silver', () => {
    expect(transition(sub({ status: 'CANCEL_REQUESTED' }), { type: 'RENEWED' }, now)).toEqual({ ok: false, code: 'INVALID_STATE' });
    expect(transition(sub({ status: 'ENDED' }), { type: 'RENEWAL_FAILED', hard: false, attempt: 1 }, now)).toEqual({ ok: false, code: 'INVALID_STATE' });
    expect(transition(sub(), { type: 'WITHDRAW' }, now)).toEqual({ ok: false, code: 'INVALID_STATE' });
    expect(transition(sub({ plan: 'GOLD' }), { type: 'WITHDRAW' }, now)).toMatchObject({ ok: true, to: 'ENDED', event: 'WITHDRAW' });
    expect(transition(sub(), { type: 'UPGRADED' }, now)).toMatchObject({ ok: true, to: 'ENDED', event: 'CANCEL_UPGRADE' });
    expect(transition(sub({ status: 'PAST_DUE' }), { type: 'CANCEL' }, now)).toMatchObject({ ok: true, to: 'ENDED', event: 'CANCEL' });
  });

  it('charge keys differ by period and attempt, and repeat for the same one', () => {
    const start = kst('2026-02-28T10:00:00');
    expect(chargeKey(7, start, 1)).toBe(chargeKey(7, new Date(start), 1));
    expect(new Set([chargeKey(7, start, 1), chargeKey(7, start, 2), chargeKey(8, start, 1), chargeKey(7, kst('2026-03-31T10:00:00'), 1)]).size).toBe(4);
  });
});
