// Which page paths the site serves (an unknown route must not answer HTTP 200 with no way home).
// The shell's route table (shell/src/remotes/route-table.ts) sends every prefix to a remote, and a
// remote renders its own not-found page client side; this is the server's half: the same page is
// sent, but with a real 404 status (and noindex) for a path no screen answers to.
//
// Remotes other teams own (my page, membership, support) answer every path under their prefix
// here; their routers show their own not-found page. The ones whose routes are fixed — the main
// page, results and themes (mf-search), login (shell), stay, event deal, booking, payment result and voucher
// (mf-product) — are listed path by path.

const LOCALE_PREFIX = /^\/(en|ja)(?=\/|$)/;

/** Prefixes whose every sub-path belongs to a remote with its own router and not-found page. */
const OWNED_PREFIXES = ['/login', '/mypage', '/membership', '/faq', '/notice', '/inquiries', '/policy'] as const;

/** Exact screens of mf-search and mf-product (react-router paths in their app.tsx). */
const EXACT: readonly RegExp[] = [
  /^\/$/,
  /^\/search$/,
  /^\/themes\/\d{1,10}$/,
  /^\/products\/\d{1,10}$/,
  /^\/events\/\d{1,10}$/,
  /^\/book\/\d{1,10}$/,
  /^\/payment\/result$/,
  /^\/lms\/[^/]+$/,
];

/** The path without query, hash, locale prefix and trailing slash ('/' stays '/'). */
export function sitePath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  const withoutLocale = raw.replace(LOCALE_PREFIX, '') || '/';
  return withoutLocale.length > 1 ? withoutLocale.replace(/\/+$/, '') || '/' : withoutLocale;
}

/** True when some screen of the site answers to `url` (locale prefix and query allowed). */
export function isKnownPage(url: string): boolean {
  const path = sitePath(url);
  if (OWNED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return true;
  return EXACT.some((re) => re.test(path));
}
