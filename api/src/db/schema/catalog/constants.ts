// Catalogue enumerations (SPEC §3 Accommodation, Room / rate plan product, Facility). Codes are
// upper-case because the results page writes them into its URL (types=HOTEL,RESORT).
export const PROPERTY_TYPES = ['HOTEL', 'RESORT', 'PENSION', 'GUESTHOUSE', 'POOLVILLA', 'MOTEL', 'RYOKAN', 'HOSTEL'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const MEAL_TYPES = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'ALL_INCLUSIVE'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const BED_TYPES = ['SINGLE', 'DOUBLE', 'TWIN', 'QUEEN', 'KING', 'BUNK', 'ONDOL', 'FUTON'] as const;
export type BedType = (typeof BED_TYPES)[number];

export const ROOM_VIEWS = ['CITY', 'OCEAN', 'MOUNTAIN', 'GARDEN', 'POOL', 'RIVER', 'NONE'] as const;
export type RoomView = (typeof ROOM_VIEWS)[number];

export const FACILITY_CATEGORIES = ['GENERAL', 'ROOM', 'LEISURE', 'DINING', 'SERVICE'] as const;
export type FacilityCategory = (typeof FACILITY_CATEGORIES)[number];

/** What a keyword result points at (SPEC §3 Keyword search result, resultType). */
export const SEARCH_KINDS = ['location', 'product'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const LOCATION_LEVELS = ['city', 'area', 'sub_area'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];

/** How many days ahead the calendar sells (SPEC §9: at most 180 days ahead). */
export const SELLING_DAYS = 180;
