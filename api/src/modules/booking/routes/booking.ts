// POST /v1/books/{productIdx}/order-type/{type}/ids/{accoms}/rooms/{rooms}/rateplan/{rateplan}
// (SPEC §7 Bookings, the payment page's data) and .../order (creates the PENDING order with its
// hold). Members only. Contract and invariants: README.md beside this file.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { PAY_METHODS } from '../../../db/schema/orders';
import { AppError, type FieldIssue } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { GLOBAL_TEL, PHONE } from '../../../lib/fields';
import { referenceNumber } from '../../../lib/reference-numbers';
import { requireAuth } from '../../../plugins/auth';
import type { Locale } from '../../../lib/locale';
import { HoldFailure } from '../store/orders';
import type { BookingConfig } from '../config';
import { applyCoupon } from '../use-cases/apply-coupon';
import { couponFail } from '../../coupons';
import { bookingFail } from '../failures';
import { heldCheckouts } from '../use-cases/held-checkouts';
import { makeRoomForHold } from '../use-cases/hold-limits';
import { stockMoved } from '../../catalog';
import { bookingQuote, breakdown, type BookingQuote } from '../use-cases/quote';
import { MIN_PAY_AMOUNT } from '../../pricing';
import { BookParams, OrderBody, QuoteBody, type BookParamsInput, type OrderBodyInput, type QuoteBodyInput } from '../rules/requests';
import { reposOf } from '../stores';

const BOOK_URL = '/v1/books/:productIdx/order-type/:type/ids/:accoms/rooms/:rooms/rateplan/:rateplan';

function summary(q: BookingQuote) {
  return {
    productIdx: q.property.idx,
    roomIdx: q.room.idx,
    rateplanIdx: q.plan.idx,
    ...q.names,
    orderType: q.orderType,
    channelCode: q.property.channelCode,
    international: q.international,
    condition: { ...q.condition, terms: q.condition.nights },
    cancelDate: q.quote.cancelDate,
    cancelRule: q.quote.freeCancel ? 'FREE' : 'NON_REFUNDABLE',
    stock: q.quote.stock,
    // SPEC §3 Promotion flags: the event deal the booking named and whether it applies now.
    promotion: q.deal,
  };
}

/** The guest of SPEC §3, checked with the SPEC §5 rules of the form this channel uses. */
function guestOf(q: BookingQuote, body: OrderBodyInput) {
  const issues: FieldIssue[] = [];
  const require = (field: keyof OrderBodyInput) => {
    if (body[field] === undefined) issues.push({ field, rule: 'REQUIRED' });
  };
  if (q.international) {
    require('guestFirstName');
    require('guestLastName');
    require('guestCountryCode');
    if (!v.is(GLOBAL_TEL, body.guestTel)) issues.push({ field: 'guestTel', rule: 'GLOBAL_TEL' });
  } else {
    require('guestName');
    if (!v.is(PHONE, body.guestTel)) issues.push({ field: 'guestTel', rule: 'PHONE' });
  }
  if (issues.length > 0) throw new AppError('INVALID_INPUT', { issues });
  return q.international
    ? { guestName: `${body.guestFirstName} ${body.guestLastName}`, guestTel: body.guestTel, guestEmail: body.guestEmail, guestCountryCode: body.guestCountryCode! }
    : { guestName: body.guestName!, guestTel: body.guestTel, guestEmail: body.guestEmail, guestCountryCode: null };
}

/** Points: never more than the member has, never below the PG's minimum payment. */
function checkPoints(q: BookingQuote, body: QuoteBodyInput, couponAmount: number, locale: Locale): void {
  if (body.usePoint > q.points.point || body.useUserPoint > q.points.userPoint) throw bookingFail('POINTS_EXCEEDED', locale, { points: q.points });
  if (body.usePoint + body.useUserPoint > Math.max(0, q.saleAmount - couponAmount - MIN_PAY_AMOUNT)) throw new AppError('INVALID_INPUT', { issues: [{ field: 'usePoint', rule: 'INVALID' }] });
}

export async function bookingRoutes(app: FastifyInstance, config: BookingConfig): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.post(BOOK_URL, { ...auth, schema: { params: BookParams, body: QuoteBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as QuoteBodyInput;
    const q = await bookingQuote(app, request.params as BookParamsInput, body, userIdx, request.locale);
    const applied = await applyCoupon(app, q, body.couponUserIdx, userIdx, request.locale);
    const couponAmount = applied?.couponAmount ?? 0;
    checkPoints(q, body, couponAmount, request.locale);
    return ok({
      ...summary(q),
      member: { grade: q.grade, isAwesome: q.isAwesome, type: q.user.type },
      points: q.points,
      maxUsablePoint: Math.max(0, q.saleAmount - couponAmount - MIN_PAY_AMOUNT),
      payMethods: PAY_METHODS,
      guestForm: q.international ? 'INTERNATIONAL' : 'DOMESTIC',
      guest: q.international
        ? { guestFirstName: q.user.userFirstName, guestLastName: q.user.userLastName, guestCountryCode: q.user.internationalNumber, guestTel: q.user.internationalPhone, guestEmail: q.user.email }
        : { guestName: q.user.name, guestTel: q.user.phone, guestEmail: q.user.email },
      amounts: breakdown(q, body.usePoint, body.useUserPoint, couponAmount),
      coupon: applied?.coupon ?? null,
      nightlyRateList: q.nightPrices,
      holdTtlSeconds: config.holdTtlSeconds,
      // The member's unfinished checkouts and the coupon and points each keeps (held-checkouts.ts).
      held: await heldCheckouts(app.database.orm, userIdx, app.clock(), request.locale),
    });
  });

  app.post(`${BOOK_URL}/order`, { ...auth, schema: { params: BookParams, body: OrderBody } }, async (request, reply) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as OrderBodyInput;
    const locale = request.locale;
    const q = await bookingQuote(app, request.params as BookParamsInput, body, userIdx, locale);
    const guest = guestOf(q, body);
    // The coupon comes off first (checked against this quote; reserved in the hold transaction).
    const applied = await applyCoupon(app, q, body.couponUserIdx, userIdx, locale);
    const couponAmount = applied?.couponAmount ?? 0;
    checkPoints(q, body, couponAmount, locale);
    const amounts = breakdown(q, body.usePoint, body.useUserPoint, couponAmount);
    // The browser's amount is only compared: a different one must be accepted again.
    if (body.amount !== undefined && body.amount !== amounts.totalAmount) throw bookingFail('PRICE_CHANGED', locale, { amount: amounts.totalAmount, amounts });
    // External channel without `amount`: the traveller saw the product page's price, and the supplier's moved.
    if (body.amount === undefined && q.supplierPrice?.changed) throw bookingFail('PRICE_CHANGED', locale, { amount: amounts.totalAmount, amounts });
    const now = app.clock();
    await makeRoomForHold(app, { userIdx, ip: request.ip, productIdx: q.property.idx, rooms: q.condition.count, holdTtlSeconds: config.holdTtlSeconds, now, locale });
    try {
      const order = await reposOf(app.database.orm).orders.createHeld(
        {
          orderNum: referenceNumber('AS', now),
          userIdx,
          productIdx: q.property.idx,
          roomIdx: q.room.idx,
          ratePlanIdx: q.plan.idx,
          orderType: q.orderType,
          channelCode: q.property.channelCode,
          checkInDate: q.condition.checkInDate,
          checkOutDate: q.condition.checkOutDate,
          nights: q.condition.nights,
          rooms: q.condition.count,
          adults: q.condition.adtCnt,
          childAges: q.condition.chdAges,
          ...guest,
          holdExpiresAt: new Date(now.getTime() + config.holdTtlSeconds * 1000),
          originalAmount: amounts.originalAmount,
          saleAmount: amounts.saleAmount,
          // The order keeps one discount column: member discount and event deal together (so
          // original - discounted = sale on the voucher and in cancellations).
          discountedAmount: amounts.discountedAmount + amounts.promotionAmount,
          couponAmount: amounts.couponAmount,
          pointAmount: amounts.pointAmount,
          userPointAmount: amounts.userPointAmount,
          totalAmount: amounts.totalAmount,
          cashbackRate: amounts.cashbackRate,
          cancelFreeDate: q.quote.cancelDate,
          userTypeAtOrder: q.user.type,
          userGradeAtOrder: q.grade,
        },
        q.nightPrices,
        now,
        applied?.couponUserIdx,
      );
      await stockMoved(app.database.orm, order.productIdx);
      reply.code(201);
      return ok({
        orderNum: order.orderNum,
        orderProductStatus: order.status,
        payStatus: 'ready',
        holdExpiresAt: order.holdExpiresAt.toISOString(),
        ...summary(q),
        guest: { guestName: order.guestName, guestTel: order.guestTel, guestEmail: order.guestEmail, guestCountryCode: order.guestCountryCode },
        amounts,
        coupon: applied?.coupon ?? null,
      });
    } catch (error) {
      if (!(error instanceof HoldFailure)) throw error;
      if (error.reason === 'SOLD_OUT') throw bookingFail('SOLD_OUT', locale);
      if (error.reason === 'POINTS') throw bookingFail('POINTS_EXCEEDED', locale);
      if (error.reason === 'COUPON') throw couponFail('COUPON_IN_USE', locale);
      // A night's price moved between the quote and the hold: quote again for the new amount.
      const fresh = await bookingQuote(app, request.params as BookParamsInput, body, userIdx, locale);
      const freshCoupon = (await applyCoupon(app, fresh, body.couponUserIdx, userIdx, locale))?.couponAmount ?? 0;
      throw bookingFail('PRICE_CHANGED', locale, { amount: breakdown(fresh, body.usePoint, body.useUserPoint, freshCoupon).totalAmount });
    }
  });
}
