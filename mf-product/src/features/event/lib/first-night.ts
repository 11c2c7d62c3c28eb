// The first stay night an open deal can be booked for (the countdown itself is the shared
// remainingTime, SPEC §9).

/** Its stay start, or today once that has passed (yyyy-MM-dd days compare as text). */
export function firstBookableNight(stayStartDate: string, today: string): string {
  return stayStartDate > today ? stayStartDate : today;
}
