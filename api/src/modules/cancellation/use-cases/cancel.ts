// Cancelling a booking, whatever its scope (the whole booking, a room, the last nights): one
// pipeline, facts -> preview -> claim -> supplier -> gateway refunds -> record. The preview the
// member confirmed (its fingerprint) is executed exactly: a changed one is refused with the new
// preview and nothing changes. A claim (one conditional UPDATE) makes concurrent clicks, replays
// and twin tabs refund once; a refusal by the supplier or the gateway undoes the claim; a claim
// left by a dead process is taken over after STALE_CANCEL_MS with the figures it claimed; the
// closing transaction writes the refunds ledger (close.ts).
import type { FastifyInstance } from 'fastify';
import type { LedgerLine } from '@stay/shared/contracts/money-lines';
import type { OrderPartCancelRow, OrderRefundRow, OrderRow } from '../../../db/schema/orders';
import { koreanDay } from '../../../lib/days';
import type { Locale } from '../../../lib/locale';
import { bookingFail, ownOrderBy } from '../../booking';
import { stockMoved } from '../../catalog';
import { gatewayFor } from '../../payment';
import { cancelFail } from '../failures';
import { partOptions, previewOf, type CancelScope, type CancellationPreview, type PartCancelPreview, type PartCancelRequest } from '../rules';
import { readFacts, type CancellationState } from './facts';
import { cancellationNotice } from '../notices';
import { claimPart, closePart, closeUnpaid, closeWhole, dropPart } from './close';
import { refundOnce } from './gateway-refund';
import { cancelAtSupplier } from './supplier';
import { reposOf } from '../stores';

/** A cancel claim older than this was left by a process that died: a new request may finish it. */
export const STALE_CANCEL_MS = 60_000;

export type OrderKey = { orderNum: string } | { idx: number };

export interface CancelRequest {
  key: OrderKey;
  userIdx: number;
  scope: CancelScope;
  /** The preview's fingerprint the member confirmed (my page always sends it; required for a part). */
  fingerprint?: string;
  locale: Locale;
}

/** A ledger row as the member sees it (the contract my page parses). */
export const refundView = (r: OrderRefundRow): LedgerLine => ({ scope: r.scope, route: r.route, method: r.method, amount: r.amount, timing: r.timing, by: r.dueBy, at: r.createdAt.toISOString() });

/** What a cancellation of `scope` would refund today (the preview calls), and which partial cancels the booking offers. */
export async function previewCancel(app: FastifyInstance, key: OrderKey, userIdx: number, scope: CancelScope, locale: Locale) {
  const order = await ownOrderBy(app, key, userIdx, locale);
  const { facts } = await readFacts(app.database.orm, order);
  const today = koreanDay(app.clock());
  const scoped = previewOf(facts, scope, today);
  if (scoped.scope === 'PART' && scoped.preview.guests.status === 'CHOICE_NOT_IN_BOOKING') throw cancelFail('GUESTS_NOT_IN_BOOKING', locale);
  return { ...scoped, options: partOptions(facts, today) };
}

export function cancelBooking(app: FastifyInstance, req: CancelRequest) {
  return req.scope.kind === 'WHOLE' ? cancelWhole(app, req) : cancelPart(app, req, req.scope);
}

async function cancelWhole(app: FastifyInstance, req: CancelRequest) {
  const { locale } = req;
  const db = app.database.orm;
  // A state can move under us (payment, expiry, a twin cancel): read again and decide again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const order = await ownOrderBy(app, req.key, req.userIdx, locale);
    const now = app.clock();
    const state = await readFacts(db, order);
    if (order.status === 'cancel_wait' && order.holdState === 'SOLD') {
      // Someone is cancelling it now; only a claim left behind by a dead process is taken over,
      // with the figures of the booking as it was when claimed (within its free-cancel date).
      if (!(await reposOf(db).orders.reclaimStaleCancel(order.idx, new Date(now.getTime() - STALE_CANCEL_MS), now))) throw cancelFail('ALREADY_CANCELLED', locale);
      const today = koreanDay(now);
      const claimedOn = order.cancelFreeDate !== null && order.cancelFreeDate < today ? order.cancelFreeDate : today;
      const preview = previewOf({ ...state.facts, status: 'confirm' }, { kind: 'WHOLE' }, claimedOn).preview as CancellationPreview;
      return paidWhole(app, order, 'confirm', preview, state, locale);
    }
    const preview = previewOf(state.facts, { kind: 'WHOLE' }, koreanDay(now)).preview as CancellationPreview;
    if (req.fingerprint !== undefined && req.fingerprint !== preview.fingerprint && preview.refusal !== 'ALREADY_CANCELLED') throw cancelFail('PREVIEW_CHANGED', locale, { preview });
    if (preview.refusal === 'ALREADY_CANCELLED') throw cancelFail('ALREADY_CANCELLED', locale);
    if (preview.refusal === 'PAYMENT_IN_PROGRESS') throw bookingFail('PAYMENT_IN_PROGRESS', locale);
    if (preview.refusal === 'CANCEL_NOT_ALLOWED') throw cancelFail('CANCEL_NOT_ALLOWED', locale, { cancelDate: order.cancelFreeDate, preview });
    if (order.holdState === 'HELD') {
      const done = await unpaidWhole(app, order, preview, now);
      if (done) return done;
      continue;
    }
    if (await reposOf(db).orders.claimCancel(order.idx, order.status, now)) return paidWhole(app, order, order.status, preview, state, locale);
  }
  throw cancelFail('ALREADY_CANCELLED', locale);
}

function wholeAnswer(order: OrderRow, cancelAmount: number, couponReturned: boolean, now: Date, preview: CancellationPreview, refunds: OrderRefundRow[]) {
  return {
    preview,
    orderNum: order.orderNum,
    orderProductStatus: 'cancel' as const,
    payStatus: 'cancel' as const,
    cancelAmount,
    cancelPointAmount: order.pointAmount,
    cancelUserPointAmount: order.userPointAmount,
    couponReturned,
    cancelDate: now.toISOString(),
    refunds: refunds.map(refundView),
  };
}

/** Unpaid: release the hold (stock, points, coupon back) and void its open gateway payments. */
async function unpaidWhole(app: FastifyInstance, order: OrderRow, preview: CancellationPreview, now: Date) {
  const db = app.database.orm;
  const open = (await reposOf(db).orderPayments.ofOrder(order.idx)).filter((p) => p.payStatus === 'ready');
  const closed = await closeUnpaid(db, order, preview, now);
  if (!closed) return null;
  // A late approval at the gateway can never be charged now.
  for (const p of open) await gatewayFor(app.database, app.clock).cancel(p.paymentKey);
  await stockMoved(db, order.productIdx);
  return wholeAnswer(order, 0, closed.couponReturned, now, preview, closed.refunds);
}

/** Paid and claimed (cancel_wait): supplier, refunds, then the close. `backTo` undoes the claim. */
async function paidWhole(app: FastifyInstance, order: OrderRow, backTo: OrderRow['status'], preview: CancellationPreview, state: CancellationState, locale: Locale) {
  const db = app.database.orm;
  const repos = reposOf(db);
  const undo = () => repos.orders.unclaimCancel(order.idx, backTo, app.clock());
  const { payment, addPays } = state;
  if (!payment) {
    await undo();
    throw cancelFail('CANCEL_FAILED', locale);
  }
  if (order.channelCode !== null) {
    let outcome;
    try {
      outcome = await cancelAtSupplier(app, order);
    } catch (error) {
      app.log.warn({ err: error, orderNum: order.orderNum }, 'supplier cancel failed');
      outcome = { refund: false, code: 'CANCEL_FAILED' } as const;
    }
    if (!outcome.refund) {
      await undo();
      throw cancelFail(outcome.code, locale);
    }
  }
  const gateway = gatewayFor(app.database, app.clock);
  const paymentRefund = preview.refunds.find((r) => r.route === 'PAYMENT')?.amount ?? 0;
  const extras = preview.refunds.filter((r) => r.route === 'ADD_PAY');
  let refunded: boolean;
  try {
    refunded = await refundOnce(gateway, payment.paymentKey, payment.cancelAmount, paymentRefund, {
      reason: 'Booking cancelled by the guest',
      idempotencyKey: `cancel-${order.idx}-pay-${payment.idx}-${payment.cancelAmount}-${paymentRefund}`,
    });
    // Each extra (extra bed ...) is refunded with the booking, as previewed; a refusal stops here
    // and the cancellation can be tried again (refunds already made are found and not repeated).
    for (const [i, attempt] of addPays.entries()) {
      if (!refunded) break;
      refunded = await refundOnce(gateway, attempt.paymentKey, attempt.cancelAmount, extras[i]?.amount ?? 0, {
        reason: 'Booking cancelled by the guest (extra)',
        idempotencyKey: `cancel-${order.idx}-addpay-${attempt.idx}-${attempt.cancelAmount}-${extras[i]?.amount ?? 0}`,
      });
    }
  } catch (error) {
    refunded = false;
    app.log.error({ err: error, orderNum: order.orderNum }, 'gateway refund failed');
  }
  if (!refunded) {
    await undo();
    throw cancelFail('CANCEL_FAILED', locale);
  }
  // The cancellation mail is written in the closing transaction (notices.ts).
  const notify = await cancellationNotice(app, order, 'WHOLE', 'WHOLE', locale);
  const now = app.clock();
  const done = await closeWhole(db, order, preview, payment, addPays, now, notify);
  if (!done) throw cancelFail('ALREADY_CANCELLED', locale);
  await stockMoved(db, order.productIdx);
  const extrasRefunded = extras.reduce((sum, r) => sum + r.amount, 0);
  return wholeAnswer(done.order, paymentRefund + extrasRefunded, done.couponReturned, now, preview, done.refunds);
}

async function cancelPart(app: FastifyInstance, req: CancelRequest, scope: PartCancelRequest) {
  const { locale } = req;
  const db = app.database.orm;
  const repos = reposOf(db);
  const order = await ownOrderBy(app, req.key, req.userIdx, locale);
  const { facts, payment } = await readFacts(db, order);
  const now = app.clock();
  if (order.status === 'cancel_request' && order.holdState === 'SOLD' && payment) {
    // A partial cancel under way; only one left behind by a dead process is taken over, with the
    // figures it claimed (the booking has not shrunk yet).
    const open = await repos.partCancels.openOf(order.idx);
    if (open && (await repos.partCancels.reclaimStale(open, new Date(now.getTime() - STALE_CANCEL_MS), now))) {
      return paidPart(app, order, open, open.preview as PartCancelPreview, payment, locale);
    }
  }
  const preview = previewOf(facts, scope, koreanDay(now)).preview as PartCancelPreview;
  if (preview.guests.status === 'CHOICE_NOT_IN_BOOKING') throw cancelFail('GUESTS_NOT_IN_BOOKING', locale);
  // A replay of a done partial cancel sees a smaller booking: a new preview, never a second refund.
  if (req.fingerprint !== preview.fingerprint) throw cancelFail('PREVIEW_CHANGED', locale, { preview });
  if (!preview.allowed || !payment) {
    if (preview.refusal === 'ALREADY_CANCELLED') throw cancelFail('ALREADY_CANCELLED', locale, { preview });
    throw cancelFail('CANCEL_NOT_ALLOWED', locale, { cancelDate: order.cancelFreeDate, preview });
  }
  // Nobody is dropped silently: with no party that fits the rooms left, the member chooses first.
  if (preview.guests.after === null) throw cancelFail('GUESTS_MUST_CHOOSE', locale, { preview });
  const part = await claimPart(db, order, preview, now);
  // Another click or tab got there first (or the booking moved): it refunds, this one does not.
  if (!part) {
    const fresh = await ownOrderBy(app, req.key, req.userIdx, locale);
    const next = previewOf((await readFacts(db, fresh)).facts, preview.request, koreanDay(app.clock())).preview;
    throw cancelFail('PREVIEW_CHANGED', locale, { preview: next });
  }
  return paidPart(app, order, part, preview, payment, locale);
}

/** Refund the card share, then close; the refund refused -> the claim is undone, nothing changed. */
async function paidPart(app: FastifyInstance, order: OrderRow, part: OrderPartCancelRow, preview: PartCancelPreview, payment: NonNullable<CancellationState['payment']>, locale: Locale) {
  const db = app.database.orm;
  let refunded = false;
  try {
    refunded = await refundOnce(gatewayFor(app.database, app.clock), payment.paymentKey, payment.cancelAmount, part.paymentRefund, {
      reason: 'Part of the booking cancelled by the guest',
      // The part-cancel row is the ledger of this refund: a taken-over claim refunds under the same key.
      idempotencyKey: `part-cancel-${part.idx}`,
    });
  } catch (error) {
    app.log.error({ err: error, orderNum: order.orderNum }, 'gateway partial refund failed');
  }
  if (!refunded) {
    await dropPart(db, part, app.clock());
    throw cancelFail('CANCEL_FAILED', locale);
  }
  const staying = (preview.guests as PartCancelPreview['guests'] | undefined)?.after ?? { adults: order.adults, childAges: order.childAges };
  const notify = await cancellationNotice(app, order, preview.request.kind, `PART-${part.idx}`, locale, { rooms: preview.remaining.rooms, ...staying });
  const done = await closePart(db, order, part, preview, payment, app.clock(), notify);
  if (!done) throw cancelFail('ALREADY_CANCELLED', locale);
  await stockMoved(db, order.productIdx);
  return {
    preview,
    orderNum: done.order.orderNum,
    orderProductIdx: done.order.idx,
    orderProductStatus: done.order.status,
    payStatus: 'partialCanceled' as const,
    rooms: done.order.rooms,
    nights: done.order.nights,
    adtCnt: done.order.adults,
    chdAges: done.order.childAges,
    checkoutDate: done.order.checkOutDate,
    cancelAmount: part.paymentRefund,
    cancelPointAmount: part.cashRefund,
    cancelUserPointAmount: part.welfareRefund,
    couponReturned: false,
    refunds: done.refunds.map(refundView),
  };
}
