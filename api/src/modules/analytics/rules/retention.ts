// How long collected events are kept. The funnel report reads at most 31 days back; events are
// kept 90 days (a quarter to compare with) and then removed by the 'analytics-retention' job
// (src/jobs.ts): they describe people's browsing, kept no longer than the report needs.
import { koreanDay } from './day';

export const ANALYTICS_RETENTION_DAYS = 90;

/** The first Korean day still kept at `now`: events filed on an earlier day are removed. */
export function retainedFrom(now: Date, days = ANALYTICS_RETENTION_DAYS): string {
  return koreanDay(new Date(now.getTime() - (days - 1) * 86_400_000));
}
