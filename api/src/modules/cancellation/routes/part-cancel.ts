// GET /v1/books/part-cancel/{id}/preview?kind=ROOM|NIGHTS&nights=n and PUT /v1/books/part-cancel/{id}
// {kind, nights?, fingerprint} (SPEC §7 Bookings; src/cancellation/partial.ts). `id` is the
// booking's orderProductIdx. The preview shows the pure rule's figures; the PUT executes exactly
// them: a fingerprint that no longer matches is 409 PREVIEW_CHANGED with the new preview, nothing
// changed. One conditional claim (the order as read -> cancel_request) makes replays and concurrent
// clicks refund once; the gateway refunds the card share; one transaction shrinks the booking and
// gives back the stock and points of the cancelled part. The coupon stays with the booking.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { OrderPartCancelRow, OrderRow, PaymentRow } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { gatewayFor } from '../../payment';
import { koreanDay } from '../../pricing';
import { partOptions, previewPartCancel, type PartCancelFacts, type PartCancelPreview, type PartCancelRequest } from '../rules';
import { ownOrderBy } from '../../booking';
import { STALE_CANCEL_MS } from './cancel';
import { cancelFail } from '../failures';
import { stockMoved } from '../../catalog';
import { reposOf } from '../stores';

const ID = v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID')));
const NIGHTS = v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,2}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')));
const Params = v.strictObject({ id: ID });
const PreviewQuery = v.strictObject({ kind: v.picklist(['ROOM', 'NIGHTS'], msg('INVALID')), nights: v.optional(NIGHTS) });
const Body = v.strictObject({
  kind: v.picklist(['ROOM', 'NIGHTS'], msg('INVALID')),
  nights: v.optional(v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(1, msg('INVALID')), v.maxValue(99, msg('INVALID')))),
  fingerprint: v.pipe(v.string(msg('TYPE')), v.regex(/^[0-9a-f]{32}$/, msg('INVALID'))),
});

const requestOf = (kind: 'ROOM' | 'NIGHTS', nights: number | undefined): PartCancelRequest => (kind === 'ROOM' ? { kind } : { kind, nights: nights ?? 1 });

export async function partCancelRoutes(app: FastifyInstance): Promise<void> {
  const repos = reposOf(app.database.orm);

  const factsOf = async (order: OrderRow): Promise<{ facts: PartCancelFacts; payment: PaymentRow | undefined }> => {
    const [payRows, coupon] = await Promise.all([repos.orderPayments.ofOrder(order.idx), repos.coupons.ofOrder(order.idx)]);
    const payment = payRows.find((p) => p.payStatus === 'complete');
    const facts: PartCancelFacts = {
      orderNum: order.orderNum,
      status: order.status,
      holdState: order.holdState,
      cancelFreeDate: order.cancelFreeDate,
      payment: payment ? { method: payment.payMethod, amount: payment.amount - payment.cancelAmount } : null,
      addPays: [],
      awesomeCash: order.pointAmount,
      welfarePoints: order.userPointAmount,
      coupon: coupon && order.couponAmount > 0 ? { couponUserIdx: coupon.coupon.idx, amount: order.couponAmount, useExpireDate: coupon.coupon.useExpireDate } : null,
      rooms: order.rooms,
      nights: order.nights,
      checkInDate: order.checkInDate,
      checkOutDate: order.checkOutDate,
      channelCode: order.channelCode,
    };
    return { facts, payment };
  };

  /** The card share back at the gateway; true also when an earlier attempt already refunded it. */
  const refund = async (payment: PaymentRow, amount: number): Promise<boolean> => {
    if (amount <= 0) return true;
    const gateway = gatewayFor(app.database, app.clock);
    // `cancelAmount` counts the refunds finished here; anything beyond it at the gateway is this
    // claim's refund already made (a taken-over claim): never refund it twice.
    const before = await gateway.retrieve(payment.paymentKey);
    if (before !== null && before.canceledAmount >= payment.cancelAmount + amount) return true;
    const result = await gateway.cancel(payment.paymentKey, amount);
    if (result.canceled) return true;
    const state = await gateway.retrieve(payment.paymentKey);
    return state !== null && state.canceledAmount >= payment.cancelAmount + amount;
  };

  /** Refund, then shrink the booking; the refund refused -> the claim is undone, nothing changed. */
  const execute = async (order: OrderRow, part: OrderPartCancelRow, preview: PartCancelPreview, payment: PaymentRow, locale: Locale) => {
    let refunded = false;
    try {
      refunded = await refund(payment, part.paymentRefund);
    } catch (error) {
      app.log.error({ err: error, orderNum: order.orderNum }, 'gateway partial refund failed');
    }
    if (!refunded) {
      await repos.orderPartCancels.unclaim(part, app.clock());
      throw cancelFail('CANCEL_FAILED', locale);
    }
    const done = await repos.orderPartCancels.finish(part, order, preview, payment.idx, app.clock());
    if (!done) throw cancelFail('ALREADY_CANCELLED', locale);
    await stockMoved(app.database.orm, order.productIdx);
    return {
      preview,
      orderNum: done.orderNum,
      orderProductIdx: done.idx,
      orderProductStatus: done.status,
      payStatus: 'partialCanceled' as const,
      rooms: done.rooms,
      nights: done.nights,
      checkoutDate: done.checkOutDate,
      cancelAmount: part.paymentRefund,
      cancelPointAmount: part.cashRefund,
      cancelUserPointAmount: part.welfareRefund,
      couponReturned: false,
    };
  };

  app.get('/v1/books/part-cancel/:id/preview', { onRequest: app.authenticate, schema: { params: Params, querystring: PreviewQuery } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { id } = request.params as v.InferOutput<typeof Params>;
    const { kind, nights } = request.query as v.InferOutput<typeof PreviewQuery>;
    const order = await ownOrderBy(app, { idx: id }, userIdx, request.locale);
    const { facts } = await factsOf(order);
    const today = koreanDay(app.clock());
    return ok({ preview: previewPartCancel(facts, requestOf(kind, nights), today), options: partOptions(facts, today) });
  });

  app.put('/v1/books/part-cancel/:id', { onRequest: app.authenticate, schema: { params: Params, body: Body } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { id } = request.params as v.InferOutput<typeof Params>;
    const body = request.body as v.InferOutput<typeof Body>;
    const locale = request.locale;
    const order = await ownOrderBy(app, { idx: id }, userIdx, locale);
    const { facts, payment } = await factsOf(order);
    const now = app.clock();
    if (order.status === 'cancel_request' && order.holdState === 'SOLD' && payment) {
      // A partial cancel under way; only one left behind by a dead process is taken over, with
      // the figures it claimed (the booking has not shrunk yet).
      const open = await repos.orderPartCancels.open(order.idx);
      if (open && (await repos.orderPartCancels.reclaimStale(open, new Date(now.getTime() - STALE_CANCEL_MS), now))) {
        return ok(await execute(order, open, open.preview as PartCancelPreview, payment, locale));
      }
    }
    const preview = previewPartCancel(facts, requestOf(body.kind, body.nights), koreanDay(now));
    // A replay of a done partial cancel sees a smaller booking: a new preview, never a second refund.
    if (body.fingerprint !== preview.fingerprint) throw cancelFail('PREVIEW_CHANGED', locale, { preview });
    if (!preview.allowed || !payment) {
      if (preview.refusal === 'ALREADY_CANCELLED') throw cancelFail('ALREADY_CANCELLED', locale, { preview });
      throw cancelFail('CANCEL_NOT_ALLOWED', locale, { cancelDate: order.cancelFreeDate, preview });
    }
    const part = await repos.orderPartCancels.claim(order, preview, now);
    // Another click or tab got there first (or the booking moved): it refunds, this one does not.
    if (!part) {
      const fresh = await ownOrderBy(app, { idx: id }, userIdx, locale);
      const next = previewPartCancel((await factsOf(fresh)).facts, preview.request, koreanDay(app.clock()));
      throw cancelFail('PREVIEW_CHANGED', locale, { preview: next });
    }
    return ok(await execute(order, part, preview, payment, locale));
  });
}
