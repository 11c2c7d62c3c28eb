// A member's review of a stay they completed (rules/reviews.ts: who, until when, once per booked
// room line). The review and the stay's figures change in one transaction (store.ts).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import { reviewFail } from '../failures';
import { VERIFIED_STAY, writeRefusal } from '../rules/reviews';
import type { ReviewInput } from '../store';
import { reposOf } from '../stores';
import { myReviewAnswer, reviewedOrder } from './my-review-view';

export async function writeReview(app: FastifyInstance, userIdx: number, orderProductIdx: number, input: ReviewInput, locale: Locale) {
  const repos = reposOf(app.database.orm);
  const order = await reviewedOrder(app, orderProductIdx, userIdx, locale);
  const now = app.clock();
  const existing = await repos.reviews.ofOrder(order.idx);
  const refusal = writeRefusal(order, userIdx, existing !== null, koreanDay(now));
  if (refusal === 'NOT_FOUND') throw reviewFail('ORDER_NOT_FOUND', locale);
  if (refusal === 'NOT_STAYED') throw reviewFail('REVIEW_NOT_ALLOWED', locale);
  if (refusal === 'WINDOW_CLOSED') throw reviewFail('REVIEW_WINDOW_CLOSED', locale);
  if (refusal === 'ALREADY_REVIEWED') throw reviewFail('ALREADY_REVIEWED', locale);
  const [product, user] = await Promise.all([repos.productDetail.bookedStay(order), repos.users.findActive(userIdx)]);
  const created = await repos.reviews.create({
    propertyIdx: order.productIdx,
    userIdx,
    orderIdx: order.idx,
    userName: user?.name || '-',
    // Kept in Korean; the product page shows it in the reader's language (list-stay-reviews.ts).
    roomName: product?.room.nameKo ?? '',
    ...input,
    lang: locale,
    checkinDate: order.checkInDate,
    checkoutDate: order.checkOutDate,
    verificationSource: VERIFIED_STAY,
    createdAt: now,
  });
  if (!created) throw reviewFail('ALREADY_REVIEWED', locale);
  return myReviewAnswer(app, order, created, locale);
}
