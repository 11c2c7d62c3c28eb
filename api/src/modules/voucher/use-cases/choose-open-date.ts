// An open-date voucher's night, picked once (SPEC §7 POST /v1/lmses/{orderNum}/confirm/
// {confirmNum}): the voucher number proves holding the voucher, the night must be in its window,
// and the pick takes the stock in one transaction (store.ts chooseDate); the free-cancel date can
// only get earlier once the night is known. Answers the voucher as it now is.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { referenceNumber } from '../../../lib/reference-numbers';
import { bookingFail } from '../../booking';
import { stockMoved } from '../../catalog';
import { addDays, cancellation, koreanDay, stayNights } from '../../pricing';
import { lmsFail } from '../failures';
import { choiceWindow, isCancelled } from '../rules/status';
import { VoucherFailure } from '../store';
import { reposOf } from '../stores';
import { bookingContent, MAX_IMAGES, ownOrderBy } from './booking-content';

export interface OpenDateChoice {
  userIdx: number;
  /** The path's order and voucher numbers. */
  orderNum: string;
  confirmNum: string;
  /** The body, which repeats them, and the night chosen. */
  body: { orderNum: string; confirmNum: string; checkInDate: string };
  locale: Locale;
}

export async function chooseOpenDate(app: FastifyInstance, { userIdx, orderNum, confirmNum, body, locale }: OpenDateChoice) {
  // The body repeats the path (SPEC §7): a mismatch is a malformed request, not another voucher.
  if (body.orderNum !== orderNum) throw new AppError('INVALID_INPUT', { issues: [{ field: 'orderNum', rule: 'INVALID' }] });
  if (body.confirmNum !== confirmNum) throw new AppError('INVALID_INPUT', { issues: [{ field: 'confirmNum', rule: 'INVALID' }] });
  const order = await ownOrderBy(app, { orderNum }, userIdx, locale);
  // The voucher number is the proof of holding the voucher: a wrong one finds nothing.
  if (order.voucherNum === null || order.voucherNum !== confirmNum) throw bookingFail('ORDER_NOT_FOUND', locale);
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
  return bookingContent(app, fresh, MAX_IMAGES, locale);
}
