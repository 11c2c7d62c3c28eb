// The centre's notices to members, from its events: an answered inquiry is an e-mail in the
// member's language, written through the message transport in the same transaction as the answer
// (never sent for an answer that rolled back, never lost for one that committed).
import type { Tx } from '../../db/database';
import { memberContact } from '../auth';
import type { MessageTransport, OutgoingMessage } from '../messages';
import type { SupportEvent } from './events';

const TEXTS = {
  ko: { subject: '[어썸스테이] 문의에 답변이 등록되었습니다', body: (t: string) => `문의하신 "${t}"에 답변이 등록되었습니다. 1:1 문의 내역(/inquiries)에서 확인해 주세요.` },
  en: { subject: '[AwesomeStay] Your inquiry has been answered', body: (t: string) => `We have answered your inquiry "${t}". See it under My inquiries (/en/inquiries).` },
  ja: { subject: '[オーサムステイ] お問い合わせに回答しました', body: (t: string) => `お問い合わせ「${t}」に回答しました。お問い合わせ履歴（/ja/inquiries）でご確認ください。` },
} as const;

export function answeredMessage(email: string, locale: 'ko' | 'en' | 'ja', title: string): OutgoingMessage {
  const t = TEXTS[locale] ?? TEXTS.ko;
  return { channel: 'EMAIL', dest: email, type: 'INQUIRY_ANSWERED', subject: t.subject, body: t.body(title) };
}

/** Sends what the events call for; a member without an e-mail hears nothing. */
export async function sendNotices(tx: Tx, transport: MessageTransport, events: readonly SupportEvent[], now: Date): Promise<void> {
  for (const event of events) {
    const to = await memberContact(tx, event.userIdx);
    if (to) await transport.send(answeredMessage(to.email, to.locale, event.title), { tx, now });
  }
}
