// The price engine's inputs and outputs (SPEC §3 Room / rate plan product amounts). Money is
// integer KRW; dates are 'yyyy-MM-dd' calendar days (a night is named by the day it starts).

/** SPEC §3 Search condition / Condition: the stay asked for. */
export interface StayCondition {
  checkIn: string;
  checkOut: string;
  adults: number;
  /** One age (0-13) per child. */
  childAges: readonly number[];
  /** Rooms of the same rate plan (SPEC `count`). */
  rooms: number;
}

/** What the engine needs of a rate plan and its room. */
export interface RatePlanTerms {
  ratePlanIdx: number;
  basicOccupancy: number;
  maxOccupancy: number;
  extraAdultFee: number;
  extraChildFee: number;
  awesomeDiscountPct: number;
  cashbackPct: number;
  /** Free cancellation until this many days before check-in; null = non-refundable. */
  cancelFreeDays: number | null;
}

/** One night of a rate plan: its price for one room and the rooms still on sale. */
export interface NightRate {
  date: string;
  price: number;
  stock: number;
}

/** A stay's nights of one rate plan, summed (what the aggregate query returns per plan). */
export interface NightsSummary {
  /** Nights the stay has. */
  nights: number;
  /** Nights the plan has a price for (fewer = part of the stay is not on sale). */
  found: number;
  priceSum: number;
  /** Fewest rooms left over the nights; 0 when a night is missing. */
  minStock: number;
}

export interface QuoteAmounts {
  /** Normal total for the whole stay and all rooms, extra-guest fees included (SPEC normalAmount / displayAmount). */
  normalAmount: number;
  /** Awesome-member total (SPEC awesomeAmount). */
  awesomeAmount: number;
  /** Awesome discount percent (SPEC awesomePer). */
  awesomePer: number;
  discountAmount: number;
  cashbackRate: number;
  cashbackAmount: number;
  /** normalAmount / nights, rounded to the won. */
  perNight: number;
  /** Part of normalAmount that pays for guests above the basic occupancy. */
  extraGuestFee: number;
}

export interface Quote {
  ratePlanIdx: number;
  nights: number;
  /** The party fits the room (SPEC basicNum / maxNum). */
  fits: boolean;
  /** Fits, every night is on sale, and every night has `rooms` rooms left. */
  available: boolean;
  /** Fewest rooms left over the nights (SPEC stock). */
  stock: number;
  /** Null when some night has no price (not on sale): nothing to show. */
  amounts: QuoteAmounts | null;
  freeCancel: boolean;
  /** Last day of free cancellation, when it is today or later (SPEC §4 '{date} until free cancellation'). */
  cancelDate: string | null;
}

/** Korean PGs refuse smaller card payments: a coupon or points may not take a total below this. */
export const MIN_PAY_AMOUNT = 100;
