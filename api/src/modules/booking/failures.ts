// Booking and payment failures, in ko / en / ja. Our codes travel in data.code through the envelope's
// `extra` (the catalogue in lib/codes.ts belongs to another part of the tree); the HTTP status
// says the kind: 409 = the world changed (sold out, price moved, hold over), 404 = not yours.
import { failureCatalog } from '../../lib/app-error';
import type { Texts } from '../../lib/locale';

const TEXTS = {
  SOLD_OUT: { ko: '매진되었습니다. 다른 객실이나 날짜를 선택해 주세요.', en: 'Sold out. Please choose another room or date.', ja: '売り切れです。別の客室または日付を選択してください。' },
  PRICE_CHANGED: { ko: '요금이 변경되었습니다. 변경된 금액을 확인한 뒤 다시 예약해 주세요.', en: 'The price has changed. Check the new amount and book again.', ja: '料金が変更されました。新しい金額を確認して、もう一度予約してください。' },
  POINTS_EXCEEDED: { ko: '사용 가능한 포인트를 초과했습니다.', en: 'That is more points than you have.', ja: '利用可能なポイントを超えています。' },
  NOT_FIT: { ko: '선택한 인원이 객실 최대 인원을 초과합니다.', en: 'The party is larger than the room takes.', ja: '選択した人数が客室の最大人数を超えています。' },
  /** The rooms or nights of the request differ from the booking page it came from (a stale or edited link). */
  STAY_CHANGED: { ko: '객실 수나 숙박 일수가 예약하려던 내용과 다릅니다. 숙소 화면에서 날짜와 객실 수를 확인하고 객실을 다시 선택해 주세요.', en: 'The number of rooms or nights no longer matches this booking. Check the dates and rooms on the stay page and choose the room again.', ja: '客室数または泊数が予約しようとした内容と異なります。施設ページで日付と客室数を確認し、もう一度客室を選択してください。' },
  RATEPLAN_NOT_FOUND: { ko: '요금제를 찾을 수 없습니다.', en: 'This rate plan was not found.', ja: '料金プランが見つかりません。' },
  ORDER_NOT_FOUND: { ko: '예약 정보를 찾을 수 없습니다.', en: 'This booking was not found.', ja: '予約情報が見つかりません。' },
  HOLD_EXPIRED: { ko: '결제 가능 시간이 지나 예약이 취소되었습니다. 다시 예약해 주세요.', en: 'The time to pay ran out and the booking was released. Please book again.', ja: 'お支払い時間が過ぎたため、予約は取り消されました。もう一度予約してください。' },
  AMOUNT_MISMATCH: { ko: '결제 금액이 예약 금액과 다릅니다.', en: 'The payment amount differs from the booking amount.', ja: 'お支払い金額が予約金額と異なります。' },
  PAYMENT_DECLINED: { ko: '결제가 완료되지 않았습니다. 예약은 취소되었습니다.', en: 'The payment was not completed. The booking was released.', ja: '決済が完了しませんでした。予約は取り消されました。' },
  PAYMENT_NOT_APPROVED: { ko: '결제 승인이 아직 완료되지 않았습니다.', en: 'The payment has not been approved yet.', ja: '決済の承認がまだ完了していません。' },
  PAYMENT_IN_PROGRESS: { ko: '결제를 처리하고 있습니다. 잠시 후 예약 내역을 확인해 주세요.', en: 'The payment is being processed. Check your bookings shortly.', ja: '決済を処理しています。しばらくしてから予約内容をご確認ください。' },
  ALREADY_PAID: { ko: '이미 결제된 예약입니다.', en: 'This booking is already paid.', ja: 'すでに決済済みの予約です。' },
  GATEWAY_ERROR: { ko: '결제사와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.', en: 'The payment company could not be reached. Please try again shortly.', ja: '決済会社と通信できませんでした。しばらくしてから再度お試しください。' },
} satisfies Record<string, Texts>;

export type BookingCode = keyof typeof TEXTS;

const STATUS: Record<BookingCode, number> = {
  SOLD_OUT: 409,
  PRICE_CHANGED: 409,
  POINTS_EXCEEDED: 400,
  NOT_FIT: 400,
  STAY_CHANGED: 400,
  RATEPLAN_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  HOLD_EXPIRED: 409,
  AMOUNT_MISMATCH: 409,
  PAYMENT_DECLINED: 409,
  PAYMENT_NOT_APPROVED: 409,
  PAYMENT_IN_PROGRESS: 409,
  ALREADY_PAID: 409,
  GATEWAY_ERROR: 502,
};

/** FAIL {code, message, ...extra} with this module's code and status. */
export const bookingFail = failureCatalog(TEXTS, STATUS);
