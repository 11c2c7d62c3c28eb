// localStorage keys owned by @stay/shared (SPEC §7 "Local storage holds"). One prefix so a
// logout or a test can find them all.

export const STORAGE_KEYS = {
  recentKeywords: 'stay:recent:keywords',
  recentLocations: 'stay:recent:locations',
  recentProducts: 'stay:recent:products',
  urlHistory: 'stay:url-history',
  returnUrl: 'stay:return-url',
  language: 'stay:language',
  searchCondition: 'stay:search-condition',
} as const;
