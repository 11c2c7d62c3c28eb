// The welfare points' year-end notices (an e-mail in the member's language), written through the
// message transport in the same transaction as the ledger row and the year's marker: never sent
// for a change that rolled back, never lost for one that committed.
import type { Tx } from '../../db/database';
import { memberContact } from '../auth';
import { noticeEmail, type MessageTransport, type NoticeTexts } from '../messages';

export type WelfareNotice = 'WELFARE_EXPIRING' | 'WELFARE_EXPIRED';

const TEXTS: Record<WelfareNotice, NoticeTexts> = {
  WELFARE_EXPIRING: {
    ko: { subject: '[어썸스테이] 복지포인트 소멸 예정 안내', body: '보유하신 복지포인트 {amount}원은 {date}까지 사용할 수 있으며, 이후 소멸됩니다. 숙소 예약 결제 때 카드와 함께 사용해 보세요.' },
    en: { subject: '[AwesomeStay] Your welfare points expire soon', body: 'Your KRW {amount} of welfare points can be used until {date}; after that they expire. Use them with a card when you pay for a stay.' },
    ja: { subject: '[オーサムステイ] 福利厚生ポイント失効のお知らせ', body: '保有中の福利厚生ポイント{amount}ウォンは{date}までご利用いただけ、その後失効します。宿泊予約の決済時にカードと併用できます。' },
  },
  WELFARE_EXPIRED: {
    ko: { subject: '[어썸스테이] 복지포인트 소멸', body: '{date}까지 사용하지 않은 복지포인트 {amount}원이 소멸되었습니다.' },
    en: { subject: '[AwesomeStay] Welfare points expired', body: 'KRW {amount} of welfare points not used by {date} have expired.' },
    ja: { subject: '[オーサムステイ] 福利厚生ポイント失効', body: '{date}までに使用されなかった福利厚生ポイント{amount}ウォンが失効しました。' },
  },
};

/** The notice of `kind` to the member, in their language; nothing when they have no e-mail. */
export async function sendWelfareNotice(tx: Tx, transport: MessageTransport, userIdx: number, kind: WelfareNotice, at: { amount: number; date: Date }, now: Date): Promise<void> {
  const to = await memberContact(tx, userIdx);
  if (!to) return;
  // The type keeps the name these notices always had, so an operator's filters still find them.
  await transport.send(noticeEmail(to, `MEMBERSHIP_${kind}`, TEXTS[kind], at), { tx, now });
}
