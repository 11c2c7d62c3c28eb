// Partial cancellation (PUT /v1/books/part-cancel/{id}): one room of a multi-room booking, or the
// last nights of a stay, decided from the order's facts and today's Korean day. Pure, like
// `previewCancellation`: the preview call shows these figures, the confirm executes exactly them.
//
// Rules (decided here; SPEC §4 knows only 'free until {date}' and 'not possible'):
// - Only a paid (SOLD) confirm / confirm_wait booking of our own inventory with dates, while its
//   free cancellation is open (the rate plan allows cancelling): no fee, like the full cancel.
// - ROOM: the booking keeps at least one room (rooms >= 2). NIGHTS: 1..nights-1 of the last nights;
//   the first night is kept (a booking of one night is cancelled whole).
// - What comes back is the cancelled share of what is still paid, route by route: the share is
//   cancelled room-nights / booked room-nights, each route rounded down to whole won (the rest
//   stays with the booking and comes back with a later full cancel, so nothing is ever lost).
//   Card / easy pay by the gateway (up to REFUND_BUSINESS_DAYS), awesome cash and welfare points
//   at once. Additional payments (extra bed ...) stay with the booking.
// - The coupon comes back only when the whole booking is cancelled: a partial cancel keeps it
//   on the booking (`coupon.returned` is always false, reason PARTIAL_KEEPS).
// - The guests: `guests` says who the booking keeps (guests.ts); a ROOM request may carry the
//   member's choice of who stays. Part of the fingerprint, so the confirm keeps exactly that party.
import { createHash } from 'node:crypto';
import { addDays } from '../../../lib/days';
import { addBusinessDays } from './business-days';
import { CANCELLABLE_STATUSES, freeCancelOpenOn, REFUND_BUSINESS_DAYS } from './preview';
import { guestsAfterCancel, type GuestsAfter, type Party } from './guests';
import type { CancellationFacts, CancelRuleKind, PaidLine, RefundLine } from './types';

/** ROOM may carry who stays in the rooms left (the member's choice, guests.ts). */
export type PartCancelRequest = { kind: 'ROOM'; guests?: Party } | { kind: 'NIGHTS'; nights: number };

export type PartRefusal = 'ALREADY_CANCELLED' | 'CANCEL_IN_PROGRESS' | 'CANCEL_NOT_ALLOWED' | 'PAYMENT_IN_PROGRESS' | 'NOT_DIVISIBLE' | 'EXTERNAL_CHANNEL' | 'NO_DATES';

export interface PartCancelFacts extends CancellationFacts {
  rooms: number;
  nights: number;
  checkInDate: string | null;
  checkOutDate: string | null;
  /** Null = our own inventory; a supplier's booking is not partially cancellable. */
  channelCode: string | null;
  /** The party as booked. */
  party: Party;
  /** The most guests the booked room takes (catalogue rooms.max_occupancy; infants not counted). */
  maxOccupancy: number;
}

export interface PartCancelPreview {
  orderNum: string;
  request: PartCancelRequest;
  allowed: boolean;
  refusal: PartRefusal | null;
  rule: { kind: CancelRuleKind; cancelDate: string | null };
  /** What is cancelled: rooms x nights, and the nights' dates [from, to). */
  cancelled: { rooms: number; nights: number; from: string | null; to: string | null };
  /** What the booking keeps. */
  remaining: { rooms: number; nights: number; checkOutDate: string | null };
  /** Cancelled room-nights over booked room-nights. */
  share: { cancelled: number; of: number };
  /** The guests before and after: who stays, or that the member must choose (guests.ts). */
  guests: GuestsAfter;
  /** What is still paid, per route (zero routes left out). */
  paid: PaidLine[];
  paidTotal: number;
  fee: { amount: number; rule: CancelRuleKind; date: string | null };
  coupon: { returned: false; reason: 'PARTIAL_KEEPS'; amount: number; useExpireDate: string } | null;
  refunds: RefundLine[];
  refundTotal: number;
  today: string;
  fingerprint: string;
}

/** Which partial cancels a booking offers today (my page shows only these). */
export function partOptions(facts: Omit<PartCancelFacts, 'party' | 'maxOccupancy'>, today: string): { room: boolean; maxNights: number } {
  const base = refusalOf(facts, today);
  if (base !== null) return { room: false, maxNights: 0 };
  return { room: facts.rooms >= 2, maxNights: Math.max(0, facts.nights - 1) };
}

function refusalOf(facts: Omit<PartCancelFacts, 'party' | 'maxOccupancy'>, today: string): PartRefusal | null {
  // cancel_request: a partial cancel of this booking is under way (its refund is being made).
  if (facts.status === 'cancel_request' && facts.holdState === 'SOLD') return 'CANCEL_IN_PROGRESS';
  if (facts.status === 'cancel' || facts.status === 'cancel_wait' || facts.holdState === 'RELEASED') return 'ALREADY_CANCELLED';
  if (facts.holdState === 'HELD' || facts.holdState === 'PAYING') return 'PAYMENT_IN_PROGRESS';
  if (facts.channelCode !== null) return 'EXTERNAL_CHANNEL';
  if (facts.checkInDate === null || facts.checkOutDate === null) return 'NO_DATES';
  if (!CANCELLABLE_STATUSES.includes(facts.status) || !freeCancelOpenOn(facts.cancelFreeDate, today) || facts.payment === null) return 'CANCEL_NOT_ALLOWED';
  return null;
}

function ruleOf(facts: PartCancelFacts, today: string): CancelRuleKind {
  if (facts.holdState === 'HELD') return 'UNPAID';
  if (facts.cancelFreeDate === null) return 'NON_REFUNDABLE';
  return freeCancelOpenOn(facts.cancelFreeDate, today) ? 'FREE_UNTIL' : 'DEADLINE_PASSED';
}

/** The cancelled share of `amount`, rounded down to whole won. */
export const shareOf = (amount: number, cancelled: number, of: number): number => (of <= 0 ? 0 : Math.floor((amount * cancelled) / of));

export function previewPartCancel(facts: PartCancelFacts, request: PartCancelRequest, today: string): PartCancelPreview {
  const rule = ruleOf(facts, today);
  let refusal = refusalOf(facts, today);
  if (refusal === null) {
    if (request.kind === 'ROOM' && facts.rooms < 2) refusal = 'NOT_DIVISIBLE';
    if (request.kind === 'NIGHTS' && (!Number.isInteger(request.nights) || request.nights < 1 || request.nights >= facts.nights)) refusal = 'NOT_DIVISIBLE';
  }
  const allowed = refusal === null;

  const cancelledRooms = request.kind === 'ROOM' ? 1 : facts.rooms;
  const cancelledNights = request.kind === 'ROOM' ? facts.nights : request.nights;
  const of = facts.rooms * facts.nights;
  const cancelledRN = allowed ? cancelledRooms * cancelledNights : 0;
  const keptCheckOut = facts.checkOutDate !== null && request.kind === 'NIGHTS' && allowed ? addDays(facts.checkOutDate, -request.nights) : facts.checkOutDate;
  const from = facts.checkInDate === null ? null : request.kind === 'ROOM' ? facts.checkInDate : keptCheckOut;
  const cancelled = allowed ? { rooms: cancelledRooms, nights: cancelledNights, from, to: facts.checkOutDate } : { rooms: 0, nights: 0, from: null, to: null };
  const remaining = allowed
    ? { rooms: facts.rooms - (request.kind === 'ROOM' ? 1 : 0), nights: facts.nights - (request.kind === 'NIGHTS' ? request.nights : 0), checkOutDate: keptCheckOut }
    : { rooms: facts.rooms, nights: facts.nights, checkOutDate: facts.checkOutDate };
  const chosen = request.kind === 'ROOM' ? request.guests : undefined;
  const guests = guestsAfterCancel({ party: facts.party, rooms: facts.rooms, cancelledRooms: facts.rooms - remaining.rooms, maxPerRoom: facts.maxOccupancy }, chosen);

  const paid: PaidLine[] = [];
  if (facts.payment && facts.payment.amount > 0) paid.push({ route: 'PAYMENT', method: facts.payment.method, amount: facts.payment.amount });
  if (facts.awesomeCash > 0) paid.push({ route: 'AWESOME_CASH', method: null, amount: facts.awesomeCash });
  if (facts.welfarePoints > 0) paid.push({ route: 'WELFARE_POINTS', method: null, amount: facts.welfarePoints });
  if (facts.coupon && facts.coupon.amount > 0) paid.push({ route: 'COUPON', method: null, amount: facts.coupon.amount });
  const paidTotal = paid.reduce((sum, l) => sum + l.amount, 0);

  const refunds: RefundLine[] = [];
  if (allowed) {
    const by = addBusinessDays(today, REFUND_BUSINESS_DAYS);
    for (const line of paid) {
      if (line.route === 'COUPON') continue;
      const amount = shareOf(line.amount, cancelledRN, of);
      if (amount <= 0) continue;
      const immediate = line.route !== 'PAYMENT';
      refunds.push({ route: line.route, method: line.method, amount, timing: immediate ? 'IMMEDIATE' : 'BY_DATE', by: immediate ? null : by });
    }
  }
  const refundTotal = refunds.reduce((sum, r) => sum + r.amount, 0);
  const coupon = facts.coupon ? { returned: false as const, reason: 'PARTIAL_KEEPS' as const, amount: facts.coupon.amount, useExpireDate: facts.coupon.useExpireDate } : null;
  const fee = { amount: 0, rule, date: facts.cancelFreeDate };

  const body = {
    orderNum: facts.orderNum,
    request,
    allowed,
    refusal,
    rule: { kind: rule, cancelDate: facts.cancelFreeDate },
    cancelled,
    remaining,
    share: { cancelled: cancelledRN, of },
    guests,
    paid,
    paidTotal,
    fee,
    coupon,
    refunds,
    refundTotal,
  };
  const figures = { ...body, refunds: refunds.map((r) => [r.route, r.method, r.amount, r.timing]) };
  const fingerprint = createHash('sha256').update(JSON.stringify(figures)).digest('hex').slice(0, 32);
  return { ...body, today, fingerprint };
}

/** What the booking's amounts become once the preview is executed (orders_amounts_check holds). */
export function amountsAfter(
  order: { rooms: number; nights: number; originalAmount: number; saleAmount: number; couponAmount: number; pointAmount: number; userPointAmount: number; totalAmount: number },
  preview: PartCancelPreview,
) {
  const refundOf = (route: string) => preview.refunds.find((r) => r.route === route)?.amount ?? 0;
  const pointAmount = order.pointAmount - refundOf('AWESOME_CASH');
  const userPointAmount = order.userPointAmount - refundOf('WELFARE_POINTS');
  const totalAmount = order.totalAmount - refundOf('PAYMENT');
  const saleAmount = totalAmount + order.couponAmount + pointAmount + userPointAmount;
  const originalAmount = Math.max(saleAmount, order.originalAmount - shareOf(order.originalAmount, preview.share.cancelled, preview.share.of));
  // The confirm refuses a preview without a remaining party; a claim stored before previews had
  // guests (taken over after a crash) keeps the booked party.
  const party = (preview.guests as GuestsAfter | undefined)?.after;
  const guests = party ? { adults: party.adults, childAges: party.childAges } : {};
  return { rooms: preview.remaining.rooms, nights: preview.remaining.nights, checkOutDate: preview.remaining.checkOutDate, ...guests, originalAmount, saleAmount, discountedAmount: originalAmount - saleAmount, pointAmount, userPointAmount, totalAmount };
}
