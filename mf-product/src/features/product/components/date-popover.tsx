// The stay page's calendar: the site's own range calendar (the one the search section opens), in a
// popover under the date bar, loaded when it first opens. A pick follows the search's rule (the
// first click starts a range, the second completes it); a complete range is applied and closes it.
// Escape or a click outside closes it without a change; focus goes back to the field it came from.
import { useEffect, useRef, useState } from 'react';
import { applyRangeClick, type Range } from '@stay/shared/kit/calendar-rules';
import { RangeCalendar } from '@stay/shared/kit/range-calendar';
import { useDetailTranslation } from '../i18n';

export interface DatePopoverProps {
  id: string;
  /** The range the calendar starts from (a check-out left empty waits for its pick). */
  start: Range;
  onDone: (range: Range | null) => void;
}

export default function DatePopover({ id, start, onDone }: DatePopoverProps) {
  const { t } = useDetailTranslation();
  const [range, setRange] = useState(start);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>('.sr-day[tabindex="0"]')?.focus();
    const outside = (event: PointerEvent) => {
      const bar = box.current?.closest('form');
      if (!bar?.contains(event.target as Node)) onDone(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onDone]);

  const pick = (date: string) => {
    const next = applyRangeClick(range, date);
    if (next.checkOutDate) onDone(next);
    else setRange(next);
  };

  return (
    <div
      ref={box}
      id={id}
      className="pd-cal"
      role="dialog"
      aria-label={t('bar.choose')}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onDone(null);
      }}
    >
      <p className="pd-cal__hint">{range.checkOutDate || !range.checkInDate ? t('bar.pickIn') : t('bar.pickOut')}</p>
      <RangeCalendar range={range} onPick={pick} single />
      <button type="button" className="pd-cal__close" onClick={() => onDone(null)}>
        {t('bar.close')}
      </button>
    </div>
  );
}
