// The date and guest bar of the page: a change re-prices the page by writing the condition into
// the URL (same keys as /search), which the page reads back (STYLE: criteria live in the URL).
// Rooms (`count`, 1-5) are a query key too; every room needs an adult, so the rooms stop at the
// adults and the adults do not go below the rooms.
// The dates are two buttons that open the site's own calendar (date-popover, loaded on first open),
// not the browser's date inputs, whose format follows the browser's language, not the page's.
// The bar is drawn by the server: a field changed before the page's scripts ran is applied once
// they have (React hydrates over it without an onChange), and quick successive changes build on
// each other, not on the condition the URL has not yet given back.
import { CHILD_AGE_MAX, formatShort, GUESTS_MAX, ROOMS_MAX, toDateString, today, type SearchCondition } from '@stay/shared';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useDetailTranslation } from '../i18n';

const DatePopover = lazy(() => import('./date-popover'));

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The fields of a server-drawn form whose value differs from what the server drew. */
export function changedBeforeHydration(form: HTMLFormElement): Array<HTMLInputElement | HTMLSelectElement> {
  return Array.from(form.elements).filter(
    (el): el is HTMLInputElement | HTMLSelectElement =>
      (el instanceof HTMLInputElement && el.value !== el.defaultValue) ||
      (el instanceof HTMLSelectElement && Array.from(el.options).some((o) => o.selected !== o.defaultSelected)),
  );
}

export function ConditionBar({ condition, nights, onChange }: { condition: SearchCondition; nights: number; onChange: (next: SearchCondition) => void }) {
  const { t } = useDetailTranslation();
  const id = useId();
  const locale = useLocale();
  const first = toDateString(today());
  // Which date field opened the calendar (focus goes back to it), or null when it is closed.
  const [open, setOpen] = useState<'in' | 'out' | null>(null);
  const opener = useRef<'in' | 'out' | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The condition as last sent: the page reads it back from the URL a moment later.
  const sent = useRef(condition);
  useEffect(() => {
    sent.current = condition;
  }, [condition]);
  const change = (next: Partial<SearchCondition>) => {
    sent.current = { ...sent.current, ...next };
    onChange(sent.current);
  };

  const closeCalendar = useCallback(
    (range: { checkInDate: string; checkOutDate: string } | null) => {
      if (range && range.checkInDate >= first && range.checkOutDate > range.checkInDate) change(range);
      setOpen(null);
      if (opener.current) document.getElementById(`${id}-${opener.current}`)?.focus();
    },
    // change only reads refs and props that the page gives back through the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [first, id, onChange],
  );
  const toggle = (field: 'in' | 'out') => {
    opener.current = field;
    setOpen((now) => (now ? null : field));
  };
  const setChildren = (chdCnt: number) => {
    const { chdAges, adtCnt, count } = sent.current;
    const adults = Math.min(adtCnt, GUESTS_MAX - chdCnt);
    change({ chdCnt, chdAges: range(0, chdCnt - 1).map((i) => chdAges[i] ?? 0), adtCnt: adults, count: Math.min(count, adults) });
  };
  const setChildAge = (n: number, age: number) => change({ chdAges: sent.current.chdAges.map((a, i) => (i === n - 1 ? age : a)) });

  // Changes made before hydration, applied in the order of the form.
  useEffect(() => {
    if (!form.current) return;
    for (const el of changedBeforeHydration(form.current)) {
      const field = el.id.slice(id.length + 1);
      if (field === 'rooms') change({ count: Number(el.value) });
      else if (field === 'adults') change({ adtCnt: Number(el.value) });
      else if (field === 'children') setChildren(Number(el.value));
      else if (field.startsWith('age-')) setChildAge(Number(field.slice(4)), Number(el.value));
    }
    // Once, after the first render: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form ref={form} className="pd-bar" aria-label={t('bar.label')} onSubmit={(e) => e.preventDefault()}>
      {(['in', 'out'] as const).map((field) => (
        <div key={field} className="pd-bar__field">
          <span id={`${id}-${field}-label`} className="pd-bar__label">{t(field === 'in' ? 'bar.checkIn' : 'bar.checkOut')}</span>
          <button
            id={`${id}-${field}`}
            type="button"
            className="pd-bar__date"
            aria-labelledby={`${id}-${field}-label ${id}-${field}`}
            aria-haspopup="dialog"
            aria-expanded={open === field}
            aria-controls={open ? `${id}-cal` : undefined}
            data-testid={`bar-${field}`}
            onClick={() => toggle(field)}
          >
            {formatShort(field === 'in' ? condition.checkInDate : condition.checkOutDate, locale)}
          </button>
        </div>
      ))}
      <p className="pd-bar__nights" aria-live="polite">
        {t('bar.nights', { count: nights })}
      </p>
      <div className="pd-bar__field pd-bar__field--small">
        <label htmlFor={`${id}-rooms`}>{t('bar.rooms')}</label>
        <select id={`${id}-rooms`} value={condition.count} onChange={(e) => change({ count: Number(e.target.value) })}>
          {range(1, Math.min(ROOMS_MAX, condition.adtCnt)).map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </div>
      <div className="pd-bar__field pd-bar__field--small">
        <label htmlFor={`${id}-adults`}>{t('bar.adults')}</label>
        <select id={`${id}-adults`} value={condition.adtCnt} onChange={(e) => change({ adtCnt: Number(e.target.value) })}>
          {range(Math.min(condition.count, GUESTS_MAX - condition.chdCnt), GUESTS_MAX - condition.chdCnt).map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </div>
      <div className="pd-bar__field pd-bar__field--small">
        <label htmlFor={`${id}-children`}>{t('bar.children')}</label>
        <select id={`${id}-children`} value={condition.chdCnt} onChange={(e) => setChildren(Number(e.target.value))}>
          {range(0, GUESTS_MAX - 1).map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </div>
      {open && (
        <Suspense fallback={null}>
          {/* From the check-out field the check-in stays and the next pick is the check-out. */}
          <DatePopover id={`${id}-cal`} start={{ checkInDate: condition.checkInDate, checkOutDate: open === 'out' ? '' : condition.checkOutDate }} onDone={closeCalendar} />
        </Suspense>
      )}
      {range(1, condition.chdCnt).map((n) => (
        <div key={n} className="pd-bar__field pd-bar__field--small">
          <label htmlFor={`${id}-age-${n}`}>{t('bar.childAge', { n })}</label>
          <select
            id={`${id}-age-${n}`}
            value={condition.chdAges[n - 1] ?? 0}
            onChange={(e) => setChildAge(n, Number(e.target.value))}
          >
            {range(0, CHILD_AGE_MAX).map((age) => (
              <option key={age} value={age}>{t('bar.age', { age })}</option>
            ))}
          </select>
        </div>
      ))}
    </form>
  );
}
