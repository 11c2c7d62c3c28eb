// The site's range calendar, one copy for the search section's calendar modal and the stay page's
// date bar: 7 months from this one, a table per month with Sunday-first weekday headers and one
// button per day. Days outside today..today+180 are disabled (SPEC §5). Only one day is in the Tab
// order (roving tabindex); the WAI-ARIA date grid keys move between days. Each day's button says
// its full date, today, check-in/out, a holiday and 'unavailable' to a screen reader.
// Import it lazily (when a calendar opens): it is not on any page's first load.
import { DAY_FULL, formatDayWith, LOCALES, today as todayOf, weekdayNames, type Locale } from '@stay/shared';
// The holiday table rides with the calendar (a lazy chunk), not with every page's first load.
import { krHoliday } from '@stay/shared/kit/kr-holidays';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { buildMonths, dayRole, isSelectable, moveDay, type CalendarMonth, type Range } from './calendar-rules';
import { useLocale } from './use-locale';
import './range-calendar.css';

type Word = 'today' | 'checkIn' | 'checkOut' | 'inRange' | 'unavailable' | 'months';
const WORDS: Record<Locale, Record<Word, string>> = {
  ko: { today: '오늘', checkIn: '체크인', checkOut: '체크아웃', inRange: '선택한 기간', unavailable: '선택 불가', months: '달력' },
  en: { today: 'Today', checkIn: 'Check-in', checkOut: 'Check-out', inRange: 'In your stay', unavailable: 'Unavailable', months: 'Calendar' },
  ja: { today: '今日', checkIn: 'チェックイン', checkOut: 'チェックアウト', inRange: '選択した期間', unavailable: '選択できません', months: 'カレンダー' },
};

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
  const t = (word: Word) => WORDS[locale][word];
  const title = formatDayWith(month.first, locale, { year: 'numeric', month: 'long' });

  const label = (date: string, role: ReturnType<typeof dayRole>, selectable: boolean) => {
    // The name starts with the number on the button (what voice control users say; in Korean the
    // full date reads '17일', not '17'), then the full date and the day's state.
    const parts = [String(Number(date.slice(8))), formatDayWith(date, locale, DAY_FULL)];
    if (date === today) parts.push(t('today'));
    if (role === 'start') parts.push(t('checkIn'));
    if (role === 'end') parts.push(t('checkOut'));
    if (role === 'between') parts.push(t('inRange'));
    const holiday = krHoliday(date);
    if (holiday) parts.push(holiday.name[LOCALES.indexOf(locale)] ?? holiday.name[0]);
    if (!selectable) parts.push(t('unavailable'));
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

export interface RangeCalendarProps {
  range: Range;
  /** A day was clicked (or chosen with Enter / Space). */
  onPick: (date: string) => void;
  /** One month per row at every width (a popover narrower than the modal). */
  single?: boolean;
}

/** The 7 months of the range calendar with keyboard movement; what a pick does is the caller's. */
export function RangeCalendar({ range, onPick, single = false }: RangeCalendarProps) {
  const locale = useLocale();
  const today = useMemo(() => todayOf(), []);
  const months = useMemo(() => buildMonths(today), [today]);
  const [focusDay, setFocusDay] = useState(() => (range.checkInDate && isSelectable(range.checkInDate, today) ? range.checkInDate : today));
  const movedByKey = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);

  const weekdays = useMemo(() => {
    // Sunday first, like the calendar (SPEC §9).
    const short = weekdayNames(locale, 'short');
    const long = weekdayNames(locale, 'long');
    return short.map((name, i) => ({ short: name, long: long[i] ?? '' }));
  }, [locale]);

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    bodyRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const pick = (date: string) => {
    onPick(date);
    setFocusDay(date);
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = moveDay(date, event.key, today, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    movedByKey.current = true;
    setFocusDay(next);
  };

  return (
    <div ref={bodyRef} className={single ? 'sr-cal__months sr-cal__months--single' : 'sr-cal__months'} role="group" aria-label={WORDS[locale].months}>
      {months.map((month) => (
        <CalendarMonthView key={month.key} month={month} range={range} today={today} locale={locale} focusDay={focusDay} weekdays={weekdays} onPick={pick} onKey={onKey} />
      ))}
    </div>
  );
}
