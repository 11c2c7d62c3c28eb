// The booking's notices to the guest from its events: a payment that was taken after the room
// was already given back (a confirm whose answer was lost, settled late) has been refunded in
// full; the member is told by e-mail in their language, through the app's message transport.
import type { Db } from '../../db/database';
import { memberContact } from '../auth';
import { noticeEmail, type MessageTransport, type NoticeTexts } from '../messages';
import type { BookingEvent } from './events';

const REFUNDED: NoticeTexts = {
  ko: { subject: '[어썸스테이] 결제가 취소(환불)되었습니다', body: '예약 가능 시간이 지난 뒤 결제가 승인되어 예약이 확정되지 않았습니다. 결제하신 {amount}원은 전액 취소되었습니다. 불편을 드려 죄송합니다.' },
  en: { subject: '[AwesomeStay] Your payment was refunded', body: 'Your payment was approved after the time to book had run out, so the booking could not be made. The {amount} won you paid has been refunded in full. We are sorry for the trouble.' },
  ja: { subject: '[オーサムステイ] お支払いは取り消し(返金)されました', body: '予約可能時間を過ぎてから決済が承認されたため、予約は確定できませんでした。お支払いの{amount}ウォンは全額取り消されました。ご不便をおかけして申し訳ございません。' },
};

export async function sendBookingNotices(db: Db, transport: MessageTransport | undefined, events: readonly BookingEvent[], now: Date): Promise<number> {
  if (!transport) return 0;
  let told = 0;
  for (const event of events) {
    if (event.type !== 'booking.refunded') continue;
    await db.transaction(async (tx) => {
      const to = await memberContact(tx, event.userIdx);
      if (!to) return;
      await transport.send(noticeEmail(to, 'BOOKING_REFUNDED', REFUNDED, { amount: event.amount }), { tx, now });
      told += 1;
    });
  }
  return told;
}
