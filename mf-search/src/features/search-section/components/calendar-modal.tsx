// The calendar modal (SPEC §2, §4 "Calendar"): title 'choose dates', a note that the dates are in
// local time, 7 months from this one, clicks that build a range, and a footer with check-in,
// nights ('unspecified' without a check-out), check-out and 'select schedule'. The dates are the
// section's search condition store, so the web bar summary follows; closing in any way confirms,
// which gives a lone check-in the next day as check-out (SPEC §4), so no half range is left.
import { formatShort, nightsBetween, useSearchCondition, useSearchConditionStore } from '@stay/shared';
import type { RefObject } from 'react';
import { RangeCalendar } from '@stay/shared/kit/range-calendar';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useSectionTranslation } from '../i18n';
import { rangeClick } from '../lib/calendar';
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

  const pick = (date: string) => {
    const state = store.getState();
    if (rangeClick(state, date) === 'end') state.setCheckOut(date);
    else state.setCheckIn(date);
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
      <RangeCalendar range={{ checkInDate, checkOutDate }} onPick={pick} />
    </SectionModal>
  );
}
