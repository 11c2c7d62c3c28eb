// Coupon failures (booking README "Coupons"). Like booking/failures.ts, the code rides in the
// envelope's extra; the HTTP status says the kind (409 = taken or used up, 404 = not yours).
import { failureCatalog } from '../../lib/app-error';
import type { Texts } from '../../lib/locale';

const TEXTS = {
  COUPON_NOT_FOUND: { ko: '쿠폰을 찾을 수 없습니다.', en: 'This coupon was not found.', ja: 'クーポンが見つかりません。' },
  COUPON_ALREADY_ISSUED: { ko: '이미 받은 쿠폰입니다.', en: 'You already have this coupon.', ja: 'すでに受け取ったクーポンです。' },
  COUPON_EXHAUSTED: { ko: '쿠폰이 모두 소진되었습니다.', en: 'All of these coupons have been given out.', ja: 'クーポンはすべて配布終了しました。' },
  COUPON_NOT_APPLICABLE: { ko: '이 예약에는 사용할 수 없는 쿠폰입니다.', en: 'This coupon cannot be used for this booking.', ja: 'この予約には使用できないクーポンです。' },
  COUPON_IN_USE: { ko: '다른 예약에 사용 중인 쿠폰입니다. 결제를 마치거나 취소한 뒤 다시 시도해 주세요.', en: 'This coupon is being used by another booking. Finish or cancel that one and try again.', ja: '別の予約で使用中のクーポンです。その予約を完了またはキャンセルしてから再度お試しください。' },
} satisfies Record<string, Texts>;

export type CouponCode = keyof typeof TEXTS;

const STATUS: Record<CouponCode, number> = {
  COUPON_NOT_FOUND: 404,
  COUPON_ALREADY_ISSUED: 409,
  COUPON_EXHAUSTED: 409,
  COUPON_NOT_APPLICABLE: 400,
  COUPON_IN_USE: 409,
};

export const couponFail = failureCatalog(TEXTS, STATUS);
