// The booking's notices to the traveller, from its events: a paid booking is a confirmation
// e-mail (rules in messages/rules/render.ts) to the guest's e-mail given at booking and to the
// member's account e-mail (once when they are the same), each in its reader's language: the
// account's language for the member, the language the booking was paid in for the guest. A
// payment taken after the room was already given back (a confirm whose answer was lost, settled
// late) has been refunded in full: the member is told so.
//
// `booking.paid` is returned after the payment's own transaction has committed (the payment
// use-cases decide that), so the confirmation is written in a transaction of its own right after,
// keyed by order and address: a repeated event never writes it twice. A channel booking is
// announced only once its supplier confirmed it (the event says it may still be confirm_wait).
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database';
import type { OrderRow, PayMethod } from '../../db/schema/orders';
import type { Locale } from '../../lib/locale';
import { memberContact } from '../auth';
import { nameOf } from '../catalog';
import { noticeEmail, renderMessage, type BookingConfirmedData, type MessageTransport, type NoticeTexts, type OutgoingMessage, type Template } from '../messages';
import type { BookingEvent } from './events';
import { reposOf } from './stores';

export interface Recipient {
  email: string;
  locale: Locale;
}

/** The member's account e-mail and the guest's e-mail of the booking, once when they are the same. */
export async function bookingRecipients(db: Tx, order: Pick<OrderRow, 'userIdx' | 'guestEmail'>, guestLocale?: Locale): Promise<Recipient[]> {
  const member = await memberContact(db, order.userIdx);
  const out: Recipient[] = member ? [member] : [];
  const guest = order.guestEmail.trim();
  if (guest && !out.some((r) => r.email.toLowerCase() === guest.toLowerCase())) out.push({ email: guest, locale: guestLocale ?? member?.locale ?? 'ko' });
  return out;
}

/** The stay's and the room's names in each language, read once for every recipient. */
export async function bookedNames(app: FastifyInstance, order: Pick<OrderRow, 'productIdx' | 'roomIdx' | 'ratePlanIdx'>) {
  const stay = await reposOf(app.database.orm).productDetail.bookedStay(order);
  const none = { nameKo: '', nameEn: '', nameJa: '' };
  return (locale: Locale) => ({ stayName: nameOf(stay?.property ?? none, locale), roomName: nameOf(stay?.room ?? none, locale) });
}

export const voucherUrl = (app: FastifyInstance, orderNum: string): string => `${app.env.publicOrigin ?? ''}/lms/${orderNum}`;

/** One rendered e-mail per recipient, keyed so that it is written once however often it is written. */
export function renderedFor(recipients: readonly Recipient[], type: string, key: string, template: (locale: Locale) => Template): OutgoingMessage[] {
  return recipients.map((to) => {
    const r = renderMessage(template(to.locale), to.locale);
    return { channel: 'EMAIL', dest: to.email, type, subject: r.subject, body: r.text, html: r.html, dedupeKey: `${type}:${key}:${to.email.toLowerCase()}` };
  });
}

/** Writes messages through the transport in the caller's transaction. */
export async function writeAll(transport: MessageTransport, tx: Tx, now: Date, messages: readonly OutgoingMessage[]): Promise<void> {
  for (const message of messages) await transport.send(message, { tx, now });
}

/** Writes one rendered e-mail per recipient through the transport, keyed so that it is written once. */
export async function sendRendered(transport: MessageTransport, tx: Tx, now: Date, recipients: readonly Recipient[], type: string, key: string, template: (locale: Locale) => Template): Promise<void> {
  await writeAll(transport, tx, now, renderedFor(recipients, type, key, template));
}

async function confirmation(app: FastifyInstance, orderIdx: number, guestLocale: Locale | undefined): Promise<void> {
  const repos = reposOf(app.database.orm);
  const order = await repos.orders.byIdx(orderIdx);
  if (!order || order.status !== 'confirm') return;
  const charged = (await repos.orderPayments.ofOrder(order.idx)).find((p) => p.payStatus === 'complete');
  const messages = await confirmationMessages(app, order, charged?.payMethod ?? null, guestLocale);
  const now = app.clock();
  await app.database.orm.transaction((tx) => writeAll(app.transport, tx, now, messages));
}

/**
 * The confirmation e-mails of a confirmed booking paid with `method`. The confirm renders them
 * before the payment's transaction so that transaction only writes them: the booking and its
 * confirmation commit together, and a process that dies between two commits cannot lose it.
 */
export async function confirmationMessages(app: FastifyInstance, order: OrderRow, method: PayMethod | null, guestLocale: Locale | undefined): Promise<OutgoingMessage[]> {
  const recipients = await bookingRecipients(app.database.orm, order, guestLocale);
  const names = await bookedNames(app, order);
  const paid: BookingConfirmedData['paid'] = [
    { route: 'PAYMENT' as const, method, amount: order.totalAmount },
    { route: 'AWESOME_CASH' as const, method: null, amount: order.pointAmount },
    { route: 'WELFARE_POINTS' as const, method: null, amount: order.userPointAmount },
    { route: 'COUPON' as const, method: null, amount: order.couponAmount },
  ].filter((l) => l.amount > 0);
  const data = (locale: Locale): Template => ({
    kind: 'BOOKING_CONFIRMED',
    data: {
      orderNum: order.orderNum,
      ...names(locale),
      checkIn: order.checkInDate,
      checkOut: order.checkOutDate,
      rooms: order.rooms,
      adults: order.adults,
      children: order.childAges.length,
      paid,
      cancelFreeDate: order.cancelFreeDate,
      voucherUrl: voucherUrl(app, order.orderNum),
    },
  });
  return renderedFor(recipients, 'BOOKING_CONFIRMED', order.orderNum, data);
}

const REFUNDED: NoticeTexts = {
  ko: { subject: '[어썸스테이] 결제가 취소(환불)되었습니다', body: '예약 가능 시간이 지난 뒤 결제가 승인되어 예약이 확정되지 않았습니다. 결제하신 {amount}원은 전액 취소되었습니다. 불편을 드려 죄송합니다.' },
  en: { subject: '[AwesomeStay] Your payment was refunded', body: 'Your payment was approved after the time to book had run out, so the booking could not be made. The {amount} won you paid has been refunded in full. We are sorry for the trouble.' },
  ja: { subject: '[オーサムステイ] お支払いは取り消し(返金)されました', body: '予約可能時間を過ぎてから決済が承認されたため、予約は確定できませんでした。お支払いの{amount}ウォンは全額取り消されました。ご不便をおかけして申し訳ございません。' },
};

async function refunded(app: FastifyInstance, event: Extract<BookingEvent, { type: 'booking.refunded' }>): Promise<void> {
  const now = app.clock();
  await app.database.orm.transaction(async (tx) => {
    const to = await memberContact(tx, event.userIdx);
    if (to) await app.transport.send(noticeEmail(to, 'BOOKING_REFUNDED', REFUNDED, { amount: event.amount }), { tx, now });
  });
}

/**
 * Sends what the events call for. A notice that cannot be written is logged (no address) and does
 * not undo the booking it announces: the payment has been taken either way.
 */
export async function sendBookingNotices(app: FastifyInstance, events: readonly BookingEvent[], guestLocale?: Locale): Promise<void> {
  for (const event of events) {
    if (event.type !== 'booking.paid' && event.type !== 'booking.refunded') continue;
    try {
      if (event.type === 'booking.paid') await confirmation(app, event.orderIdx, guestLocale);
      else await refunded(app, event);
    } catch (error) {
      app.log.error({ err: error, orderNum: event.orderNum }, 'booking confirmation not written');
    }
  }
}
