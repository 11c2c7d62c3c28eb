// SPEC §3 Points {point, userPoint}: `point` is the site's own points (awesome cash),
// `userPoint` the welfare points a company grants its corporate members (SPEC §6).
export const POINT_TYPES = ['POINT', 'USER_POINT'] as const;
export type PointType = (typeof POINT_TYPES)[number];

export const POINT_ACTIONS = ['SAVE', 'USE', 'CANCEL', 'EXPIRE'] as const;
export type PointAction = (typeof POINT_ACTIONS)[number];

/**
 * Why points moved, stored as a code so the history reads in the reader's language (the title
 * column keeps the Korean text written at the time). Texts: modules/points/rules/reasons.ts.
 */
export const POINT_REASONS = [
  'SIGNUP_BONUS',
  'REVIEW_REWARD',
  'MEMBERSHIP_WELCOME',
  'MEMBERSHIP_CASHBACK',
  'WELFARE_GRANT',
  'BOOKING_USE',
  'BOOKING_CANCEL_REFUND',
  'BOOKING_PART_CANCEL_REFUND',
  'EXPIRED',
  'WELFARE_EXPIRED',
] as const;
export type PointReason = (typeof POINT_REASONS)[number];
