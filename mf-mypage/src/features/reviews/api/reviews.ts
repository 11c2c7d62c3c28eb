// GET / POST / PUT /v1/reviews/order-products/{id} (SPEC §7 Reviews; api/src/reviews): the review
// state of one booked room line, writing it, and editing it while allowed (48 hours).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { booleanField, nullableText, numberField, textField } from '@stay/shared/contracts/fields';

export const ReviewStateSchema = v.object({
  orderProductIdx: v.number(),
  orderNum: v.string(),
  productIdx: numberField,
  productName: textField,
  roomName: textField,
  checkinDate: nullableText,
  checkoutDate: nullableText,
  canWrite: booleanField,
  canEdit: booleanField,
  deadline: nullableText,
  editableUntil: nullableText,
  review: v.optional(
    v.nullable(v.object({ idx: v.number(), title: textField, content: textField, star: numberField, createdDt: textField, updatedDt: nullableText, verificationSource: textField, editable: booleanField })),
    null,
  ),
});
export type ReviewState = v.InferOutput<typeof ReviewStateSchema>;
export interface ReviewInput {
  star: number;
  title: string;
  content: string;
}

const e = encodeURIComponent;

export async function getReviewState(orderNum: string, signal?: AbortSignal): Promise<ReviewState> {
  const booking = await apiRequest('content', 'GET', `/v1/books/num/${e(orderNum)}/img-count/1`, { signal, suppressAlert: true, schema: v.object({ orderProductIdx: v.number() }) });
  return apiRequest('content', 'GET', `/v1/reviews/order-products/${booking.orderProductIdx}`, { signal, suppressAlert: true, schema: ReviewStateSchema });
}

export function saveReview(id: number, input: ReviewInput, edit: boolean): Promise<ReviewState> {
  return apiRequest('content', edit ? 'PUT' : 'POST', `/v1/reviews/order-products/${id}`, { body: input, suppressAlert: true, schema: ReviewStateSchema });
}
