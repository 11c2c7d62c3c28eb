// SPEC §5 "Search counts": rooms 1-5, adults >= 1, children >= 0, adults + children <= 8 (see
// GUESTS_MAX for why the total is capped), child ages 0-13, one age per child.
import {
  ADULTS_MIN,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILDREN_MIN,
  GUESTS_MAX,
  ROOMS_MAX,
  ROOMS_MIN,
} from '../constants/limits';
import { coerceNumber } from '../validation/coerce';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n)));

export function clampRooms(rooms: unknown): number {
  return clamp(coerceNumber(rooms), ROOMS_MIN, ROOMS_MAX);
}

/**
 * Rooms within 1-5 and no more than the adults: every room needs an adult (the price engine's
 * splitParty puts one adult in each room first), so 3 adults can take at most 3 rooms.
 */
export function clampRoomsFor(rooms: unknown, adults: number): number {
  return Math.min(clampRooms(rooms), Math.max(ROOMS_MIN, adults));
}

/** Adults within 1 and whatever the children leave of the 8-guest cap. */
export function clampAdults(adults: unknown, children: number): number {
  return clamp(coerceNumber(adults), ADULTS_MIN, Math.max(ADULTS_MIN, GUESTS_MAX - children));
}

/** Children within 0 and whatever the adults leave of the 8-guest cap. */
export function clampChildren(children: unknown, adults: number): number {
  return clamp(coerceNumber(children), CHILDREN_MIN, Math.max(CHILDREN_MIN, GUESTS_MAX - adults));
}

/** Ages outside 0-13 are pulled to the nearest bound; non-numbers become 0. */
export function clampAge(age: unknown): number {
  return clamp(coerceNumber(age), CHILD_AGE_MIN, CHILD_AGE_MAX);
}

/**
 * One age per child: a new child gets age 0 (appended), a removed child drops the last age
 * (SPEC §5).
 */
export function resizeAges(ages: readonly number[], children: number): number[] {
  const kept = ages.slice(0, children).map(clampAge);
  while (kept.length < children) kept.push(CHILD_AGE_MIN);
  return kept;
}
