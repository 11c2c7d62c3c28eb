// Every route of SPEC §2 with a path that exists in the demo data, and the remote that renders it.
// `member`: a member's page; a visitor is sent to the login page in its place (mypage.spec).
export const LOCALES = ['ko', 'en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

export const ROUTES: { path: string; remote: string; member?: true }[] = [
  { path: '/', remote: 'mf_search' },
  { path: '/login', remote: 'shell' },
  { path: '/search', remote: 'mf_search' },
  { path: '/products/1', remote: 'mf_product' },
  { path: '/mypage', remote: 'mf_mypage', member: true },
  { path: '/mypage/user', remote: 'mf_mypage', member: true },
  { path: '/mypage/books', remote: 'mf_mypage', member: true },
  { path: '/mypage/wishes', remote: 'mf_mypage', member: true },
  { path: '/mypage/coupon', remote: 'mf_mypage', member: true },
  { path: '/mypage/awesome-cash', remote: 'mf_mypage', member: true },
  { path: '/membership/awesome/subscribe', remote: 'mf_membership' },
  { path: '/membership/awesome/management', remote: 'mf_membership' },
  { path: '/membership/awesome/management/billing-history', remote: 'mf_membership' },
  { path: '/membership/benefit-mall/register', remote: 'mf_membership' },
  { path: '/membership/benefit-mall/management', remote: 'mf_membership' },
  { path: '/faq', remote: 'mf_support' },
  { path: '/notice', remote: 'mf_support' },
  { path: '/inquiries', remote: 'mf_support' },
  { path: '/policy/terms', remote: 'mf_support' },
  { path: '/policy/privacy', remote: 'mf_support' },
  { path: '/policy/ir', remote: 'mf_support' },
  { path: '/lms/DEMO0001', remote: 'mf_product', member: true },
];

export const localized = (locale: Locale, path: string) => (locale === 'ko' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);
