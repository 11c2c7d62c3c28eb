// What a coupon takes off a stay, and the Coupon of the API (SPEC §3 Coupon). The base is the
// quote's saleAmount (booking/use-cases/quote.ts, the price engine's number): the coupon comes off first,
// then points, and the total never goes below MIN_PAY_AMOUNT (booking README "Coupons").
import type { CouponManagerRow, CouponReason, UserCouponRow } from '../../../db/schema/coupons';
import type { Locale } from '../../../lib/locale';
import { MIN_PAY_AMOUNT } from '../../pricing';

/** The stay a coupon is looked at for: the member's sale amount and whether it is an external channel. */
export interface CouponStay {
  saleAmount: number;
  external: boolean;
}

/** RATE: floor(saleAmount x percent), capped by maxDiscount; never more than leaves MIN_PAY_AMOUNT. */
export function couponAmountFor(manager: Pick<CouponManagerRow, 'discountType' | 'discount' | 'maxDiscount'>, saleAmount: number): number {
  const raw = manager.discountType === 'AMOUNT' ? manager.discount : Math.floor((saleAmount * manager.discount) / 100);
  const capped = manager.maxDiscount === null ? raw : Math.min(raw, manager.maxDiscount);
  return Math.max(0, Math.min(capped, saleAmount - MIN_PAY_AMOUNT));
}

export interface CouponCheck {
  avail: boolean;
  reason: CouponReason | null;
  couponAmount: number;
}

/** The state a member sees: an unused coupon past its last day is expired. */
export const effectiveState = (coupon: UserCouponRow, today: string) => (coupon.state === 'unused' && coupon.useExpireDate < today ? 'expired' : coupon.state);

/** Can this coupon be used (on this stay, when one is given), and for how much. */
export function checkCoupon(coupon: UserCouponRow, manager: CouponManagerRow, today: string, stay: CouponStay | null): CouponCheck {
  const no = (reason: CouponReason): CouponCheck => ({ avail: false, reason, couponAmount: 0 });
  const state = effectiveState(coupon, today);
  // reserved = held by an unpaid order: not usable on another until that order is settled.
  if (state === 'used' || state === 'reserved') return no('USED');
  if (state === 'expired') return no('EXPIRED');
  if (!stay) return { avail: true, reason: null, couponAmount: 0 };
  if (stay.external && !manager.availableExternal) return no('NOT_APPLICABLE');
  if (stay.saleAmount < manager.minPrice) return no('MIN_PRICE');
  const couponAmount = couponAmountFor(manager, stay.saleAmount);
  return couponAmount > 0 ? { avail: true, reason: null, couponAmount } : no('NOT_APPLICABLE');
}

const won = (n: number) => n.toLocaleString('ko-KR');

/** "10,000원 할인" / "₩10,000 off" / "10,000ウォン割引"; RATE with its cap. */
export function couponTitle(manager: Pick<CouponManagerRow, 'discountType' | 'discount' | 'maxDiscount'>, locale: Locale): string {
  if (manager.discountType === 'AMOUNT') {
    return { ko: `${won(manager.discount)}원 할인`, en: `₩${won(manager.discount)} off`, ja: `${won(manager.discount)}ウォン割引` }[locale];
  }
  const cap = manager.maxDiscount;
  if (cap === null) return { ko: `${manager.discount}% 할인`, en: `${manager.discount}% off`, ja: `${manager.discount}%割引` }[locale];
  return { ko: `${manager.discount}% 할인 (최대 ${won(cap)}원)`, en: `${manager.discount}% off (up to ₩${won(cap)})`, ja: `${manager.discount}%割引（最大${won(cap)}ウォン）` }[locale];
}

export const couponName = (manager: Pick<CouponManagerRow, 'nameKo' | 'nameEn' | 'nameJa'>, locale: Locale): string =>
  locale === 'en' ? manager.nameEn : locale === 'ja' ? manager.nameJa : manager.nameKo;

/** The kind's fields every coupon answer shares. */
export function managerView(manager: CouponManagerRow, locale: Locale) {
  return {
    couponManagerIdx: manager.idx,
    couponManagerType: manager.type,
    couponName: couponName(manager, locale),
    title: couponTitle(manager, locale),
    discountType: manager.discountType,
    discount: manager.discount,
    maxDiscount: manager.maxDiscount,
    minPrice: manager.minPrice,
    availableExpedia: manager.availableExternal,
  };
}

/** SPEC §3 Coupon as the API sends it (booking README "Coupons"). */
export function couponView(coupon: UserCouponRow, manager: CouponManagerRow, today: string, locale: Locale, stay: CouponStay | null) {
  return {
    couponUserIdx: coupon.idx,
    ...managerView(manager, locale),
    useExpireDate: coupon.useExpireDate,
    state: effectiveState(coupon, today),
    userUseDate: coupon.usedAt?.toISOString() ?? null,
    ...checkCoupon(coupon, manager, today, stay),
  };
}

export type CouponView = ReturnType<typeof couponView>;
