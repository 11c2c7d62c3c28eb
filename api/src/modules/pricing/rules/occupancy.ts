// Who sleeps in which room, and what the extra guests cost (pricing/README.md "Occupancy").
import { COUNTED_CHILD_AGE } from '@stay/shared/constants/limits';
import type { RatePlanTerms } from './types';

/** Children younger than this (ages 0-1) share the bedding: not counted, not charged (one value with my page's screens). */
export { COUNTED_CHILD_AGE };

export interface RoomParty {
  adults: number;
  /** Counted children (aged 2 and over). */
  children: number;
}

/**
 * Splits the party over the rooms as evenly as possible: adults first (every room needs one), then
 * counted children into the emptiest rooms. Null when there are fewer adults than rooms.
 */
export function splitParty(adults: number, childAges: readonly number[], rooms: number): RoomParty[] | null {
  if (rooms < 1 || adults < rooms) return null;
  const party = Array.from({ length: rooms }, (_, i) => ({ adults: Math.floor(adults / rooms) + (i < adults % rooms ? 1 : 0), children: 0 }));
  const counted = childAges.filter((age) => age >= COUNTED_CHILD_AGE).length;
  for (let c = 0; c < counted; c += 1) {
    let emptiest = party[0]!;
    for (const room of party) if (room.adults + room.children < emptiest.adults + emptiest.children) emptiest = room;
    emptiest.children += 1;
  }
  return party;
}

/** Guests in the fullest room (counted ones). */
export function largestRoom(party: readonly RoomParty[]): number {
  let most = 0;
  for (const room of party) most = Math.max(most, room.adults + room.children);
  return most;
}

/** The plan's room takes the fullest room of the party. */
export function fitsRoom(plan: Pick<RatePlanTerms, 'maxOccupancy'>, party: readonly RoomParty[]): boolean {
  return largestRoom(party) <= plan.maxOccupancy;
}

/**
 * Extra-guest fee for one night, all rooms: guests above the basic occupancy pay the plan's extra
 * fee, adults before children (an adult above the basic count is charged as an adult).
 */
export function extraGuestFeePerNight(plan: Pick<RatePlanTerms, 'basicOccupancy' | 'extraAdultFee' | 'extraChildFee'>, party: readonly RoomParty[]): number {
  let fee = 0;
  for (const room of party) {
    const extra = Math.max(0, room.adults + room.children - plan.basicOccupancy);
    const extraAdults = Math.min(extra, Math.max(0, room.adults - plan.basicOccupancy));
    fee += extraAdults * plan.extraAdultFee + (extra - extraAdults) * plan.extraChildFee;
  }
  return fee;
}
