// Cancellation failures (README.md); like booking/failures.ts, the code rides in the envelope.
import { failureCatalog } from '../../lib/app-error';
import type { Texts } from '../../lib/locale';

const TEXTS = {
  CANCEL_NOT_ALLOWED: { ko: '무료 취소 기간이 지나 취소(환불)할 수 없습니다.', en: 'The free cancellation period is over: this booking cannot be cancelled (refunded).', ja: '無料キャンセル期間が過ぎたため、キャンセル（返金）できません。' },
  ALREADY_CANCELLED: { ko: '이미 취소된 예약입니다.', en: 'This booking is already cancelled.', ja: 'すでにキャンセルされた予約です。' },
  PREVIEW_CHANGED: { ko: '확인하신 뒤 취소 조건이 바뀌었습니다. 새 환불 내역을 확인해 주세요.', en: 'The cancellation terms changed since you looked. Please check the new refund details.', ja: 'ご確認後にキャンセル条件が変わりました。新しい返金内容をご確認ください。' },
  CANCEL_FAILED: { ko: '취소를 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.', en: 'The cancellation could not be processed. Please try again shortly.', ja: 'キャンセルを処理できませんでした。しばらくしてから再度お試しください。' },
  GUESTS_MUST_CHOOSE: {
    ko: '남는 객실에 모든 인원이 묵을 수 없습니다. 남을 인원을 선택하거나 예약 전체를 취소해 주세요.',
    en: 'Not everyone fits the rooms you keep. Choose who stays, or cancel the whole booking.',
    ja: '残る客室に全員は泊まれません。残る人数を選ぶか、予約全体をキャンセルしてください。',
  },
  GUESTS_NOT_IN_BOOKING: {
    ko: '선택한 인원이 예약한 인원과 맞지 않습니다. 예약한 성인과 아동 중에서 선택해 주세요.',
    en: 'The guests chosen are not part of this booking. Choose among the adults and children booked.',
    ja: '選択した人数が予約内容と合いません。予約した大人と子どもの中から選んでください。',
  },
} satisfies Record<string, Texts>;

export type CancelCode = keyof typeof TEXTS;

const STATUS: Record<CancelCode, number> = { CANCEL_NOT_ALLOWED: 409, ALREADY_CANCELLED: 409, PREVIEW_CHANGED: 409, CANCEL_FAILED: 502, GUESTS_MUST_CHOOSE: 409, GUESTS_NOT_IN_BOOKING: 400 };

export const cancelFail = failureCatalog(TEXTS, STATUS);
