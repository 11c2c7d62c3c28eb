// What a page says when the dates of its link were changed, in the UI language, with
// the dates written the way that language writes them (ko 12월 18일 (금), en Fri, Dec 18, ja 12月18日(金)).
import { formatDayText } from '../dates/format';
import type { Locale } from '../mf/contract';
import { translate } from '../i18n/i18n';
import type { QueryDates } from '../stores/query-dates';

/** A day for a sentence: weekday, month and day in the locale's own order. */
export function formatDayForText(date: string, locale: Locale): string {
  return formatDayText(date, locale);
}

/** One sentence per correction; none when the link's dates were used as they were. */
export function dateCorrectionMessages(dates: QueryDates, locale: Locale): string[] {
  const checkIn = formatDayForText(dates.checkInDate, locale);
  const checkOut = formatDayForText(dates.checkOutDate, locale);
  const range = `${checkIn} – ${checkOut}`;
  return dates.corrections.map((c) => translate(`common:dateFix.${c}`, { dates: range, checkOut, lng: locale }));
}
