// One month of the range picker: a table with Sunday-first weekday headers and one button per day.
// Days outside today..today+180 are disabled (SPEC §5). Only one day is in the Tab order (roving
// tabindex); arrow keys move between days (see calendar-modal).
import { DAY_FULL, formatDayWith, LOCALES, type Locale } from '@stay/shared';
// The holiday table rides with the calendar (a lazy chunk), not with every page's first load.
import { krHoliday } from '@stay/shared/kit/kr-holidays';
import type { KeyboardEvent } from 'react';
import { useSectionTranslation } from '../i18n';
import { dayRole, isSelectable, type CalendarMonth, type Range } from '../lib/calendar';

export interface CalendarMonthProps {
  month: CalendarMonth;
  range: Range;
  /** The traveller's today, 'yyyy-MM-dd'. */
  today: string;
  locale: Locale;
  focusDay: string;
  weekdays: { short: string; long: string }[];
  onPick: (date: string) => void;
  onKey: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}

export function CalendarMonthView({ month, range, today, locale, focusDay, weekdays, onPick, onKey }: CalendarMonthProps) {
  const { t } = useSectionTranslation();
  const title = formatDayWith(month.first, locale, { year: 'numeric', month: 'long' });

  const label = (date: string, role: ReturnType<typeof dayRole>, selectable: boolean) => {
    // The name starts with the number on the button (what voice control users say; in Korean the
    // full date reads '17일', not '17'), then the full date and the day's state.
    const parts = [String(Number(date.slice(8))), formatDayWith(date, locale, DAY_FULL)];
    if (date === today) parts.push(t('calendar.today'));
    if (role === 'start') parts.push(t('calendar.checkIn'));
    if (role === 'end') parts.push(t('calendar.checkOut'));
    if (role === 'between') parts.push(t('calendar.inRange'));
    const holiday = krHoliday(date);
    if (holiday) parts.push(holiday.name[LOCALES.indexOf(locale)] ?? holiday.name[0]);
    if (!selectable) parts.push(t('calendar.unavailable'));
    return parts.join(', ');
  };

  return (
    <table className="sr-month" data-month={month.key}>
      <caption className="sr-month__title">{title}</caption>
      <thead>
        <tr>
          {weekdays.map((w, i) => (
            <th key={w.long} scope="col" abbr={w.long} className={i === 0 ? 'sr-month__sun' : i === 6 ? 'sr-month__sat' : undefined}>
              {w.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              if (!date) return <td key={d} />;
              const selectable = isSelectable(date, today);
              const role = dayRole(range, date);
              // Sundays and Korean public holidays in red, Saturdays in blue.
              const holiday = krHoliday(date);
              const classes = ['sr-day', role && `sr-day--${role}`, date === today && 'sr-day--today', (d === 0 || holiday) && 'sr-day--sun', d === 6 && !holiday && 'sr-day--sat'];
              if (role === 'start' && range.checkOutDate) classes.push('sr-day--has-end');
              return (
                <td key={d} className={role ? `sr-cell sr-cell--${role}${role === 'start' && range.checkOutDate ? ' sr-cell--has-end' : ''}` : 'sr-cell'}>
                  <button
                    type="button"
                    className={classes.filter(Boolean).join(' ')}
                    data-date={date}
                    disabled={!selectable}
                    tabIndex={date === focusDay ? 0 : -1}
                    aria-label={label(date, role, selectable)}
                    aria-pressed={role === 'start' || role === 'end'}
                    aria-current={date === today ? 'date' : undefined}
                    data-autofocus={date === focusDay ? true : undefined}
                    onClick={() => onPick(date)}
                    onKeyDown={(e) => onKey(e, date)}
                  >
                    {Number(date.slice(8))}
                    {holiday && <span className="sr-day__dot" aria-hidden="true" />}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
