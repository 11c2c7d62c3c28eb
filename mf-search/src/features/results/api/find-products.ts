// POST /v1/products/findProducts (SPEC §7, docs/api/content-search.md): the stays for a search
// condition, sort, filters and page, each priced for the stay by the one price engine, with
// facets for the filter panel.
import { apiRequest, buildApiUrl, pageAnswer, type SearchCondition } from '@stay/shared';
import * as v from 'valibot';
import { ProductCardSchema } from '../../../lib/product-card-schema';
import { listOf, numberField, textField } from '@stay/shared/contracts/fields';
import { requestFilters, type RequestFilters, type ResultOptions, type Sort } from '../lib/results-query';

export const PAGE_SIZE = 20;

const FacetSchema = v.object({ code: v.pipe(v.union([v.string(), v.number()]), v.transform(String)), name: textField, count: numberField });

export const FindProductsSchema = v.object({
  total: numberField,
  page: numberField,
  size: numberField,
  products: listOf(ProductCardSchema),
  facets: v.optional(
    v.nullable(
      v.object({
        types: listOf(FacetSchema),
        facilities: listOf(FacetSchema),
        priceRange: v.optional(v.nullable(v.object({ min: numberField, max: numberField })), null),
      }),
    ),
    null,
  ),
  /** The searched place in the UI language (null when the search is not a location). */
  place: v.optional(v.nullable(v.string()), null),
});

export type FindProductsResult = v.InferOutput<typeof FindProductsSchema>;
export type Facet = v.InferOutput<typeof FacetSchema>;

/** A search (destination and stay condition, the platform's contract), its sort, filters and page. */
export interface FindProductsBody extends SearchCondition {
  sort: Sort;
  filters?: RequestFilters;
  page: number;
  size: number;
}

export function findProductsBody(condition: SearchCondition, options: ResultOptions, page: number, size = PAGE_SIZE): FindProductsBody {
  const body: FindProductsBody = {
    nationCode: condition.nationCode,
    cityCode: condition.cityCode,
    searchText: condition.searchText,
    area: condition.area,
    subArea: condition.subArea,
    checkInDate: condition.checkInDate,
    checkOutDate: condition.checkOutDate,
    adtCnt: condition.adtCnt,
    chdCnt: condition.chdCnt,
    chdAges: condition.chdAges.slice(0, condition.chdCnt),
    count: condition.count,
    sort: options.sort,
    page,
    size,
  };
  const filters = requestFilters(options);
  if (filters) body.filters = filters;
  return body;
}

const FIND_PATH = '/v1/products/findProducts';

/** The page shows its own retry, so the client's alert is suppressed. */
export function findProducts(body: FindProductsBody, signal?: AbortSignal): Promise<FindProductsResult> {
  return apiRequest('content', 'POST', FIND_PATH, { body, signal, suppressAlert: true, schema: FindProductsSchema });
}

/** The request of a results page's first stays: the site server makes it for a server-drawn /search. */
export const findProductsRead = (body: FindProductsBody) => ({
  method: 'POST' as const,
  url: buildApiUrl('content', FIND_PATH),
  body,
  // The first stay's photo: the page's largest image on a phone, preloaded with the page.
  lcpImage: ['data', 'products', 0, 'imgUrl'],
});

/** The first stays when they came with the page, else undefined. */
export const pageFindProducts = (body: FindProductsBody) => pageAnswer('content', FIND_PATH, FindProductsSchema, { method: 'POST', body });
