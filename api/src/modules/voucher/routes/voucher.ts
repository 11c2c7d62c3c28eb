// GET /v1/lmses/{orderNum}/confirm and POST /v1/lmses/{orderNum}/confirm/{confirmNum} (SPEC §7
// vouchers): an open-date voucher (no confirmation number, no start date: SPEC §4 Booking list)
// shows the nights it may still use, and picks one. The pick takes the stock in one transaction
// (store.ts chooseDate); PUT .../cancel belongs to the cancellation module.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import { addDays, cancellation, koreanDay, stayNights } from '../../pricing';
import { VoucherFailure } from '../store';
import { bookingFail } from '../../booking';
import { MAX_IMAGES } from './schemas';
import { bookingContent, ownOrderBy } from '../use-cases/booking-content';
import { lmsFail } from '../failures';
import { referenceNumber } from '../../../lib/reference-numbers';
import { stockMoved } from '../../catalog';
import { ChooseBody, ChooseParams, OrderNumParams, type ChooseBodyInput } from './schemas';
import { canChooseDate, choiceWindow, isCancelled } from '../rules/status';
import { dateChoices, type DateChoice } from '../rules/date-choices';
import { reposOf } from '../stores';

export async function voucherRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.get('/v1/lmses/:orderNum/confirm', { ...auth, schema: { params: OrderNumParams } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { orderNum } = request.params as v.InferOutput<typeof OrderNumParams>;
    const order = await ownOrderBy(app, { orderNum }, userIdx, request.locale);
    const today = koreanDay(app.clock());
    const choosable = canChooseDate(order, today);
    const window = choiceWindow(order, today);
    // The calendar: every day of the period, open with its price or closed with the reason.
    let dates: DateChoice[] = [];
    if (choosable && window) {
      const rates = await reposOf(app.database.orm).vouchers.nightsOf(order.ratePlanIdx, window.first, order.stayEndDate!);
      dates = dateChoices({ stayStartDate: order.stayStartDate!, stayEndDate: order.stayEndDate!, nights: order.nights, rooms: order.rooms, today, rates });
    }
    const availableDates = dates.filter((d) => d.open).map((d) => d.date);
    return ok({
      orderNum: order.orderNum,
      confirmNum: order.confirmNum,
      voucherNum: order.voucherNum,
      orderProductStatus: order.status,
      canChooseDate: choosable,
      stayStartDate: order.stayStartDate,
      stayEndDate: order.stayEndDate,
      checkinDate: order.checkInDate,
      checkoutDate: order.checkOutDate,
      terms: order.nights,
      availableDates,
      dates,
    });
  });

  app.post('/v1/lmses/:orderNum/confirm/:confirmNum', { ...auth, schema: { params: ChooseParams, body: ChooseBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const params = request.params as v.InferOutput<typeof ChooseParams>;
    const body = request.body as ChooseBodyInput;
    const locale = request.locale;
    // The body repeats the path (SPEC §7): a mismatch is a malformed request, not another voucher.
    if (body.orderNum !== params.orderNum) throw new AppError('INVALID_INPUT', { issues: [{ field: 'orderNum', rule: 'INVALID' }] });
    if (body.confirmNum !== params.confirmNum) throw new AppError('INVALID_INPUT', { issues: [{ field: 'confirmNum', rule: 'INVALID' }] });
    const order = await ownOrderBy(app, { orderNum: params.orderNum }, userIdx, locale);
    // The voucher number is the proof of holding the voucher: a wrong one finds nothing.
    if (order.voucherNum === null || order.voucherNum !== params.confirmNum) throw bookingFail('ORDER_NOT_FOUND', locale);
    if (isCancelled(order.status)) throw lmsFail('VOUCHER_CANCELLED', locale);
    if (order.checkInDate !== null || order.confirmNum !== null) throw lmsFail('DATE_ALREADY_CHOSEN', locale, { checkinDate: order.checkInDate, confirmNum: order.confirmNum });
    if (order.status !== 'confirm') throw lmsFail('VOUCHER_CANCELLED', locale);
    const now = app.clock();
    const today = koreanDay(now);
    const window = choiceWindow(order, today);
    if (!window || body.checkInDate < window.first || body.checkInDate > window.last) {
      throw lmsFail('DATE_OUT_OF_RANGE', locale, { stayStartDate: window?.first ?? order.stayStartDate, stayEndDate: order.stayEndDate });
    }
    const { vouchers, productDetail } = reposOf(app.database.orm);
    const product = await productDetail.bookedStay(order);
    if (!product) throw bookingFail('SOLD_OUT', locale);
    const checkOutDate = addDays(body.checkInDate, order.nights);
    // The free-cancel date can only get earlier once the night is known (never later than bought).
    const planRule = cancellation(product.plan, body.checkInDate, today).cancelDate;
    const cancelFreeDate = planRule === null || order.cancelFreeDate === null ? null : planRule < order.cancelFreeDate ? planRule : order.cancelFreeDate;
    try {
      await vouchers.chooseDate(
        { orderIdx: order.idx, voucherNum: order.voucherNum, checkInDate: body.checkInDate, checkOutDate, nights: stayNights(body.checkInDate, checkOutDate), confirmNum: referenceNumber('VC', now), cancelFreeDate },
        now,
      );
    } catch (error) {
      if (!(error instanceof VoucherFailure)) throw error;
      if (error.reason === 'SOLD_OUT') throw bookingFail('SOLD_OUT', locale);
      throw lmsFail('DATE_ALREADY_CHOSEN', locale);
    }
    await stockMoved(app.database.orm, order.productIdx);
    const fresh = await ownOrderBy(app, { idx: order.idx }, userIdx, locale);
    return ok(await bookingContent(app, fresh, MAX_IMAGES, locale));
  });
}
