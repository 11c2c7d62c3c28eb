// The deals' notices to members, from their events: a deal the member asked about has opened, an
// e-mail in the member's language written through the message transport in the same transaction
// as the alarm's claim (never twice, never for a claim that rolled back).
import type { Tx } from '../../db/database';
import { memberContact } from '../auth';
import type { MessageTransport } from '../messages';
import type { DealEvent } from './events';

const TEXTS = {
  ko: { subject: '[어썸스테이] 기다리시던 특가가 열렸습니다', body: (t: string) => `알림 신청하신 "${t}" 특가 판매가 시작되었습니다. 지금 예약해 보세요.` },
  en: { subject: '[AwesomeStay] Your deal is open', body: (t: string) => `The deal you asked about, "${t}", is now on sale. Book it while it lasts.` },
  ja: { subject: '[オーサムステイ] お待ちの特価が始まりました', body: (t: string) => `通知をお申し込みの「${t}」の販売が始まりました。今すぐご予約ください。` },
} as const;

/** Sends what the events call for; returns how many members were told (one without an e-mail is not). */
export async function sendNotices(tx: Tx, transport: MessageTransport, events: readonly DealEvent[], now: Date): Promise<number> {
  let told = 0;
  for (const event of events) {
    const to = await memberContact(tx, event.userIdx);
    if (!to) continue;
    const text = TEXTS[to.locale];
    await transport.send({ channel: 'EMAIL', dest: to.email, type: 'ADVANCE_NOTICE', subject: text.subject, body: text.body(event.title[to.locale]) }, { tx, now });
    told += 1;
  }
  return told;
}
