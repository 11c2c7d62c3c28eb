// What the member's review page reads and answers: their own booked room line (someone else's is
// ORDER_NOT_FOUND, 404) and its review state: may write, may edit, until when, and the review.
import type { FastifyInstance } from 'fastify';
import type { ReviewRow } from '../../../db/schema/catalog';
import type { OrderRow } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { nameOf } from '../../catalog';
import { koreanDay } from '../../pricing';
import { reviewFail } from '../failures';
import { editableUntil, editRefusal, reviewState } from '../rules/reviews';
import { reposOf } from '../stores';

export async function reviewedOrder(app: FastifyInstance, id: number, userIdx: number, locale: Locale): Promise<OrderRow> {
  const order = await reposOf(app.database.orm).orders.byIdx(id);
  if (!order || order.userIdx !== userIdx) throw reviewFail('ORDER_NOT_FOUND', locale);
  return order;
}

const reviewView = (r: ReviewRow, now: Date) => ({
  idx: r.idx,
  userIdx: r.userIdx,
  userName: r.userName,
  orderIdx: r.orderIdx,
  productIdx: r.propertyIdx,
  roomName: r.roomName,
  title: r.title,
  content: r.content,
  star: r.star,
  createdDt: r.createdAt.toISOString(),
  updatedDt: r.updatedAt?.toISOString() ?? null,
  checkinDate: r.checkinDate,
  checkoutDate: r.checkoutDate,
  verificationSource: r.verificationSource,
  editableUntil: editableUntil(r.createdAt).toISOString(),
  editable: editRefusal(r, r.userIdx ?? -1, now) === null,
});

export async function myReviewAnswer(app: FastifyInstance, order: OrderRow, review: ReviewRow | null, locale: Locale) {
  const now = app.clock();
  const product = await reposOf(app.database.orm).productDetail.bookedStay(order);
  return {
    orderProductIdx: order.idx,
    orderNum: order.orderNum,
    productIdx: order.productIdx,
    productName: product ? nameOf(product.property, locale) : '',
    roomName: product ? nameOf(product.room, locale) : '',
    checkinDate: order.checkInDate,
    checkoutDate: order.checkOutDate,
    ...reviewState(order, review, koreanDay(now), now),
    review: review ? reviewView(review, now) : null,
  };
}
