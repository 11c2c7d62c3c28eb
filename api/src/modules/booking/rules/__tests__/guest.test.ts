import { AppError } from '../../../../lib/app-error';
import { guestOf } from '../guest';
import type { OrderBodyInput } from '../requests';

const body = (guest: Partial<OrderBodyInput>): OrderBodyInput =>
  ({ adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: '2030-01-10', checkOutDate: '2030-01-11', count: 1, usePoint: 0, useUserPoint: 0, guestTel: '', guestEmail: 'guest@example.com', ...guest }) as OrderBodyInput;

const issuesOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error.issues;
    throw error;
  }
  throw new Error('not refused');
};

describe('the guest of an order', () => {
  test('a domestic stay takes the name and a Korean mobile number', () => {
    expect(guestOf(false, body({ guestName: '홍길동', guestTel: '01012345678' }))).toEqual({ guestName: '홍길동', guestTel: '01012345678', guestEmail: 'guest@example.com', guestCountryCode: null });
  });

  test('a domestic stay without a name or with a foreign number names the fields', () => {
    expect(issuesOf(() => guestOf(false, body({ guestTel: '+14155550100' })))).toEqual([
      { field: 'guestName', rule: 'REQUIRED' },
      { field: 'guestTel', rule: 'PHONE' },
    ]);
  });

  test('an international channel takes first and last name, the country code and an international number', () => {
    const guest = guestOf(true, body({ guestFirstName: 'Jane', guestLastName: 'Doe', guestCountryCode: '1', guestTel: '4155550100' }));
    expect(guest).toEqual({ guestName: 'Jane Doe', guestTel: '4155550100', guestEmail: 'guest@example.com', guestCountryCode: '1' });
  });

  test('an international channel without its fields names each of them', () => {
    expect(issuesOf(() => guestOf(true, body({ guestName: '홍길동', guestTel: 'abc' })))).toEqual([
      { field: 'guestFirstName', rule: 'REQUIRED' },
      { field: 'guestLastName', rule: 'REQUIRED' },
      { field: 'guestCountryCode', rule: 'REQUIRED' },
      { field: 'guestTel', rule: 'GLOBAL_TEL' },
    ]);
  });
});
