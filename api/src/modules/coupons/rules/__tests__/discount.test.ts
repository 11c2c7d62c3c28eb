// The coupon rules (booking README "Coupons"): what a coupon takes off the sale amount, that the
// total never goes below the PG minimum, and why a coupon is not usable.
import type { CouponManagerRow, UserCouponRow } from '../../../../db/schema/coupons';
import { MIN_PAY_AMOUNT } from '../../../pricing';
import { checkCoupon, couponAmountFor, couponTitle, couponView } from '../discount';

const manager = (over: Partial<CouponManagerRow> = {}): CouponManagerRow => ({
  idx: 1,
  code: 'T',
  type: 'ISSUED',
  nameKo: '테스트',
  nameEn: 'Test',
  nameJa: 'テスト',
  discountType: 'AMOUNT',
  discount: 10_000,
  maxDiscount: null,
  minPrice: 50_000,
  useExpireDate: '2030-12-31',
  validDays: null,
  totalCount: null,
  issuedCount: 0,
  availableExternal: true,
  createdAt: new Date(0),
  ...over,
});
const coupon = (over: Partial<UserCouponRow> = {}): UserCouponRow => ({
  idx: 7,
  couponManagerIdx: 1,
  userIdx: 1,
  state: 'unused',
  orderIdx: null,
  useExpireDate: '2030-06-30',
  issuedAt: new Date(0),
  usedAt: null,
  updatedAt: new Date(0),
  ...over,
});
const TODAY = '2030-01-10';

describe('couponAmountFor', () => {
  test('AMOUNT takes its amount; RATE floors the percentage and stops at maxDiscount', () => {
    expect(couponAmountFor(manager(), 120_000)).toBe(10_000);
    expect(couponAmountFor(manager({ discountType: 'RATE', discount: 5, maxDiscount: 20_000 }), 123_459)).toBe(6172);
    expect(couponAmountFor(manager({ discountType: 'RATE', discount: 5, maxDiscount: 20_000 }), 1_000_000)).toBe(20_000);
    expect(couponAmountFor(manager({ discountType: 'RATE', discount: 10, maxDiscount: null }), 1_000_000)).toBe(100_000);
  });

  test('never takes the total below the minimum payment', () => {
    expect(couponAmountFor(manager({ discount: 50_000 }), 50_050)).toBe(50_050 - MIN_PAY_AMOUNT);
    expect(couponAmountFor(manager({ discount: 50_000 }), 80)).toBe(0);
  });
});

describe('checkCoupon', () => {
  test('usable coupon on a stay gives its amount', () => {
    expect(checkCoupon(coupon(), manager(), TODAY, { saleAmount: 60_000, external: false })).toEqual({ avail: true, reason: null, couponAmount: 10_000 });
  });

  test('each reason, and 0 off whenever it is not usable', () => {
    const stay = { saleAmount: 60_000, external: false };
    expect(checkCoupon(coupon(), manager(), TODAY, { ...stay, saleAmount: 49_999 })).toEqual({ avail: false, reason: 'MIN_PRICE', couponAmount: 0 });
    expect(checkCoupon(coupon({ useExpireDate: '2030-01-09' }), manager(), TODAY, stay).reason).toBe('EXPIRED');
    expect(checkCoupon(coupon({ useExpireDate: TODAY }), manager(), TODAY, stay).avail).toBe(true);
    expect(checkCoupon(coupon({ state: 'used' }), manager(), TODAY, stay).reason).toBe('USED');
    expect(checkCoupon(coupon({ state: 'reserved', orderIdx: 3 }), manager(), TODAY, stay).reason).toBe('USED');
    expect(checkCoupon(coupon(), manager({ availableExternal: false }), TODAY, { ...stay, external: true }).reason).toBe('NOT_APPLICABLE');
  });

  test('without a stay it says only whether the coupon can still be used', () => {
    expect(checkCoupon(coupon(), manager(), TODAY, null)).toEqual({ avail: true, reason: null, couponAmount: 0 });
    expect(checkCoupon(coupon({ state: 'expired' }), manager(), TODAY, null).reason).toBe('EXPIRED');
  });
});

test('titles and names come in ko, en and ja; the view reads an old unused coupon as expired', () => {
  const rate = manager({ discountType: 'RATE', discount: 5, maxDiscount: 20_000 });
  expect(couponTitle(rate, 'ko')).toBe('5% 할인 (최대 20,000원)');
  expect(couponTitle(rate, 'en')).toBe('5% off (up to ₩20,000)');
  expect(couponTitle(manager(), 'ja')).toBe('10,000ウォン割引');
  const view = couponView(coupon({ useExpireDate: '2030-01-01' }), manager(), TODAY, 'en', null);
  expect(view).toMatchObject({ couponUserIdx: 7, couponName: 'Test', state: 'expired', avail: false, reason: 'EXPIRED', couponAmount: 0, useExpireDate: '2030-01-01' });
});
