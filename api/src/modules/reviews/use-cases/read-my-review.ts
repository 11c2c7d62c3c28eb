// The member's review page for one booked room line: whether they may write or edit, and their
// review if written.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { reposOf } from '../stores';
import { myReviewAnswer, reviewedOrder } from './my-review-view';

export async function readMyReview(app: FastifyInstance, userIdx: number, orderProductIdx: number, locale: Locale) {
  const order = await reviewedOrder(app, orderProductIdx, userIdx, locale);
  return myReviewAnswer(app, order, await reposOf(app.database.orm).reviews.ofOrder(order.idx), locale);
}
