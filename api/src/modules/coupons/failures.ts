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

const CODE_TEXTS = {
  // SPEC §8 "Action failures: coupon issue failed"
  CODE_INVALID: { ko: '쿠폰 발급에 실패했습니다. 코드를 다시 확인해 주세요.', en: 'The coupon could not be issued. Check the code and try again.', ja: 'クーポンの発行に失敗しました。コードをもう一度確認してください。' },
  CODE_EXPIRED: { ko: '쿠폰 발급에 실패했습니다. 등록 기간이 끝난 코드입니다.', en: 'The coupon could not be issued. This code has ended.', ja: 'クーポンの発行に失敗しました。登録期間が終了したコードです。' },
  CODE_USED: { ko: '이미 등록한 코드입니다. 코드는 한 번만 등록할 수 있습니다.', en: 'You already registered this code. A code registers once.', ja: 'すでに登録したコードです。コードの登録は1回のみです。' },
  CODE_NOT_ELIGIBLE: { ko: '쿠폰 발급에 실패했습니다. 해당 기업 회원만 등록할 수 있는 코드입니다.', en: "The coupon could not be issued. Only that company's members can register this code.", ja: 'クーポンの発行に失敗しました。該当企業の会員のみ登録できるコードです。' },
  CODE_EXHAUSTED: { ko: '쿠폰 발급에 실패했습니다. 이 코드의 쿠폰이 모두 소진되었습니다.', en: 'The coupon could not be issued. All coupons of this code are gone.', ja: 'クーポンの発行に失敗しました。このコードのクーポンはすべて配布終了しました。' },
  CODE_TOO_MANY_TRIES: { ko: '잘못된 코드를 여러 번 입력했습니다. 1시간 뒤에 다시 시도해 주세요.', en: 'Too many wrong codes. Please try again in an hour.', ja: '誤ったコードが何度も入力されました。1時間後にもう一度お試しください。' },
  CODE_ALREADY_HELD: { ko: '이 코드의 쿠폰을 이미 모두 가지고 있습니다.', en: 'You already hold every coupon of this code.', ja: 'このコードのクーポンはすでにすべてお持ちです。' },
} satisfies Record<string, Texts>;

/** Registering a coupon code (rules/codes.ts refusals, SPEC §8 "coupon issue failed"). */
export const codeFail = failureCatalog(CODE_TEXTS, { CODE_INVALID: 400, CODE_EXPIRED: 400, CODE_USED: 409, CODE_NOT_ELIGIBLE: 400, CODE_EXHAUSTED: 409, CODE_TOO_MANY_TRIES: 429, CODE_ALREADY_HELD: 409 });
