// What a points history line says, in the reader's language. Pure.
//
// Rules:
// - A Korean reader sees the line's stored title: the Korean text written for it (a seed or an
//   operator may have written a more specific one than the reason's, '출장 숙소 예약').
// - An English or Japanese reader never sees that stored Korean: the line reads from its reason
//   code (POINT_REASONS), or, without one (written before codes, reason unknown), by its kind: what
//   moved (awesome cash or welfare points), how (saved, used, returned, expired) and the booking.
// - The booking number stays in the text where the line belongs to one.
// - The welfare expiry names the year whose points expired: the year before the one the job ran in.
import type { PointAction, PointReason, PointType } from '../../../db/schema/points';
import { format, type Locale, type Texts } from '../../../lib/locale';
import { yearEndWork } from './welfare';

export interface LedgerLine {
  pointType: PointType;
  actionType: PointAction;
  reason: PointReason | null;
  title: string;
  orderNum: string | null;
  createdAt: Date;
}

const REASONS: Record<PointReason, Texts> = {
  SIGNUP_BONUS: { ko: '신규 가입 적립금', en: 'Sign-up bonus', ja: '新規会員登録特典' },
  REVIEW_REWARD: { ko: '리뷰 작성 적립', en: 'Reward for writing a review', ja: 'レビュー投稿特典' },
  MEMBERSHIP_WELCOME: { ko: '어썸 멤버십 가입 축하 적립', en: 'Awesome membership welcome bonus', ja: 'オーサムメンバーシップ加入特典' },
  MEMBERSHIP_CASHBACK: { ko: '멤버십 캐시백', en: 'Membership cashback', ja: 'メンバーシップキャッシュバック' },
  WELFARE_GRANT: { ko: '복지포인트 지급', en: 'Welfare points granted', ja: '福利厚生ポイント付与' },
  BOOKING_USE: { ko: '예약 사용 {orderNum}', en: 'Used for booking {orderNum}', ja: '予約{orderNum}で利用' },
  BOOKING_CANCEL_REFUND: { ko: '예약 취소 반환 {orderNum}', en: 'Returned for cancelled booking {orderNum}', ja: '予約{orderNum}のキャンセルによる返還' },
  BOOKING_PART_CANCEL_REFUND: { ko: '예약 부분 취소 반환 {orderNum}', en: 'Returned for partly cancelled booking {orderNum}', ja: '予約{orderNum}の一部キャンセルによる返還' },
  EXPIRED: { ko: '유효기간 만료 소멸', en: 'Expired', ja: '有効期限切れによる失効' },
  WELFARE_EXPIRED: { ko: '{year}년 복지포인트 소멸', en: '{year} welfare points expired', ja: '{year}年分の福利厚生ポイント失効' },
};

/** A line without a code, by its kind: [without a booking, with one]. */
const KINDS: Record<PointType, Record<PointAction, Texts>> = {
  POINT: {
    SAVE: { ko: '어썸캐시 적립', en: 'Awesome cash earned', ja: 'オーサムキャッシュ獲得' },
    USE: { ko: '어썸캐시 사용', en: 'Awesome cash used', ja: 'オーサムキャッシュ利用' },
    CANCEL: { ko: '어썸캐시 반환', en: 'Awesome cash returned', ja: 'オーサムキャッシュ返還' },
    EXPIRE: { ko: '어썸캐시 소멸', en: 'Awesome cash expired', ja: 'オーサムキャッシュ失効' },
  },
  USER_POINT: {
    SAVE: { ko: '복지포인트 지급', en: 'Welfare points granted', ja: '福利厚生ポイント付与' },
    USE: { ko: '복지포인트 사용', en: 'Welfare points used', ja: '福利厚生ポイント利用' },
    CANCEL: { ko: '복지포인트 반환', en: 'Welfare points returned', ja: '福利厚生ポイント返還' },
    EXPIRE: { ko: '복지포인트 소멸', en: 'Welfare points expired', ja: '福利厚生ポイント失効' },
  },
};
const WITH_BOOKING: Texts = { ko: '{what} ({orderNum})', en: '{what} (booking {orderNum})', ja: '{what}（予約{orderNum}）' };

/** The Korean title to store with a new line of `reason` (the column keeps a readable record). */
export function reasonTitle(reason: PointReason, params: { orderNum?: string; year?: number } = {}): string {
  return format(REASONS[reason].ko, { orderNum: params.orderNum ?? '', year: params.year ?? '' }).trim();
}

/** What the line says to a reader of `locale`. */
export function lineTitle(line: LedgerLine, locale: Locale): string {
  if (locale === 'ko' && line.title.trim()) return line.title;
  if (line.reason && line.reason in REASONS) {
    const year = yearEndWork(line.createdAt).expireYear;
    return format(REASONS[line.reason][locale], { orderNum: line.orderNum ?? '', year }).replace(/\s+/g, ' ').trim();
  }
  const what = KINDS[line.pointType][line.actionType][locale];
  return line.orderNum ? format(WITH_BOOKING[locale], { what, orderNum: line.orderNum }) : what;
}
