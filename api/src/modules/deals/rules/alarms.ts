// Advance notice (SPEC §7): when a deal counts as open, and whether a member may still sign up for
// it. Dates are Korean calendar days (yyyy-MM-dd); a deal opens at the start of its sale start day
// and closes after its sale end day.
import { koreanDay } from '../../../lib/days';

/** The Korean calendar day (yyyy-MM-dd) of an instant: the day deal dates are read in. */
export const koreanToday = (now: Date): string => koreanDay(now);

export type AlarmState = 'UPCOMING' | 'OPEN' | 'CLOSED';

export function dealState(deal: { saleStartDate: string; saleEndDate: string }, today: string): AlarmState {
  if (today < deal.saleStartDate) return 'UPCOMING';
  return today > deal.saleEndDate ? 'CLOSED' : 'OPEN';
}

/** Only an upcoming deal takes an alarm: an open one can be booked now, a closed one never. */
export const canSignUp = (deal: { saleStartDate: string; saleEndDate: string }, today: string): boolean => dealState(deal, today) === 'UPCOMING';

/** An alarm is due once its deal is open and it has not been sent (a closed deal is not announced). */
export const isDue = (alarm: { notifiedAt: Date | null }, deal: { saleStartDate: string; saleEndDate: string }, today: string): boolean =>
  alarm.notifiedAt === null && dealState(deal, today) === 'OPEN';

/** A member may cancel an alarm until it has been sent (a sent one stays in the list as told). */
export const canCancel = (alarm: { notifiedAt: Date | null }): boolean => alarm.notifiedAt === null;
