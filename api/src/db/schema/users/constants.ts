// SPEC §3 User info / §4 "Member type: N normal, C corporate".
export const USER_TYPES = ['N', 'C'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = ['ACTIVE', 'WITHDRAWN'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Identity providers a member can sign in with besides e-mail and password. */
export const SOCIAL_PROVIDERS = ['kakao', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
