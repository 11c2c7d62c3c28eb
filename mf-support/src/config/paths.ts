// Typed path registry (STYLE): links use these, never string literals.
export const paths = {
  faq: '/faq',
  notice: '/notice',
  inquiries: '/inquiries',
  policy: (kind: 'terms' | 'privacy' | 'ir') => `/policy/${kind}`,
} as const;
