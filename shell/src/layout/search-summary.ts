// The web bar's compact search summary (SPEC §2 "Web bar"): search text, dates as MM.dd(day) (en and ja in
// their own short form, shared formatShort), nights, rooms when more than one, adults, and children only when there are any.
import {
  type DisplayLocale,
  formatShort,
  joinSummary,
  isValidDate,
  nightsBetween,
  type SearchCondition,
} from '@stay/shared';
import type { TFunction } from 'i18next';

export type SummaryCondition = Pick<SearchCondition, 'searchText' | 'checkInDate' | 'checkOutDate' | 'adtCnt' | 'chdCnt'> & Partial<Pick<SearchCondition, 'count'>>;

export interface SearchSummary {
  /** Empty when there is no search text yet. */
  text: string;
  /** 'MM.dd(day) - MM.dd(day)', only the check-in while the check-out is unset, or ''. */
  dates: string;
  /** '2박' / '2 nights'; '' without both dates. */
  nights: string;
  /** '' for one room. */
  rooms: string;
  adults: string;
  /** '' when there are no children. */
  children: string;
}

/** `t` must be bound to the 'shell' namespace. */
export function searchSummary(condition: SummaryCondition, locale: DisplayLocale, t: TFunction): SearchSummary {
  const { checkInDate, checkOutDate, adtCnt, chdCnt } = condition;
  const hasIn = isValidDate(checkInDate);
  const hasOut = hasIn && isValidDate(checkOutDate);
  const dates = hasOut
    ? `${formatShort(checkInDate, locale)} - ${formatShort(checkOutDate, locale)}`
    : hasIn
      ? formatShort(checkInDate, locale)
      : '';
  return {
    text: condition.searchText.trim(),
    dates,
    nights: hasOut ? t('webBar.nights', { count: nightsBetween(checkInDate, checkOutDate) }) : '',
    rooms: (condition.count ?? 1) > 1 ? t('webBar.rooms', { count: condition.count }) : '',
    adults: t('webBar.adults', { count: adtCnt }),
    children: chdCnt > 0 ? t('webBar.children', { count: chdCnt }) : '',
  };
}

/** One line for screen readers and tooltips (Japanese joined with '・', joinSummary). */
export function summaryLine(summary: SearchSummary, locale: DisplayLocale): string {
  return joinSummary([summary.text, summary.dates, summary.nights, summary.rooms, summary.adults, summary.children], locale);
}
