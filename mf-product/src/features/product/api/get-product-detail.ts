// POST /v2/products/{productIdx} (SPEC §7, §3 Accommodation detail; api/src/services/content/product/README.md).
import { apiRequest, pageAnswer } from '@stay/shared';
import * as v from 'valibot';
import { booleanField, listOf, numberField, textField } from '@stay/shared/contracts/fields';
import type { StayPageBody } from '@stay/shared/contracts/stay-condition';

export const EventSchema = v.object({
  idx: numberField,
  eventTitle: textField,
  eventSubTitle: textField,
  eventUrl: textField,
  productImg: textField,
  saleTerm: textField,
  stayStartDate: textField,
  stayEndDate: textField,
  discountRate: numberField,
  discountPrice: numberField,
});

export const PricesSchema = v.object({
  displayLowestAmount: numberField,
  awesomeLowestAmount: numberField,
  awesomePer: numberField,
  cashbackRate: numberField,
  customerPrice: numberField,
  soldOut: booleanField,
  /** Opened from an event deal that applies: the headline plan's deal price (normal / member). */
  dealLowestAmount: v.optional(v.nullable(v.number()), null),
  memberDealLowestAmount: v.optional(v.nullable(v.number()), null),
});

/** The site's own deal on sale for this stay, with its page's price (api deals/use-cases/stay-open-deals.ts). */
export const OpenDealSchema = v.object({
  idx: numberField,
  eventUrl: textField,
  eventTitle: textField,
  discountRate: numberField,
  dealAmount: v.optional(v.nullable(v.number()), null),
  memberDealAmount: v.optional(v.nullable(v.number()), null),
});

export const ProductDetailSchema = v.object({
  info: v.object({
    idx: numberField,
    productName: textField,
    productNameEn: textField,
    productTypeName: textField,
    star: numberField,
    phone: textField,
    chain: textField,
    brand: textField,
    nationCode: textField,
    cityCode: textField,
  }),
  img: listOf(v.object({ idx: numberField, sort: numberField, imgLink: textField })),
  location: v.object({ lat: numberField, lng: numberField, address: textField, area: textField, city: textField }),
  facilities: listOf(v.object({ category: textField, categoryName: textField, items: listOf(v.object({ code: textField, facName: textField, facImg: textField })) })),
  detailInfo: v.object({ checkIn: textField, checkOut: textField, description: textField, policies: listOf(v.string()) }),
  event: v.optional(v.nullable(EventSchema), null),
  prices: v.optional(v.nullable(PricesSchema), null),
  reviews: v.object({ reviewCount: numberField, starAvg: numberField, reviewScore: numberField }),
  favoriteProductIdx: v.optional(v.nullable(v.number()), null),
  openDeal: v.optional(v.nullable(OpenDealSchema), null),
});

export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;
export type ProductPrices = v.InferOutput<typeof PricesSchema>;
export type ProductEvent = v.InferOutput<typeof EventSchema>;
export type OpenDeal = v.InferOutput<typeof OpenDealSchema>;

const detailPath = (productIdx: number) => `/v2/products/${productIdx}`;

/** The detail that came with the page for this very condition (its server-drawn first view). */
export const pageDetail = (productIdx: number, body: StayPageBody) => pageAnswer('content', detailPath(productIdx), ProductDetailSchema, { method: 'POST', body });

/** The page shows its own retry and not-found, so the client's alert is suppressed. */
export function getProductDetail(productIdx: number, body: StayPageBody, signal?: AbortSignal): Promise<ProductDetail> {
  return apiRequest('content', 'POST', detailPath(productIdx), { body, signal, suppressAlert: true, schema: ProductDetailSchema });
}
