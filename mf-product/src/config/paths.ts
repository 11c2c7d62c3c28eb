// Typed path registry (STYLE "Inside a remote"): links and navigation use these, never literals.
// Paths carry no locale prefix; the shell's navigator adds it (DESIGN §2).
const withQuery = (path: string, query?: URLSearchParams) => {
  const qs = query?.toString() ?? '';
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  /** SPEC §2: the accommodation detail; the stay condition travels as the /search query keys. */
  product: (productIdx: number | string, query?: URLSearchParams) => withQuery(`/products/${encodeURIComponent(String(productIdx))}`, query),
  login: '/login',
  search: (query?: URLSearchParams) => withQuery('/search', query),
} as const;
