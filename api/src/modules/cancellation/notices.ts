// The cancellation's notice to the traveller: a cancelled booking (or part of one) is an e-mail
// with what is refunded to which route and when, to the guest's e-mail given at booking and to
// the member's account e-mail (once when the same), written in the closing transaction of the
// cancellation itself (close.ts): never sent for a close that rolled back, never lost for one
// that committed. What it needs to read (names, addresses) is read before that transaction opens.
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database';
import type { OrderRefundRow, OrderRow } from '../../db/schema/orders';
import type { Locale } from '../../lib/locale';
import { bookedNames, bookingRecipients, sendRendered, voucherUrl } from '../booking';
import type { Template } from '../messages';

/** Writes the notice of one cancellation in its closing transaction. */
export type CancellationNotice = (tx: Tx, refunds: readonly OrderRefundRow[], now: Date) => Promise<void>;

/** What a part leaves of the booking: its rooms and the party staying in them (rules/guests.ts). */
export type Remaining = { rooms: number; adults: number; childAges: readonly number[] } | null;

export async function cancellationNotice(app: FastifyInstance, order: OrderRow, scope: 'WHOLE' | 'ROOM' | 'NIGHTS', key: string, locale: Locale, remaining: Remaining = null): Promise<CancellationNotice> {
  const recipients = await bookingRecipients(app.database.orm, order, locale);
  const names = await bookedNames(app, order);
  return (tx, refunds, now) => {
    const template = (to: Locale): Template => ({
      kind: 'BOOKING_CANCELLED',
      data: {
        orderNum: order.orderNum,
        stayName: names(to).stayName,
        checkIn: order.checkInDate,
        checkOut: order.checkOutDate,
        scope,
        remaining: remaining ? { rooms: remaining.rooms, adults: remaining.adults, children: remaining.childAges.length } : null,
        refunds: refunds.filter((r) => r.amount > 0).map((r) => ({ route: r.route, method: r.method, amount: r.amount, timing: r.timing, by: r.dueBy })),
        voucherUrl: voucherUrl(app, order.orderNum),
      },
    });
    return sendRendered(app.transport, tx, now, recipients, 'BOOKING_CANCELLED', `${order.orderNum}:${key}`, template);
  };
}
