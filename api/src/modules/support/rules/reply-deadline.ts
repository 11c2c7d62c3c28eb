// When the customer centre promises a first reply: a number of working
// minutes counted inside the centre's hours of SPEC §9 (10:30-16:30, lunch 12:00-13:00, closed on
// weekends and Korean public holidays). The hours, the promise and the holidays are data passed in,
// not code: a question sent on Friday at 17:00 is due on Monday at 12:00.
import { DateTime } from 'luxon';
import { CUSTOMER_CENTRE_HOURS } from '@stay/shared/constants/customer-centre';
import { isKrHoliday } from '@stay/shared/kit/kr-holidays';
import { koreanDateTime } from '../../../lib/localize';

export interface CentreSchedule {
  /** IANA zone the hours are in. */
  zone: string;
  /** Working windows of a working day, 'HH:mm'-'HH:mm', in order. */
  windows: readonly (readonly [string, string])[];
  closedOnWeekends: boolean;
  /** True for a closed day (yyyy-MM-dd in the centre's zone). */
  isHoliday: (day: string) => boolean;
  /** The promise: a first reply within this many working minutes. */
  firstReplyMinutes: number;
}

/** SPEC §9 hours; the first reply within 90 working minutes (Friday 17:00 -> Monday 12:00). */
export const CENTRE_SCHEDULE: CentreSchedule = {
  zone: 'Asia/Seoul',
  windows: [
    [CUSTOMER_CENTRE_HOURS.open, CUSTOMER_CENTRE_HOURS.lunchStart],
    [CUSTOMER_CENTRE_HOURS.lunchEnd, CUSTOMER_CENTRE_HOURS.close],
  ],
  closedOnWeekends: CUSTOMER_CENTRE_HOURS.closedOnWeekends,
  isHoliday: (day) => CUSTOMER_CENTRE_HOURS.closedOnHolidays && isKrHoliday(day),
  firstReplyMinutes: 90,
};

/** A year of closed days in a row cannot happen; past it the schedule is wrong, not the question. */
const MAX_DAYS = 366;

const at = (day: DateTime, hhmm: string): DateTime => {
  const [h, m] = hhmm.split(':').map(Number);
  return day.set({ hour: h ?? 0, minute: m ?? 0, second: 0, millisecond: 0 });
};

export function isWorkingDay(day: DateTime, schedule: CentreSchedule): boolean {
  if (schedule.closedOnWeekends && day.weekday >= 6) return false;
  return !schedule.isHoliday(day.toISODate() ?? '');
}

/** Adds `minutes` of working time to `from`. */
export function addWorkingMinutes(from: Date, minutes: number, schedule: CentreSchedule = CENTRE_SCHEDULE): Date {
  const start = DateTime.fromJSDate(from, { zone: schedule.zone });
  let left = minutes * 60_000;
  let day = start.startOf('day');
  for (let i = 0; i < MAX_DAYS; i += 1, day = day.plus({ days: 1 })) {
    if (!isWorkingDay(day, schedule)) continue;
    for (const [open, close] of schedule.windows) {
      const windowStart = DateTime.max(at(day, open), start);
      const windowEnd = at(day, close);
      const available = windowEnd.toMillis() - windowStart.toMillis();
      if (available <= 0) continue;
      if (left <= available) return windowStart.plus({ milliseconds: left }).toJSDate();
      left -= available;
    }
  }
  throw new Error('the centre schedule has no working time in a year');
}

/** The promised first reply of a question sent at `sentAt`. */
export const replyDueAt = (sentAt: Date, schedule: CentreSchedule = CENTRE_SCHEDULE): Date =>
  addWorkingMinutes(sentAt, schedule.firstReplyMinutes, schedule);

/** Whether the centre is answering at `now` (the form says so). */
export function isCentreOpen(now: Date, schedule: CentreSchedule = CENTRE_SCHEDULE): boolean {
  const t = DateTime.fromJSDate(now, { zone: schedule.zone });
  const day = t.startOf('day');
  if (!isWorkingDay(day, schedule)) return false;
  return schedule.windows.some(([open, close]) => t >= at(day, open) && t < at(day, close));
}

/** What the inquiry form shows before sending: open now or not, when a question sent now is due, the hours. */
export function replyTime(now: Date, schedule: CentreSchedule = CENTRE_SCHEDULE) {
  return { open: isCentreOpen(now, schedule), dueDate: koreanDateTime(replyDueAt(now, schedule)), hours: schedule.windows, firstReplyMinutes: schedule.firstReplyMinutes };
}
