// The membership's notices subscriber: turns the domain events a use case returns
// (rules/events.ts) into e-mails in the member's language, sent through the app's message
// transport with the transaction of the change they announce. So a notice is never sent for a
// change that rolled back, never lost for one that committed, and sent once per change (the change
// itself happens once: a state move, or a conditional marker such as `reminded_for`).
import type { Tx } from '../../db/database';
import { memberContact } from '../auth';
import { noticeEmail, type MessageTransport, type NoticeTexts } from '../messages';
import type { MembershipEvent } from './rules/events';

export type NoticeKind = 'RENEWAL_REMINDER' | 'CARD_EXPIRING' | 'PAYMENT_FAILED' | 'ENDED_UNPAID' | 'ENDED' | 'ENDED_PRICE' | 'PRICE_CONSENT';

const TEXTS: Record<NoticeKind, NoticeTexts> = {
  PRICE_CONSENT: {
    ko: { subject: '[어썸스테이] 멤버십 가격 변경 동의 요청', body: '{date} 갱신부터 멤버십 가격이 {amount}원으로 바뀝니다. 멤버십 관리의 가격 변경 화면에서 동의 여부를 알려 주세요. 동의하지 않거나 답하지 않으면 멤버십은 {date}에 종료되고 결제되지 않습니다.' },
    en: { subject: '[AwesomeStay] Please answer: membership price change', body: 'From the renewal on {date} your membership price becomes KRW {amount}. Please tell us on the price change screen of your membership page whether you agree. If you do not agree or do not answer, your membership ends on {date} and you will not be charged.' },
    ja: { subject: '[オーサムステイ] メンバーシップ価格変更への同意のお願い', body: '{date}の更新からメンバーシップ価格が{amount}ウォンに変わります。メンバーシップ管理の価格変更画面で同意されるかお知らせください。同意されない場合やご回答がない場合、メンバーシップは{date}に終了し、請求はありません。' },
  },
  ENDED_PRICE: {
    ko: { subject: '[어썸스테이] 멤버십 종료', body: '새 멤버십 가격에 동의하지 않으셔서 이용 기간이 끝난 오늘 멤버십이 종료되었습니다. 결제되지 않았습니다. 언제든 다시 가입할 수 있습니다.' },
    en: { subject: '[AwesomeStay] Membership ended', body: 'You did not agree to the new membership price, so your membership ended today at the end of its period. You were not charged. You can join again any time.' },
    ja: { subject: '[オーサムステイ] メンバーシップ終了', body: '新しいメンバーシップ価格に同意されなかったため、ご利用期間の終了とともにメンバーシップは終了しました。請求はありません。いつでも再加入できます。' },
  },
  RENEWAL_REMINDER: {
    ko: { subject: '[어썸스테이] 골드 멤버십 갱신 안내', body: '{date}에 골드 멤버십이 {amount}원으로 자동 갱신됩니다. 갱신을 원하지 않으시면 그 전에 멤버십 관리에서 해지해 주세요.' },
    en: { subject: '[AwesomeStay] Your Gold membership renews soon', body: 'Your Gold membership renews automatically on {date} for KRW {amount}. To stop it, cancel on the membership page before then.' },
    ja: { subject: '[オーサムステイ] ゴールドメンバーシップ更新のお知らせ', body: '{date}にゴールドメンバーシップが{amount}ウォンで自動更新されます。更新しない場合は、それまでにメンバーシップ管理で解約してください。' },
  },
  CARD_EXPIRING: {
    ko: { subject: '[어썸스테이] 결제 카드 만료 예정', body: '멤버십 결제 카드가 {date}에 만료되어 다음 결제를 할 수 없습니다. 멤버십 관리에서 카드를 바꿔 주세요.' },
    en: { subject: '[AwesomeStay] Your payment card expires soon', body: 'The card for your membership expires on {date}, before your next payment. Please change it on the membership page.' },
    ja: { subject: '[オーサムステイ] お支払いカードの有効期限', body: 'メンバーシップのお支払いカードは{date}に有効期限が切れ、次回の決済ができません。メンバーシップ管理でカードを変更してください。' },
  },
  PAYMENT_FAILED: {
    ko: { subject: '[어썸스테이] 멤버십 결제 실패', body: '멤버십 갱신 결제가 실패했습니다. {date}까지 혜택은 유지되며, 그때까지 결제되지 않으면 멤버십이 종료됩니다. 멤버십 관리에서 카드를 바꾸면 바로 다시 결제합니다.' },
    en: { subject: '[AwesomeStay] Membership payment failed', body: 'Your membership renewal payment failed. Your benefits continue until {date}; if it is not paid by then, the membership ends. Change your card on the membership page to pay at once.' },
    ja: { subject: '[オーサムステイ] メンバーシップの決済失敗', body: 'メンバーシップ更新の決済に失敗しました。{date}まで特典は続き、それまでに決済されない場合はメンバーシップが終了します。メンバーシップ管理でカードを変更するとすぐに再決済します。' },
  },
  ENDED_UNPAID: {
    ko: { subject: '[어썸스테이] 멤버십 종료', body: '결제가 완료되지 않아 멤버십이 종료되었습니다. 언제든 다시 가입할 수 있습니다.' },
    en: { subject: '[AwesomeStay] Membership ended', body: 'Your membership ended because the payment did not go through. You can join again any time.' },
    ja: { subject: '[オーサムステイ] メンバーシップ終了', body: '決済が完了しなかったため、メンバーシップは終了しました。いつでも再加入できます。' },
  },
  ENDED: {
    ko: { subject: '[어썸스테이] 멤버십 종료', body: '해지하신 멤버십의 이용 기간이 끝나 종료되었습니다. 이후 결제되지 않습니다.' },
    en: { subject: '[AwesomeStay] Membership ended', body: 'The membership you cancelled has reached the end of its period and ended. You will not be charged again.' },
    ja: { subject: '[オーサムステイ] メンバーシップ終了', body: '解約されたメンバーシップはご利用期間が終了しました。今後の請求はありません。' },
  },
};

interface Notice {
  kind: NoticeKind;
  userIdx: number;
  date?: Date;
  amount?: number;
}

/** The notice an event calls for, if any: which changes the member hears about, and with what date and amount. */
export function noticeOf(event: MembershipEvent): Notice | null {
  const { userIdx } = event;
  switch (event.type) {
    case 'membership.renewal_failed':
      // Told once per period, at the first failure: the retries of the same period stay silent.
      return event.first ? { kind: 'PAYMENT_FAILED', userIdx, date: event.graceUntil ?? undefined } : null;
    case 'membership.ended':
      if (event.reason === 'UNPAID') return { kind: 'ENDED_UNPAID', userIdx };
      if (event.reason === 'CANCELLED') return { kind: 'ENDED', userIdx };
      if (event.reason === 'PRICE_REFUSED') return { kind: 'ENDED_PRICE', userIdx };
      // The member ended it themselves, on a screen that already says so.
      return null;
    case 'membership.reminder_due':
      return { kind: 'RENEWAL_REMINDER', userIdx, date: event.renewalAt, amount: event.amount };
    case 'membership.card_expiring':
      return { kind: 'CARD_EXPIRING', userIdx, date: event.cardExpiresAt ?? undefined };
    case 'membership.price_consent_requested':
      return { kind: 'PRICE_CONSENT', userIdx, date: event.renewalAt, amount: event.newPrice };
    default:
      return null;
  }
}

/** Sends the notices of these events in `tx` (the transaction of the change), in their order. */
export async function sendNotices(tx: Tx, transport: MessageTransport, events: readonly MembershipEvent[], now: Date): Promise<void> {
  for (const event of events) {
    const notice = noticeOf(event);
    if (notice) await sendNotice(tx, transport, notice, now);
  }
}

async function sendNotice(tx: Tx, transport: MessageTransport, notice: Notice, now: Date): Promise<void> {
  // A member without an e-mail (a messenger login without one) gets no notice; the screens still show it all.
  const to = await memberContact(tx, notice.userIdx);
  if (!to) return;
  // The type keeps the name these notices always had, so an operator's filters still find them.
  await transport.send(noticeEmail(to, `MEMBERSHIP_${notice.kind}`, TEXTS[notice.kind], notice), { tx, now });
}
