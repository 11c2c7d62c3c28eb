// SPEC §3 Booking content: what the voucher page (/lms/{orderNumber}) and the booking detail
// show of one order, with its payment, additional payments, images and voucher window.
import type { FastifyInstance } from 'fastify';
import type { AddPayRow, OrderRow, PaymentRow } from '../../../db/schema/orders';
import { cancellationStore, partOptions, refundView } from '../../cancellation';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import { DEFAULT_PRODUCT_IMAGE, nameOf } from '../../catalog';
import { reviewOffer, reviewStore } from '../../reviews';
import { paidLinesOf } from '../rules/paid-lines';
import { cancelButton, isOpenDate } from '../rules/status';
import { reposOf } from '../stores';

export const NO_NAMES = { nameKo: '', nameEn: '', nameJa: '' };

/** SPEC §9: the voucher page asks for 20 images, the booking detail for 1. */
export const MAX_IMAGES = 20;

/**
 * SPEC §4 payment status as shown: while a partial cancel (the cancellation module) is under way
 * (the order is cancel_request) partialCancel; once part of a paid booking was cancelled, partialCanceled.
 */
export function payStatusOf(p: PaymentRow | undefined, order: Pick<OrderRow, 'status'>): string {
  if (p === undefined) return 'ready';
  if (p.payStatus === 'complete' && order.status === 'cancel_request') return 'partialCancel';
  return p.payStatus === 'complete' && p.cancelAmount > 0 ? 'partialCanceled' : p.payStatus;
}

/** The payment that charged the booking (paid, refunded ...), else the latest attempt. */
export const chargedPayment = (pays: readonly PaymentRow[]): PaymentRow | undefined => pays.find((p) => p.payDate !== null) ?? pays[0];

/** The fields that open a booking in the list and in its detail: its numbers, states and stay name. */
export function bookingHead(order: OrderRow, charged: PaymentRow | undefined, property: { nameKo: string; nameEn: string; nameJa: string } | null | undefined, locale: Locale) {
  return {
    orderNum: order.orderNum,
    orderProductIdx: order.idx,
    orderPayIdx: charged?.idx ?? null,
    orderProductStatus: order.status,
    payStatus: payStatusOf(charged, order),
    productIdx: order.productIdx,
    productName: nameOf(property ?? NO_NAMES, locale),
  };
}

/** SPEC §3 cashbackPrice: the plan's rate of what the member pays, in 10-won units (pricing/rules/quote.ts). */
export const cashbackOf = (order: Pick<OrderRow, 'saleAmount' | 'cashbackRate'>): number => Math.floor((order.saleAmount * order.cashbackRate) / 100 / 10) * 10;

export function addPayView(a: AddPayRow, locale: Locale) {
  return {
    orderAddPayIdx: a.idx,
    orderProductIdx: a.orderIdx,
    title: locale === 'en' ? a.titleEn : locale === 'ja' ? a.titleJa : a.titleKo,
    orderAddPayAmount: a.amount,
    orderAddPayStatus: a.state === 'PAID',
    paidAt: a.paidAt?.toISOString() ?? null,
  };
}

export { ownOrderBy } from '../../booking';

export async function bookingContent(app: FastifyInstance, order: OrderRow, imageCount: number, locale: Locale) {
  const { vouchers, productDetail } = reposOf(app.database.orm);
  const today = koreanDay(app.clock());
  const cancellation = cancellationStore(app.database.orm);
  const [product, images, pays, addPays, meals, refunds, reviewed, parts] = await Promise.all([
    productDetail.bookedStay(order),
    vouchers.images([order.productIdx], imageCount),
    vouchers.payments([order.idx]),
    vouchers.addPays(order.idx),
    productDetail.codeNames('MEAL'),
    cancellation.refunds.ofOrder(order.idx),
    reviewStore(app.database.orm).reviewedOrders([order.idx]),
    cancellation.partCancels.ofOrder(order.idx),
  ]);
  // What came back so far, per the refunds ledger: the card share the member sees as refunded.
  const refundedPayment = refunds.filter((r) => r.route === 'PAYMENT').reduce((sum, r) => sum + r.amount, 0);
  const property = product?.property;
  const plan = product?.plan;
  const meal = plan ? meals.get(plan.meal) : undefined;
  const charged = chargedPayment(pays);
  const imageList = images.map((i) => ({ sort: i.sort, imgLink: i.path }));
  // SPEC §3: a default image when the stay has none (the room's picture, else the site's).
  if (imageList.length === 0) imageList.push({ sort: 0, imgLink: product?.room.imgPath || DEFAULT_PRODUCT_IMAGE });
  return {
    ...bookingHead(order, charged, property, locale),
    productNameEn: property?.nameEn ?? '',
    nationCode: property?.nationCode ?? null,
    /** The property's phone as the property prints it ('' when unknown): the voucher's call button. */
    productTel: property?.phone ?? '',
    roomIdx: order.roomIdx,
    roomName: nameOf(product?.room ?? NO_NAMES, locale),
    rateplanIdx: order.ratePlanIdx,
    rateplanName: nameOf(plan ?? NO_NAMES, locale),
    mealName: meal ? nameOf(meal, locale) : (plan?.meal ?? ''),
    orderType: order.orderType,
    checkinDate: order.checkInDate,
    checkoutDate: order.checkOutDate,
    checkinTime: property?.checkInTime ?? '15:00',
    checkoutTime: property?.checkOutTime ?? '11:00',
    terms: order.nights,
    count: order.rooms,
    adtCnt: order.adults,
    chdCnt: order.childAges.length,
    chdAges: order.childAges,
    /** Rooms cancelled from this booking so far (one room at a time); the guests above are those of the rooms left. */
    cancelledRooms: parts.filter((p) => p.kind === 'ROOM' && p.payStatus === 'partialCanceled').reduce((sum, p) => sum + p.rooms, 0),
    guestName: order.guestName,
    guestTel: order.guestTel,
    /** Country calling code of an international guest's phone (kept, so '+82' is not lost), else null. */
    guestCountryCode: order.guestCountryCode ?? null,
    guestEmail: order.guestEmail,
    confirmNum: order.confirmNum,
    voucherNum: order.voucherNum,
    channelCode: order.channelCode,
    cancelDate: order.cancelFreeDate,
    btnCancelYn: cancelButton(order, today),
    /** WRITE until reviewDeadline, WRITTEN, or null: the review button is offered only while it works. */
    ...reviewOffer(order, reviewed.has(order.idx), today),
    modifiable: false,
    /** Which partial cancels my page offers (PUT /v1/books/part-cancel/{id}, cancellation/rules/partial.ts). */
    partCancel: partOptions(
      {
        orderNum: order.orderNum,
        status: order.status,
        holdState: order.holdState,
        cancelFreeDate: order.cancelFreeDate,
        payment: charged?.payStatus === 'complete' ? { method: charged.payMethod, amount: charged.amount - refundedPayment } : null,
        addPays: [],
        awesomeCash: order.pointAmount,
        welfarePoints: order.userPointAmount,
        coupon: null,
        rooms: order.rooms,
        nights: order.nights,
        checkInDate: order.checkInDate,
        checkOutDate: order.checkOutDate,
        channelCode: order.channelCode,
      },
      today,
    ),
    amounts: {
      originalAmount: order.originalAmount,
      saleAmount: order.saleAmount,
      discountedAmount: order.discountedAmount,
      couponAmount: order.couponAmount,
      pointAmount: order.pointAmount,
      userPointAmount: order.userPointAmount,
      totalAmount: order.totalAmount,
      cancelAmount: refundedPayment,
      cashbackRate: order.cashbackRate,
      cashbackPrice: cashbackOf(order),
    },
    payMethod: charged?.payMethod ?? null,
    /** How it was paid, one line per route (card, awesome cash, welfare points, coupon): they add up to what the stay cost. */
    paidLines: paidLinesOf({
      charged: charged?.payDate ? { method: charged.payMethod, amount: charged.amount } : null,
      pointAmount: order.pointAmount,
      userPointAmount: order.userPointAmount,
      couponAmount: order.couponAmount,
    }),
    payDate: charged?.payDate?.toISOString() ?? null,
    images: imageList,
    addPays: addPays.map((a) => addPayView(a, locale)),
    /** Every refund of this booking, one line per route and cancellation (the refunds ledger). */
    refunds: refunds.map(refundView),
    voucher: order.voucherNum === null ? null : { openDate: isOpenDate(order), stayStartDate: order.stayStartDate, stayEndDate: order.stayEndDate },
    address: property ? (locale === 'en' ? property.addressEn : locale === 'ja' ? property.addressJa : property.addressKo) : '',
  };
}

export type BookingContent = Awaited<ReturnType<typeof bookingContent>>;
