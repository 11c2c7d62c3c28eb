import { AppError } from '../../../../lib/app-error';
import { checkPoints, maxUsablePoint } from '../points';

const refusal = (fn: () => void): AppError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('points on a booking', () => {
  test('the coupon comes off first, and the total never goes below the minimum payment (100 won)', () => {
    expect(maxUsablePoint(50_000, 0)).toBe(49_900);
    expect(maxUsablePoint(50_000, 10_000)).toBe(39_900);
    expect(maxUsablePoint(100, 0)).toBe(0);
    expect(maxUsablePoint(5_000, 5_000)).toBe(0);
  });

  test('up to the limit, within the balances, is accepted', () => {
    expect(() => checkPoints({ point: 30_000, userPoint: 10_000 }, { usePoint: 30_000, useUserPoint: 9_900 }, 50_000, 10_000, 'en')).not.toThrow();
    expect(() => checkPoints({ point: 0, userPoint: 0 }, { usePoint: 0, useUserPoint: 0 }, 100, 0, 'en')).not.toThrow();
  });

  test('more than the member has is POINTS_EXCEEDED with the balances', () => {
    const have = { point: 1_000, userPoint: 0 };
    const e = refusal(() => checkPoints(have, { usePoint: 1_001, useUserPoint: 0 }, 50_000, 0, 'en'));
    expect(e.statusCode).toBe(400);
    expect(e.extra).toMatchObject({ code: 'POINTS_EXCEEDED', points: have });
    expect(refusal(() => checkPoints(have, { usePoint: 0, useUserPoint: 1 }, 50_000, 0, 'en')).extra.code).toBe('POINTS_EXCEEDED');
  });

  test('points past the minimum payment are an invalid usePoint', () => {
    const e = refusal(() => checkPoints({ point: 100_000, userPoint: 100_000 }, { usePoint: 30_000, useUserPoint: 10_000 }, 50_000, 10_000, 'en'));
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.issues).toEqual([{ field: 'usePoint', rule: 'INVALID' }]);
  });
});
