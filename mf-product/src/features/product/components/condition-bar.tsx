// The date and guest bar of the page: a change re-prices the page by writing the condition into
// the URL (same keys as /search), which the page reads back (STYLE: criteria live in the URL).
// Rooms (`count`, 1-5) are a query key too; every room needs an adult, so the rooms stop at the
// adults and the adults do not go below the rooms.
import { addDays, CALENDAR_MAX_DAYS_AHEAD, CHILD_AGE_MAX, GUESTS_MAX, ROOMS_MAX, toDateString, today, type SearchCondition } from '@stay/shared';
import { useId } from 'react';
import { useDetailTranslation } from '../i18n';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export function ConditionBar({ condition, nights, onChange }: { condition: SearchCondition; nights: number; onChange: (next: SearchCondition) => void }) {
  const { t } = useDetailTranslation();
  const id = useId();
  const first = toDateString(today());
  const last = addDays(first, CALENDAR_MAX_DAYS_AHEAD);

  const setCheckIn = (value: string) => {
    if (!value || value < first) return;
    // Keep the stay length when the check-out would no longer follow the check-in.
    const checkOutDate = condition.checkOutDate > value ? condition.checkOutDate : addDays(value, Math.max(1, nights));
    onChange({ ...condition, checkInDate: value, checkOutDate });
  };
  const setCheckOut = (value: string) => {
    if (!value || value <= condition.checkInDate) return;
    onChange({ ...condition, checkOutDate: value });
  };
  const setChildren = (chdCnt: number) => {
    const chdAges = range(0, chdCnt - 1).map((i) => condition.chdAges[i] ?? 0);
    const adtCnt = Math.min(condition.adtCnt, GUESTS_MAX - chdCnt);
    onChange({ ...condition, chdCnt, chdAges, adtCnt, count: Math.min(condition.count, adtCnt) });
  };

  return (
    <form className="pd-bar" aria-label={t('bar.label')} onSubmit={(e) => e.preventDefault()}>
      <div className="pd-bar__field">
        <label htmlFor={`${id}-in`}>{t('bar.checkIn')}</label>
        <input id={`${id}-in`} type="date" value={condition.checkInDate} min={first} max={addDays(last, -1)} onChange={(e) => setCheckIn(e.target.value)} />
      </div>
      <div className="pd-bar__field">
        <label htmlFor={`${id}-out`}>{t('bar.checkOut')}</label>
        <input id={`${id}-out`} type="date" value={condition.checkOutDate} min={addDays(condition.checkInDate, 1)} max={last} onChange={(e) => setCheckOut(e.target.value)} />
      </div>
      <p className="pd-bar__nights" aria-live="polite">
        {t('bar.nights', { count: nights })}
      </p>
      <div className="pd-bar__field pd-bar__field--small">
        <label htmlFor={`${id}-rooms`}>{t('bar.rooms')}</label>
        <select id={`${id}-rooms`} value={condition.count} onChange={(e) => onChange({ ...condition, count: Number(e.target.value) })}>
          {range(1, Math.min(ROOMS_MAX, condition.adtCnt)).map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </div>
      <div className="pd-bar__field pd-bar__field--small">
        <label htmlFor={`${id}-adults`}>{t('bar.adults')}</label>
        <select id={`${id}-adults`} value={condition.adtCnt} onChange={(e) => onChange({ ...condition, adtCnt: Number(e.target.value) })}>
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
      {range(1, condition.chdCnt).map((n) => (
        <div key={n} className="pd-bar__field pd-bar__field--small">
          <label htmlFor={`${id}-age-${n}`}>{t('bar.childAge', { n })}</label>
          <select
            id={`${id}-age-${n}`}
            value={condition.chdAges[n - 1] ?? 0}
            onChange={(e) => onChange({ ...condition, chdAges: condition.chdAges.map((a, i) => (i === n - 1 ? Number(e.target.value) : a)) })}
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
