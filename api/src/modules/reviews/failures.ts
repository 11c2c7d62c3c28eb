// Review failures (SPEC §8 envelope: FAIL with data.code and data.message), ko / en / ja.
import { failureCatalog } from '../../lib/app-error';
import type { Texts } from '../../lib/locale';

const TEXTS = {
  ORDER_NOT_FOUND: { ko: '예약 정보를 찾을 수 없습니다.', en: 'Booking not found.', ja: '予約情報が見つかりません。' },
  REVIEW_NOT_ALLOWED: { ko: '이용을 마친 예약만 후기를 쓸 수 있습니다.', en: 'Only a completed stay can be reviewed.', ja: 'ご利用済みの予約のみレビューを書けます。' },
  REVIEW_WINDOW_CLOSED: { ko: '후기는 체크아웃 후 14일 이내에 쓸 수 있습니다.', en: 'Reviews can be written within 14 days of check-out.', ja: 'レビューはチェックアウト後14日以内に書けます。' },
  ALREADY_REVIEWED: { ko: '이미 후기를 쓴 예약입니다.', en: 'You have already reviewed this stay.', ja: 'すでにレビューを書いた予約です。' },
  REVIEW_NOT_FOUND: { ko: '작성한 후기가 없습니다.', en: 'You have not reviewed this stay.', ja: 'レビューがありません。' },
  REVIEW_LOCKED: { ko: '후기는 작성 후 48시간 동안만 수정할 수 있습니다.', en: 'A review can be edited only for 48 hours after writing.', ja: 'レビューは作成後48時間のみ編集できます。' },
} satisfies Record<string, Texts>;

export type ReviewCode = keyof typeof TEXTS;

const STATUS: Record<ReviewCode, number> = { ORDER_NOT_FOUND: 404, REVIEW_NOT_ALLOWED: 403, REVIEW_WINDOW_CLOSED: 403, ALREADY_REVIEWED: 409, REVIEW_NOT_FOUND: 404, REVIEW_LOCKED: 403 };

export const reviewFail = failureCatalog(TEXTS, STATUS);
