// Typed path registry (STYLE "Inside a remote"): links and navigation use these, never literals.
// Paths carry no locale prefix; the shell's navigator adds it (DESIGN §2).
const withQuery = (path: string, query?: URLSearchParams) => {
  const qs = query?.toString() ?? '';
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  /** SPEC §2: the accommodation detail; the stay condition travels as the /search query keys. */
  product: (productIdx: number | string, query?: URLSearchParams) => withQuery(`/products/${encodeURIComponent(String(productIdx))}`, query),
  /** The booking (payment) page; the query (lib/book-query.ts) is the whole booking condition. */
  book: (productIdx: number | string, query?: URLSearchParams) => withQuery(`/book/${encodeURIComponent(String(productIdx))}`, query),
  /** Where the payment gateway sends the buyer back (success and fail). */
  paymentResult: (query?: URLSearchParams) => withQuery('/payment/result', query),
  /** SPEC §2 /lms/[orderNumber]: the voucher order page. */
  voucher: (orderNum: string) => `/lms/${encodeURIComponent(orderNum)}`,
  /** An event deal (SPEC §4 page kind 'event'). */
  event: (idx: number | string) => `/events/${encodeURIComponent(String(idx))}`,
  login: '/login',
  search: (query?: URLSearchParams) => withQuery('/search', query),
} as const;
