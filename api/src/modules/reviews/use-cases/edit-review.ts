// The member edits their review while it is editable (EDIT_HOURS after it was written, checked
// again in the UPDATE so a late edit racing the deadline is refused too).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { reviewFail } from '../failures';
import { editableUntil, editRefusal } from '../rules/reviews';
import type { ReviewInput } from '../store';
import { reposOf } from '../stores';
import { myReviewAnswer, reviewedOrder } from './my-review-view';

export async function editReview(app: FastifyInstance, userIdx: number, orderProductIdx: number, input: ReviewInput, locale: Locale) {
  const { reviews } = reposOf(app.database.orm);
  const order = await reviewedOrder(app, orderProductIdx, userIdx, locale);
  const review = await reviews.ofOrder(order.idx);
  if (!review) throw reviewFail('REVIEW_NOT_FOUND', locale);
  const now = app.clock();
  if (editRefusal(review, userIdx, now) !== null) throw reviewFail('REVIEW_LOCKED', locale);
  const edited = await reviews.edit(review.idx, userIdx, input, new Date(now.getTime() - (editableUntil(review.createdAt).getTime() - review.createdAt.getTime())), now);
  if (!edited) throw reviewFail('REVIEW_LOCKED', locale);
  return myReviewAnswer(app, order, edited, locale);
}
