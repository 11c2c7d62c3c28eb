// Typed path registry (STYLE): links use these, never string literals.
export const paths = {
  subscribe: '/membership/awesome/subscribe',
  management: '/membership/awesome/management',
  billingHistory: '/membership/awesome/management/billing-history',
  priceChange: '/membership/awesome/management/price-change',
  /** Staff with the pricing role schedule plan prices. */
  priceAdmin: '/membership/awesome/admin/price-changes',
  corpRegister: '/membership/benefit-mall/register',
  welfare: '/membership/benefit-mall/management',
  login: '/login',
} as const;
