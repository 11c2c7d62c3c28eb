// SPEC §9: remaining time is shown as days, hours, minutes. Whole minutes, rounded down, never
// negative; the clock is the server's (the page keeps the offset between the two).
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  /** Nothing left (the moment has passed). */
  done: boolean;
}

export function remainingTime(nowMs: number, untilMs: number): Remaining {
  const total = Math.max(0, Math.floor((untilMs - nowMs) / 60_000));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60, done: untilMs <= nowMs };
}

/** The first stay night a deal can be booked for: its stay start, or today when that has passed. */
export function firstBookableNight(stayStartDate: string, today: string): string {
  return stayStartDate > today ? stayStartDate : today;
}
