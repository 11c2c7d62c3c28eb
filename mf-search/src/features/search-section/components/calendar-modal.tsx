// The calendar modal (SPEC §2, §4 "Calendar"): title 'choose dates', a note that the dates are in
// local time, 7 months from this one, clicks that build a range, and a footer with check-in,
// nights ('unspecified' without a check-out), check-out and 'select schedule'. The dates are the
// section's search condition store, so the web bar summary follows; closing in any way confirms,
// which gives a lone check-in the next day as check-out (SPEC §4), so no half range is left.
import { formatShort, nightsBetween, today as todayOf, useSearchCondition, useSearchConditionStore, weekdayNames } from '@stay/shared';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useSectionTranslation } from '../i18n';
import { buildMonths, isSelectable, moveDay, rangeClick } from '../lib/calendar';
import { CalendarMonthView } from './calendar-month';
import { SectionModal } from './section-modal';
import './calendar.css';

export interface CalendarModalProps {
  id: string;
  anchorRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  /** 'select schedule' was pressed. */
  onConfirmed: () => void;
}

export function CalendarModal({ id, anchorRef, onClose, onConfirmed }: CalendarModalProps) {
  const { t } = useSectionTranslation();
  const locale = useLocale();
  const store = useSearchConditionStore();
  const checkInDate = useSearchCondition((s) => s.checkInDate);
  const checkOutDate = useSearchCondition((s) => s.checkOutDate);
  const today = useMemo(() => todayOf(), []);
  const months = useMemo(() => buildMonths(today), [today]);
  const [focusDay, setFocusDay] = useState(() => (checkInDate && isSelectable(checkInDate, today) ? checkInDate : today));
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
    const state = store.getState();
    if (rangeClick(state, date) === 'end') state.setCheckOut(date);
    else state.setCheckIn(date);
    setFocusDay(date);
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = moveDay(date, event.key, today, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    movedByKey.current = true;
    setFocusDay(next);
  };

  const close = () => {
    store.getState().confirmDates();
    onClose();
  };
  const confirm = () => {
    store.getState().confirmDates();
    onConfirmed();
  };

  const nights = checkInDate && checkOutDate ? t('calendar.nights', { count: nightsBetween(checkInDate, checkOutDate) }) : t('calendar.unspecified');
  const show = (date: string) => (date ? formatShort(date, locale) : '-');

  const footer = (
    <div className="sr-cal__footer">
      <dl className="sr-cal__summary" aria-live="polite">
        <div>
          <dt>{t('calendar.checkIn')}</dt>
          <dd data-testid="cal-check-in">{show(checkInDate)}</dd>
        </div>
        <div className="sr-cal__nights">
          <dt className="sr-visually-hidden">{t('calendar.nightsLabel')}</dt>
          <dd data-testid="cal-nights">{nights}</dd>
        </div>
        <div>
          <dt>{t('calendar.checkOut')}</dt>
          <dd data-testid="cal-check-out">{show(checkOutDate)}</dd>
        </div>
      </dl>
      <button type="button" className="sr-button sr-cal__confirm" onClick={confirm} disabled={!checkInDate}>
        {t('calendar.confirm')}
      </button>
    </div>
  );

  return (
    <SectionModal id={id} kind="dates" title={t('calendar.title')} description={t('calendar.note')} anchorRef={anchorRef} onClose={close} footer={footer}>
      <div ref={bodyRef} className="sr-cal__months" role="group" aria-label={t('calendar.months')}>
        {months.map((month) => (
          <CalendarMonthView
            key={month.key}
            month={month}
            range={{ checkInDate, checkOutDate }}
            today={today}
            locale={locale}
            focusDay={focusDay}
            weekdays={weekdays}
            onPick={pick}
            onKey={onKey}
          />
        ))}
      </div>
    </SectionModal>
  );
}
