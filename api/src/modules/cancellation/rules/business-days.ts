// Korean business days (no weekends, no public holidays: @stay/shared kr-holidays), for the day a
// gateway refund lands at the latest (card refunds take up to 3 business days).
import { isKrHoliday } from '@stay/shared/kit/kr-holidays';
import { addDays } from '../../../lib/days';

export const isBusinessDay = (day: string): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isKrHoliday(day);
};

/** The `n`th business day after `day` (day itself not counted). */
export function addBusinessDays(day: string, n: number): string {
  let out = day;
  for (let left = n; left > 0; ) {
    out = addDays(out, 1);
    if (isBusinessDay(out)) left -= 1;
  }
  return out;
}
