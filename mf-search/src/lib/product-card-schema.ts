// The ProductCard of the content API (docs/api/content-search.md), shared by the main page's
// recommended and theme rows and by the results list. Parsed at the boundary (STYLE).
import * as v from 'valibot';
import { booleanField, numberField as count, textField as text } from '@stay/shared/contracts/fields';

export const ProductPricesSchema = v.object({
  /** Lowest total for the whole stay, for the guests and rooms asked (normal price). */
  displayAmount: v.number(),
  /** The awesome-member total for the same rate plan. */
  awesomeAmount: v.number(),
  /** Discount percent of the member price. */
  awesomePer: count,
  perNight: count,
});

export const ProductCardSchema = v.object({
  productIdx: v.union([v.number(), v.string()]),
  productName: v.string(),
  productNameEn: text,
  productType: text,
  productTypeName: text,
  star: count,
  area: text,
  nationCode: text,
  cityCode: text,
  imgUrl: text,
  /** Out of 10; the filter and sort use it, the badge does not (one scale: starAvg). */
  reviewScore: count,
  reviewCount: count,
  /** Our own reviews' average out of 5 (the review badge). */
  starAvg: count,
  nights: v.pipe(v.optional(v.nullable(v.number()), 1), v.transform((x) => x ?? 1)),
  prices: v.optional(v.nullable(ProductPricesSchema), null),
  freeCancel: booleanField,
  soldOut: booleanField,
  /** Where the stay is (the results map); older answers have none. */
  location: v.optional(v.nullable(v.object({ lat: v.number(), lng: v.number() })), null),
});

export type ProductCard = v.InferOutput<typeof ProductCardSchema>;
export type ProductPrices = v.InferOutput<typeof ProductPricesSchema>;
export const ProductCardListSchema = v.array(ProductCardSchema);
