// GET /v1/reviews/products/{idx} (SPEC §7 Reviews; §3 Review, Review counts, External rating).
// Never called for search robots (SPEC §6).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { listOf, numberField, textField } from '@stay/shared/contracts/fields';

export const ReviewsSchema = v.object({
  reviewCnt: numberField,
  reviews: listOf(v.object({ idx: numberField, userName: textField, roomName: textField, title: textField, content: textField, star: numberField, createdDt: textField, verificationSource: textField })),
  rating: v.object({ reviewCount: numberField, starSum: numberField, starAvg: numberField, starOne: numberField, starTwo: numberField, starThree: numberField, starFour: numberField, starFive: numberField }),
  externalRating: v.optional(
    v.nullable(v.object({ reviewCnt: numberField, overall: numberField, cleanliness: numberField, service: numberField, comfort: numberField, location: numberField, valueRating: numberField, recommendationPer: numberField })),
    null,
  ),
});
export type ProductReviews = v.InferOutput<typeof ReviewsSchema>;

export const REVIEW_PAGE_SIZE = 5;

export function getReviews(productIdx: number, page: number, signal?: AbortSignal): Promise<ProductReviews> {
  return apiRequest('content', 'GET', `/v1/reviews/products/${productIdx}`, { query: { page, size: REVIEW_PAGE_SIZE }, signal, suppressAlert: true, schema: ReviewsSchema });
}
