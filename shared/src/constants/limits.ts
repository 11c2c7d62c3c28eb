// SPEC §5 and §9 limits, in one place so the UI, the stores and the API server agree.

export const ROOMS_MIN = 1;
export const ROOMS_MAX = 5;
export const ROOMS_DEFAULT = 1;
export const ADULTS_MIN = 1;
export const ADULTS_DEFAULT = 2;
export const CHILDREN_MIN = 0;
export const CHILDREN_DEFAULT = 0;
/**
 * SPEC §5/§9 give two readings: adults alone at most 8, or adults plus children at most 8. We cap
 * the TOTAL (adults + children <= 8): it is the stricter reading, so every search we allow is
 * valid under both, and it bounds what a party can ask of one room search.
 */
export const GUESTS_MAX = 8;
export const CHILD_AGE_MIN = 0;
export const CHILD_AGE_MAX = 13;
/** Children younger than this (ages 0-1) share the bedding: not counted in a room, not charged. */
export const COUNTED_CHILD_AGE = 2;
export const COUNTER_MIN = 1;
export const COUNTER_MAX = 20;

export const RECENT_SEARCH_MAX = 8;
export const KEYWORD_DEBOUNCE_MS = 300;
export const KEYWORD_RESULTS_MAX = 20;

export const PRODUCT_IMAGES_MAX = 100;
export const ADD_PAY_IMAGES_MAX = 20;
export const BOOKING_DETAIL_IMAGES = 1;
export const VOUCHER_DETAIL_IMAGES = 20;

export const CALENDAR_MONTHS = 7;
/** The longest stay one search or booking covers (the API refuses longer: content lib/stay-condition.ts). */
export const STAY_NIGHTS_MAX = 30;
export const CALENDAR_MAX_DAYS_AHEAD = 180;
/** 0 = Sunday: the calendar week starts on Sunday (SPEC §2). */
export const CALENDAR_WEEK_START = 0;

export const TEXT_MESSAGES_PER_DAY = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
export const CORPORATION_CODE_MIN_LENGTH = 4;
export const CORPORATION_CODE_MAX_LENGTH = 20;

/** SPEC §7: combined-hotels cache lifetime. */
export const HOTELS_COMBINED_CACHE_SECONDS = 86_400;

/** SPEC §9 image optimising defaults. */
export const IMAGE_DEFAULTS = { width: 1600, quality: 80, format: 'jpg' } as const;
