// Cancellation failures (README.md); like booking/failures.ts, the code rides in the envelope.
import { failureCatalog } from '../../lib/app-error';
import type { Texts } from '../../lib/locale';

const TEXTS = {
  CANCEL_NOT_ALLOWED: { ko: '무료 취소 기간이 지나 취소(환불)할 수 없습니다.', en: 'The free cancellation period is over: this booking cannot be cancelled (refunded).', ja: '無料キャンセル期間が過ぎたため、キャンセル（返金）できません。' },
  ALREADY_CANCELLED: { ko: '이미 취소된 예약입니다.', en: 'This booking is already cancelled.', ja: 'すでにキャンセルされた予約です。' },
  PREVIEW_CHANGED: { ko: '확인하신 뒤 취소 조건이 바뀌었습니다. 새 환불 내역을 확인해 주세요.', en: 'The cancellation terms changed since you looked. Please check the new refund details.', ja: 'ご確認後にキャンセル条件が変わりました。新しい返金内容をご確認ください。' },
  CANCEL_FAILED: { ko: '취소를 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.', en: 'The cancellation could not be processed. Please try again shortly.', ja: 'キャンセルを処理できませんでした。しばらくしてから再度お試しください。' },
} satisfies Record<string, Texts>;

export type CancelCode = keyof typeof TEXTS;

const STATUS: Record<CancelCode, number> = { CANCEL_NOT_ALLOWED: 409, ALREADY_CANCELLED: 409, PREVIEW_CHANGED: 409, CANCEL_FAILED: 502 };

export const cancelFail = failureCatalog(TEXTS, STATUS);
