// The member's notice that an inquiry was answered (issue 12), through the message service's
// transport (an e-mail in the outbox by default), in the member's language.
import type { OutgoingMessage } from '../messages';

const TEXTS = {
  ko: { subject: '[어썸스테이] 문의에 답변이 등록되었습니다', body: (t: string) => `문의하신 "${t}"에 답변이 등록되었습니다. 1:1 문의 내역(/inquiries)에서 확인해 주세요.` },
  en: { subject: '[AwesomeStay] Your inquiry has been answered', body: (t: string) => `We have answered your inquiry "${t}". See it under My inquiries (/en/inquiries).` },
  ja: { subject: '[オーサムステイ] お問い合わせに回答しました', body: (t: string) => `お問い合わせ「${t}」に回答しました。お問い合わせ履歴（/ja/inquiries）でご確認ください。` },
} as const;

export function answeredMessage(email: string, locale: 'ko' | 'en' | 'ja', title: string): OutgoingMessage {
  const t = TEXTS[locale] ?? TEXTS.ko;
  return { channel: 'EMAIL', dest: email, type: 'INQUIRY_ANSWERED', subject: t.subject, body: t.body(title) };
}
