// SPEC §3 Points {point, userPoint}: `point` is the site's own points (awesome cash),
// `userPoint` the welfare points a company grants its corporate members (SPEC §6).
export const POINT_TYPES = ['POINT', 'USER_POINT'] as const;
export type PointType = (typeof POINT_TYPES)[number];

export const POINT_ACTIONS = ['SAVE', 'USE', 'CANCEL', 'EXPIRE'] as const;
export type PointAction = (typeof POINT_ACTIONS)[number];
