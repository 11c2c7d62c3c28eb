// The booking quote: the server re-prices the chosen rate plan from its own rows through the
// product page's seam (pricing/rules/plan-quote.ts -> the one price engine), then applies the member's price
// and points. Nothing here trusts an amount from the browser.
import type { FastifyInstance } from 'fastify';
import { isInternationalChannel } from '@stay/shared/constants/channels';
import type { OrderType } from '../../../db/schema/orders';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { checkCondition, koreanToday, type ConditionBodyInput, type CheckedCondition } from '../../pricing';
import { quotePlan } from '../../pricing';
import { nameOf, productNotFound } from '../../catalog';
import { bookingFail } from '../failures';
import { applySupplierPrice } from './supplier-price';
import { applyDeal } from '../../deals';
import { stockWithOwnHolds } from '../rules/own-holds';
import type { BookParamsInput } from '../rules/requests';
import { reposOf } from '../stores';

/** SPEC §3 Condition: O/M = one / more rooms, O/C = one night / more nights. */
export const orderTypeOf = (rooms: number, nights: number): OrderType => `${rooms > 1 ? 'M' : 'O'}${nights > 1 ? 'C' : 'O'}` as OrderType;

/** `promotionIdx` names an event deal; the server decides whether it applies (deals/use-cases/booking-deal.ts). */
export async function bookingQuote(app: FastifyInstance, params: BookParamsInput, input: ConditionBodyInput & { promotionIdx?: number | null }, userIdx: number, locale: Locale) {
  const repos = reposOf(app.database.orm);
  const now = app.clock();
  const condition: CheckedCondition = checkCondition(input, now);
  const orderType = orderTypeOf(condition.count, condition.nights);
  // The path's appointment type must be the rooms and nights asked for; the member is told that in words.
  if (params.type !== orderType) throw bookingFail('STAY_CHANGED', locale, { field: 'type' });
  const found = await repos.productDetail.property(params.productIdx);
  if (!found) throw productNotFound(locale, params.productIdx);
  const property = found.property;
  if (params.accoms !== String(property.idx) && params.accoms !== property.externalId) throw productNotFound(locale, params.productIdx);
  const { rooms, plans } = await repos.productDetail.roomsAndPlans(property.idx);
  const plan = plans.find((p) => String(p.idx) === params.rateplan && String(p.roomIdx) === params.rooms);
  const room = plan && rooms.find((r) => r.idx === plan.roomIdx);
  if (!plan || !room) throw bookingFail('RATEPLAN_NOT_FOUND', locale);
  // The member's own unpaid holds of this plan are theirs to take again (rules/own-holds.ts).
  const [nights, ownHolds] = await Promise.all([repos.productDetail.nights([plan.idx], condition.checkInDate, condition.checkOutDate), repos.orders.ownHeldOfPlan(userIdx, plan.idx, now)]);
  const rows = stockWithOwnHolds(nights, ownHolds);
  const quote = quotePlan(plan, room, rows, condition, koreanToday(now));
  if (!quote.fits) throw bookingFail('NOT_FIT', locale);
  if (!quote.amounts || !quote.available) throw bookingFail('SOLD_OUT', locale, { stock: quote.stock });
  const amounts = quote.amounts;

  const [user, grade, points] = await Promise.all([repos.users.findActive(userIdx), repos.memberships.grade(userIdx, now), repos.points.balances(userIdx)]);
  if (!user) throw new AppError('UNAUTHORIZED');
  // SPEC §3 derived flag: awesome member = not corporate, Silver or Gold. They pay the member price.
  const isAwesome = user.type !== 'C' && grade !== 'Bronze';
  const saleAmount = isAwesome ? amounts.awesomeAmount : amounts.normalAmount;
  // External channels: the supplier's price check decides availability and price (supplier-price.ts).
  const base = {
    condition,
    orderType,
    property,
    room,
    plan,
    quote,
    nightPrices: rows.map((r) => ({ date: r.stayDate, price: r.price })),
    user,
    grade,
    isAwesome,
    points,
    saleAmount,
    international: property.channelCode ? isInternationalChannel(property.channelCode) : false,
    names: { productName: nameOf(property, locale), roomName: nameOf(room, locale), rateplanName: nameOf(plan, locale) },
  };
  const priced = await applySupplierPrice(app, base, locale);
  // The event deal comes off the price the member would pay, before coupons and points.
  return applyDeal(app, priced, input.promotionIdx ?? null, now);
}

export type BookingQuote = Awaited<ReturnType<typeof bookingQuote>>;

/** What the payment page and the order's answer both say of the stay quoted. */
export function quoteSummary(q: BookingQuote) {
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

/**
 * SPEC §3 Payment amounts of a quote with a coupon and points applied (integer KRW). Order: the
 * coupon comes off the sale amount first (coupons/rules/discount.ts keeps MIN_PAY_AMOUNT), then points.
 */
export function breakdown(q: BookingQuote, pointAmount = 0, userPointAmount = 0, couponAmount = 0) {
  const a = q.quote.amounts!;
  return {
    originalAmount: a.normalAmount,
    saleAmount: q.saleAmount,
    // The member discount; the event deal's part is promotionAmount (saleAmount has both off).
    discountedAmount: a.normalAmount - q.saleAmount - q.deal.promotionAmount,
    promotionAmount: q.deal.promotionAmount,
    couponAmount,
    pointAmount,
    userPointAmount,
    // Taxes and service fees are included in the nightly prices of our own inventory.
    totalTaxAndServiceFee: 0,
    totalPropertyFee: 0,
    extraGuestFee: a.extraGuestFee,
    totalAmount: q.saleAmount - couponAmount - pointAmount - userPointAmount,
    cashbackRate: a.cashbackRate,
    cashbackPrice: a.cashbackAmount,
  };
}
