// Typed path registry (STYLE): links use these, never string literals.
export type PolicyKind = 'terms' | 'privacy' | 'ir';

const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') p.set(k, String(v));
  const qs = p.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  faq: '/faq',
  faqAnswer: (tab: string | null, open: number) => withQuery('/faq', { tab, open }),
  notice: '/notice',
  noticePage: (page: number) => withQuery('/notice', { page: page > 1 ? page : null }),
  noticeDetail: (idx: number) => `/notice/${idx}`,
  inquiries: '/inquiries',
  inquiriesTab: (status: string, page = 1) => withQuery('/inquiries', { status: status === 'ALL' ? null : status, page: page > 1 ? page : null }),
  inquiryNew: (q: { type?: string; orderNum?: string } = {}) => withQuery('/inquiries/new', q),
  inquiryDetail: (idx: number) => `/inquiries/${idx}`,
  staff: '/inquiries/staff',
  funnel: '/inquiries/staff/funnel',
  staffChat: '/inquiries/staff/chat',
  /** Messages the relay gave up on (role operator). */
  staffMessages: '/inquiries/staff/messages',
  /** The membership remote's page for the pricing role. */
  membershipPrices: '/membership/awesome/admin/price-changes',
  chat: (from?: string) => withQuery('/inquiries/chat', { from }),
  policy: (kind: PolicyKind, version?: string) => withQuery(`/policy/${kind}`, { version }),
  login: '/login',
} as const;
