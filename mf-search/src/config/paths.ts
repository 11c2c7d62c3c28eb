// Typed path registry (STYLE "Inside a remote"): links and navigation use these, never literals.
// Paths carry no locale prefix; the shell's navigator adds it (DESIGN §2).
import { toQuery, type SearchCondition } from '@stay/shared';

const withQuery = (path: string, query?: URLSearchParams) => {
  const qs = query?.toString() ?? '';
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  main: '/',
  /** A theme's own page (POST /v1/theme-products/{id}). */
  theme: (id: number | string) => `/themes/${encodeURIComponent(String(id))}`,
  /** An event deal's own page (mf-product; GET /v1/event-products/awesome/{id}). */
  event: (idx: number) => `/events/${idx}`,
  /** SPEC §2: /search with checkInDate, checkOutDate, cityCode, ... (plus sort and filters). */
  search: (query?: URLSearchParams) => withQuery('/search', query),
  /**
   * SPEC §2: the accommodation detail, opened in a new window. The condition travels along as the
   * same query, so the product page prices the same stay the result showed.
   */
  product: (productIdx: number | string, condition?: SearchCondition) =>
    withQuery(`/products/${encodeURIComponent(String(productIdx))}`, condition ? toQuery(condition) : undefined),
} as const;
