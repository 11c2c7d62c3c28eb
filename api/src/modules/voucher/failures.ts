// Voucher (lms), booking list and additional-payment failures and texts, in ko / en / ja. Codes
// ride in data.code through the envelope's `extra`, like booking/failures.ts (whose codes these
// routes reuse: ORDER_NOT_FOUND, SOLD_OUT, ALREADY_PAID, AMOUNT_MISMATCH ...).
import { failureCatalog } from '../../lib/app-error';
import type { Texts } from '../../lib/locale';

const TEXTS = {
  DATE_ALREADY_CHOSEN: { ko: '이미 숙박 날짜가 지정된 바우처입니다.', en: 'A stay date has already been chosen for this voucher.', ja: 'このバウチャーはすでに宿泊日が指定されています。' },
  DATE_OUT_OF_RANGE: { ko: '이용 가능 기간 안의 날짜를 선택해 주세요.', en: 'Choose a date within the period this voucher can be used.', ja: 'ご利用可能期間内の日付を選択してください。' },
  VOUCHER_CANCELLED: { ko: '취소된 예약은 날짜를 지정할 수 없습니다.', en: 'A cancelled booking cannot be given a date.', ja: 'キャンセルされた予約は日付を指定できません。' },
  ADD_PAY_NOT_FOUND: { ko: '추가 결제 정보를 찾을 수 없습니다.', en: 'This additional payment was not found.', ja: '追加決済の情報が見つかりません。' },
  ADD_PAY_CLOSED: { ko: '취소된 예약의 추가 결제는 진행할 수 없습니다.', en: 'An additional payment of a cancelled booking cannot be paid.', ja: 'キャンセルされた予約の追加決済はできません。' },
  ADD_PAY_DECLINED: { ko: '추가 결제가 완료되지 않았습니다. 예약은 그대로이며 다시 결제할 수 있습니다.', en: 'The additional payment was not completed. Your booking is unchanged and you can pay again.', ja: '追加決済が完了しませんでした。予約はそのままで、もう一度お支払いいただけます。' },
} satisfies Record<string, Texts>;

export type LmsCode = keyof typeof TEXTS;

const STATUS: Record<LmsCode, number> = {
  DATE_ALREADY_CHOSEN: 409,
  DATE_OUT_OF_RANGE: 400,
  VOUCHER_CANCELLED: 409,
  ADD_PAY_NOT_FOUND: 404,
  ADD_PAY_CLOSED: 409,
  ADD_PAY_DECLINED: 409,
};

/** The answer's data.code: a declined additional payment says PAYMENT_DECLINED like the booking's. */
const CODE_OF: Partial<Record<LmsCode, string>> = { ADD_PAY_DECLINED: 'PAYMENT_DECLINED' };

export const lmsFail = failureCatalog(TEXTS, STATUS, CODE_OF);

/** SPEC §4 Booking list tabs and their titles (SPEC §3 bookCnts.title). */
export const BOOK_TABS = ['pending', 'complete', 'cancel'] as const;
export type BookTab = (typeof BOOK_TABS)[number];

export const TAB_TITLES: Record<BookTab, Texts> = {
  pending: { ko: '이용 예정', en: 'Upcoming', ja: 'ご利用予定' },
  complete: { ko: '이용 완료', en: 'Past', ja: 'ご利用済み' },
  cancel: { ko: '취소', en: 'Cancelled', ja: 'キャンセル' },
};
