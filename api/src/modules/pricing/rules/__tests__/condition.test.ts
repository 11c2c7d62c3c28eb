import { AppError } from '../../../../lib/app-error';
import { checkCondition } from '../condition';
import { orderTypeOf } from '../../../booking/use-cases/quote';

const now = new Date('2030-03-01T03:00:00Z');
const base = { checkInDate: '2030-03-10', checkOutDate: '2030-03-11', adtCnt: 2, chdCnt: 0, chdAges: [], count: 1 };

const issuesOf = (input: typeof base) => {
  try {
    checkCondition(input, now);
    return [];
  } catch (e) {
    return e instanceof AppError ? e.issues.map((i) => i.field) : ['?'];
  }
};

describe('checkCondition: rooms', () => {
  test('eight adults in two rooms is a valid stay', () => {
    expect(checkCondition({ ...base, adtCnt: 8, count: 2 }, now)).toMatchObject({ adtCnt: 8, count: 2, nights: 1 });
  });

  test('more rooms than adults is INVALID_INPUT on count: every room needs an adult', () => {
    expect(issuesOf({ ...base, adtCnt: 2, count: 3 })).toEqual(['count']);
    expect(issuesOf({ ...base, adtCnt: 3, count: 3 })).toEqual([]);
  });
});

describe('orderTypeOf (SPEC §3 appointment type)', () => {
  test('O/M for one or more rooms, O/C for one or more nights', () => {
    expect(orderTypeOf(1, 1)).toBe('OO');
    expect(orderTypeOf(1, 3)).toBe('OC');
    expect(orderTypeOf(2, 1)).toBe('MO');
    expect(orderTypeOf(5, 2)).toBe('MC');
  });
});
