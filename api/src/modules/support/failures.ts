// The customer centre's own failures, in ko / en / ja.
import { failureCatalog } from '../../lib/app-error';

const TEXTS = {
  INQUIRY_NOT_FOUND: { ko: '문의를 찾을 수 없습니다.', en: 'Inquiry not found.', ja: 'お問い合わせが見つかりません。' },
  ORDER_NOT_FOUND: { ko: '회원님의 예약에서 찾을 수 없는 예약 번호입니다.', en: 'This booking number is not one of your bookings.', ja: 'お客様の予約に該当しない予約番号です。' },
  INQUIRY_TYPE_UNKNOWN: { ko: '문의 유형을 선택해 주세요.', en: 'Choose an inquiry type.', ja: 'お問い合わせの種類を選択してください。' },
  ALREADY_ANSWERED: { ko: '이미 답변한 문의입니다.', en: 'This inquiry has already been answered.', ja: 'すでに回答済みのお問い合わせです。' },
  STAFF_ONLY: { ko: '상담원만 이용할 수 있습니다.', en: 'Only customer centre staff can do this.', ja: '担当者のみ利用できます。' },
  POLICY_NOT_FOUND: { ko: '문서를 찾을 수 없습니다.', en: 'Document not found.', ja: '文書が見つかりません。' },
  INQUIRIES_PER_MEMBER: {
    ko: '하루에 보낼 수 있는 문의 수를 넘었습니다. 보내신 문의에 답변을 드릴 예정이니 잠시 후 다시 보내 주세요.',
    en: 'You have sent as many inquiries as can be sent in a day. We will answer the ones you sent; please try again later.',
    ja: '1日に送信できるお問い合わせの数を超えました。送信済みのお問い合わせには回答いたします。しばらくしてから再度お送りください。',
  },
  INQUIRIES_PER_ADDRESS: {
    ko: '이 네트워크에서 짧은 시간에 문의가 너무 많이 접수되었습니다. 잠시 후 다시 보내 주세요.',
    en: 'Too many inquiries were sent from this network in a short time. Please try again shortly.',
    ja: 'このネットワークから短時間に多くのお問い合わせが送信されました。しばらくしてから再度お送りください。',
  },
} as const;

const STATUS = {
  INQUIRY_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 400,
  INQUIRY_TYPE_UNKNOWN: 400,
  ALREADY_ANSWERED: 409,
  STAFF_ONLY: 403,
  POLICY_NOT_FOUND: 404,
  INQUIRIES_PER_MEMBER: 429,
  INQUIRIES_PER_ADDRESS: 429,
} as const;

export const supportFail = failureCatalog(TEXTS, STATUS);

/** Live chat's own failures (a conversation that is gone or over). */
export const chatFail = failureCatalog(
  {
    CHAT_NOT_FOUND: { ko: '대화를 찾을 수 없습니다.', en: 'This conversation could not be found.', ja: '会話が見つかりません。' },
    CHAT_CLOSED: { ko: '종료된 대화입니다.', en: 'This conversation has ended.', ja: '終了した会話です。' },
  },
  { CHAT_NOT_FOUND: 404, CHAT_CLOSED: 409 },
);
