import { gradeHolder, gradeOf } from '../grade';
import type { State } from '../billing';

const kst = (s: string) => new Date(`${s}+09:00`);
const now = kst('2026-06-15T12:00:00');
const hours = (h: number) => new Date(now.getTime() + h * 3600_000);
const sub = (status: State, plan: 'SILVER' | 'GOLD', currentPeriodEnd: Date, graceUntil: Date | null = null) => ({ status, plan, currentPeriodEnd, graceUntil });

describe('the grade (one rule for every caller)', () => {
  it('is Bronze without a subscription, or with only ended ones', () => {
    expect(gradeOf([], now)).toBe('Bronze');
    expect(gradeOf([sub('ENDED', 'GOLD', hours(24 * 300))], now)).toBe('Bronze');
  });

  it('keeps an active plan up to 24 h past its period end (a renewal job that has not run yet never demotes a payer)', () => {
    expect(gradeOf([sub('ACTIVE', 'GOLD', hours(-23))], now)).toBe('Gold');
    expect(gradeOf([sub('ACTIVE', 'GOLD', hours(-24))], now)).toBe('Bronze');
  });

  it('keeps a cancelled plan until its period end, not after', () => {
    expect(gradeOf([sub('CANCEL_REQUESTED', 'SILVER', hours(1))], now)).toBe('Silver');
    expect(gradeOf([sub('CANCEL_REQUESTED', 'SILVER', now)], now)).toBe('Bronze');
  });

  it('keeps a past-due plan during grace only', () => {
    expect(gradeOf([sub('PAST_DUE', 'SILVER', hours(-48), hours(1))], now)).toBe('Silver');
    expect(gradeOf([sub('PAST_DUE', 'SILVER', hours(-48), now)], now)).toBe('Bronze');
    expect(gradeOf([sub('PAST_DUE', 'SILVER', hours(48), null)], now)).toBe('Bronze');
  });

  it('takes, of the subscriptions with benefits, the one whose period ends last (any order)', () => {
    const silver = sub('CANCEL_REQUESTED', 'SILVER', hours(10));
    const gold = sub('ACTIVE', 'GOLD', hours(24 * 365));
    const over = sub('ACTIVE', 'GOLD', hours(-30));
    expect(gradeHolder([silver, gold, over], now)).toBe(gold);
    expect(gradeHolder([over, gold, silver], now)).toBe(gold);
    expect(gradeOf([silver, over], now)).toBe('Silver');
  });
});
