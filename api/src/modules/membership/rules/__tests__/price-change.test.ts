import { transition, type SubscriptionLike } from '../billing';
import { askingNow, checkAnswer, checkSchedule, koreanDayStart, latestAnswer, PRICE_FLOOR, priceAt, renewalDecision, renewalTerms, type PriceChange } from '../price-change';

const kst = (s: string) => new Date(`${s}+09:00`);
const NOW = kst('2026-11-23T12:00:00');
const rise: PriceChange = { idx: 1, plan: 'GOLD', newPrice: 21000, effectiveAt: kst('2027-01-01T00:00:00') };
const gold = { plan: 'GOLD' as const, price: 19000, renewalAt: kst('2027-01-15T10:00:00') };

describe('scheduling a price', () => {
  it('takes a Korean day at least 30 days away and a whole-won price that differs from the one in force', () => {
    expect(checkSchedule({ plan: 'GOLD', newPrice: 21000, effectiveDay: '2027-01-01' }, [], NOW)).toEqual({ ok: true, effectiveAt: kst('2027-01-01T00:00:00') });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 21000, effectiveDay: '2026-12-01' }, [], NOW)).toEqual({ ok: false, code: 'PRICE_TOO_SOON' });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 19000, effectiveDay: '2027-01-01' }, [], NOW)).toEqual({ ok: false, code: 'PRICE_SAME' });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 20000, effectiveDay: '2027-01-01' }, [rise], NOW)).toEqual({ ok: false, code: 'PRICE_SAME' });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 21000, effectiveDay: '2027-02-01' }, [rise], NOW)).toEqual({ ok: false, code: 'PRICE_SAME' });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 19.5, effectiveDay: '2027-01-01' }, [], NOW)).toEqual({ ok: false, code: 'PRICE_INVALID' });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 0, effectiveDay: '2027-01-01' }, [], NOW)).toEqual({ ok: false, code: 'PRICE_INVALID' });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 21000, effectiveDay: '2027-02-30' }, [], NOW)).toEqual({ ok: false, code: 'PRICE_DATE_INVALID' });
    expect(koreanDayStart('tomorrow')).toBeNull();
  });

  it('refuses a price below the plan floor (half the SPEC price), however it was asked', () => {
    expect(PRICE_FLOOR).toEqual({ SILVER: 950, GOLD: 9500 });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 100, effectiveDay: '2027-01-01' }, [], NOW)).toEqual({ ok: false, code: 'PRICE_BELOW_FLOOR' });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 9499, effectiveDay: '2027-01-01' }, [], NOW)).toEqual({ ok: false, code: 'PRICE_BELOW_FLOOR' });
    expect(checkSchedule({ plan: 'GOLD', newPrice: 9500, effectiveDay: '2027-01-01' }, [], NOW)).toEqual({ ok: true, effectiveAt: kst('2027-01-01T00:00:00') });
    expect(checkSchedule({ plan: 'SILVER', newPrice: 949, effectiveDay: '2026-11-23' }, [], NOW, true)).toEqual({ ok: false, code: 'PRICE_BELOW_FLOOR' });
    expect(checkSchedule({ plan: 'SILVER', newPrice: 950, effectiveDay: '2026-11-23' }, [], NOW, true)).toEqual({ ok: true, effectiveAt: NOW });
  });

  it('demo mode lets a tester start a price today, from the moment it is scheduled', () => {
    expect(checkSchedule({ plan: 'SILVER', newPrice: 2900, effectiveDay: '2026-11-23' }, [], NOW, true)).toEqual({ ok: true, effectiveAt: NOW });
    expect(checkSchedule({ plan: 'SILVER', newPrice: 2900, effectiveDay: '2026-11-24' }, [], NOW, true)).toEqual({ ok: true, effectiveAt: kst('2026-11-24T00:00:00') });
    expect(checkSchedule({ plan: 'SILVER', newPrice: 2900, effectiveDay: '2026-11-22' }, [], NOW, true)).toEqual({ ok: false, code: 'PRICE_TOO_SOON' });
  });

  it('the price in force follows the latest change effective by then, per plan', () => {
    expect(priceAt('GOLD', [rise], kst('2026-12-31T23:59:59'))).toBe(19000);
    expect(priceAt('GOLD', [rise], kst('2027-01-01T00:00:00'))).toBe(21000);
    expect(priceAt('SILVER', [rise], kst('2027-06-01T00:00:00'))).toBe(1900);
  });
});

describe('consent', () => {
  it('a renewal before the change is unaffected', () => {
    expect(renewalTerms({ ...gold, renewalAt: kst('2026-12-20T10:00:00') }, [rise], [])).toEqual({ kind: 'SAME', amount: 19000 });
  });

  it('a rise is asked within the 30 days before the renewal, not earlier, not after it', () => {
    const terms = renewalTerms(gold, [rise], []);
    expect(terms).toMatchObject({ kind: 'RISE', oldPrice: 19000, newPrice: 21000, answer: null, asksFrom: kst('2026-12-16T10:00:00') });
    expect(askingNow(terms, kst('2026-12-16T09:59:59'))).toBe(false);
    expect(askingNow(terms, kst('2026-12-16T10:00:00'))).toBe(true);
    expect(askingNow(terms, kst('2027-01-15T10:00:00'))).toBe(false);
    expect(checkAnswer(terms, 1, kst('2026-12-01T00:00:00'))).toEqual({ ok: false, code: 'PRICE_NOT_ASKED' });
    expect(checkAnswer(terms, 1, kst('2027-01-10T00:00:00'))).toEqual({ ok: true });
    expect(checkAnswer(terms, 2, kst('2027-01-10T00:00:00'))).toEqual({ ok: false, code: 'PRICE_NOT_ASKED' });
    expect(checkAnswer(terms, 1, kst('2027-01-16T00:00:00'))).toEqual({ ok: false, code: 'PRICE_WINDOW_CLOSED' });
  });

  it('the renewal charges the new price only with consent; a refusal or silence ends it', () => {
    expect(renewalDecision(renewalTerms(gold, [rise], []))).toEqual({ end: 'NO_ANSWER' });
    expect(renewalDecision(renewalTerms(gold, [rise], [{ idx: 5, priceChangeIdx: 1, answer: 'ACCEPTED' }]))).toEqual({ charge: 21000 });
    expect(renewalDecision(renewalTerms(gold, [rise], [{ idx: 5, priceChangeIdx: 1, answer: 'DECLINED' }]))).toEqual({ end: 'DECLINED' });
  });

  it('the latest answer counts (a member may change their mind until the renewal)', () => {
    const answers = [
      { idx: 3, priceChangeIdx: 1, answer: 'ACCEPTED' as const },
      { idx: 7, priceChangeIdx: 1, answer: 'DECLINED' as const },
      { idx: 9, priceChangeIdx: 2, answer: 'ACCEPTED' as const },
    ];
    expect(latestAnswer(answers, 1)).toBe('DECLINED');
    expect(renewalDecision(renewalTerms(gold, [rise], answers))).toEqual({ end: 'DECLINED' });
  });

  it('a cut needs no consent and charges the lower price', () => {
    const cut = { ...rise, newPrice: 15000 };
    expect(renewalDecision(renewalTerms(gold, [cut], []))).toEqual({ charge: 15000 });
  });

  it('a member already at the new price (joined after it) is not asked', () => {
    expect(renewalTerms({ ...gold, price: 21000 }, [rise], [])).toEqual({ kind: 'SAME', amount: 21000 });
  });

  it('without consent the membership ends at the period end, not before', () => {
    const s: SubscriptionLike = { plan: 'GOLD', status: 'ACTIVE', startedAt: kst('2026-01-15T10:00:00'), currentPeriodStart: kst('2026-01-15T10:00:00'), currentPeriodEnd: gold.renewalAt, graceUntil: null };
    expect(transition(s, { type: 'PRICE_REFUSED' }, kst('2027-01-15T09:59:59'))).toEqual({ ok: false, code: 'INVALID_STATE' });
    expect(transition(s, { type: 'PRICE_REFUSED' }, gold.renewalAt)).toMatchObject({ ok: true, to: 'ENDED', event: 'CANCEL' });
    expect(transition({ ...s, status: 'CANCEL_REQUESTED' }, { type: 'PRICE_REFUSED' }, gold.renewalAt)).toEqual({ ok: false, code: 'INVALID_STATE' });
  });
});
