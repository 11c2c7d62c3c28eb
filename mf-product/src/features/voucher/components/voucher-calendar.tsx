// The open-date voucher's calendar (it was an 85-option dropdown). Every day of the
// voucher's period in month grids: an open day shows what its nights cost today, a closed day says
// why it cannot start the stay (past, sold out, no rate, the stay would end after the period).
// Keyboard: one day is in the tab order; arrows move a day or a week, Home/End to the week's ends,
// PageUp/PageDown a month; Enter or Space picks an open day. The focused day's details are
// announced in a status line, closed days included.
import { addBundle, addMonths, DAY_MEDIUM, dayForGridKey, formatDayWith, monthGrid, startOfMonth, useStayTranslation, weekdayNames, type Locale, formatKrw } from '@stay/shared';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { DateChoice } from '../api/voucher-actions';

const NS = 'product-voucher-calendar';
addBundle(NS, {
  ko: {
    label: '숙박 시작일 선택',
    open: '{{date}} 선택 가능, 오늘 요금 {{price}}',
    closed: '{{date}} 선택 불가: {{reason}}',
    chosen: '{{date}} 선택함',
    reason: { PAST: '지난 날짜', SOLD_OUT: '객실 마감', NO_RATE: '판매하지 않는 날짜', PAST_PERIOD_END: '이용 기간 안에 숙박이 끝나지 않음' },
    legend: '금액은 그 날짜 숙박의 오늘 요금입니다. 바우처는 이미 결제되어 추가 요금이 없습니다.',
  },
  en: {
    label: 'Choose the first night',
    open: '{{date}}, available, today’s rate {{price}}',
    closed: '{{date}}, not available: {{reason}}',
    chosen: '{{date}} chosen',
    reason: { PAST: 'in the past', SOLD_OUT: 'sold out', NO_RATE: 'not on sale', PAST_PERIOD_END: 'the stay would end after the voucher period' },
    legend: 'Amounts are today’s rate for those nights. Your voucher is already paid; nothing more is charged.',
  },
  ja: {
    label: '宿泊開始日を選択',
    open: '{{date}} 選択可能、本日の料金 {{price}}',
    closed: '{{date}} 選択不可:{{reason}}',
    chosen: '{{date}}を選択しました',
    reason: { PAST: '過去の日付', SOLD_OUT: '満室', NO_RATE: '販売していない日付', PAST_PERIOD_END: '利用期間内に宿泊が終わらない' },
    legend: '金額はその日の宿泊の本日の料金です。バウチャーはお支払い済みのため、追加料金はかかりません。',
  },
});

export interface VoucherCalendarProps {
  dates: DateChoice[];
  value: string;
  onChange: (date: string) => void;
  locale: Locale;
  disabled?: boolean;
}

const compact = (locale: Locale, amount: number) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(amount);

export function VoucherCalendar({ dates, value, onChange, locale, disabled = false }: VoucherCalendarProps) {
  const { t } = useStayTranslation(NS);
  const byDate = useMemo(() => new Map(dates.map((d) => [d.date, d])), [dates]);
  const first = dates[0]?.date ?? '';
  const last = dates[dates.length - 1]?.date ?? '';
  const [focus, setFocus] = useState(value || dates.find((d) => d.open)?.date || first);
  const [announce, setAnnounce] = useState('');
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  const months = useMemo(() => {
    if (!first) return [];
    const out: string[] = [];
    for (let m = startOfMonth(first); m <= last; m = addMonths(m, 1)) out.push(m);
    return out;
  }, [first, last]);

  const describe = (d: DateChoice) => {
    const date = formatDayWith(d.date, locale, DAY_MEDIUM);
    return d.open ? t('open', { date, price: formatKrw(d.price ?? 0, locale) }) : t('closed', { date, reason: t(`reason.${d.reason ?? 'NO_RATE'}`) });
  };

  const move = (iso: string) => {
    const clamped = iso < first ? first : iso > last ? last : iso;
    moved.current = true;
    setFocus(clamped);
    const d = byDate.get(clamped);
    if (d) setAnnounce(describe(d));
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, iso: string) => {
    const next = dayForGridKey(iso, event.key);
    if (next === null) return;
    event.preventDefault();
    move(next);
  };

  const pick = (d: DateChoice) => {
    setFocus(d.date);
    if (!d.open || disabled) {
      setAnnounce(describe(d));
      return;
    }
    onChange(d.date);
    setAnnounce(t('chosen', { date: formatDayWith(d.date, locale, DAY_MEDIUM) }));
  };

  const weekdaysShort = weekdayNames(locale, 'short');
  const weekdaysLong = weekdayNames(locale, 'long');

  return (
    <div className="vc-cal" ref={grid}>
      {months.map((month) => {
        const weeks = monthGrid(month);
        const [year, monthNumber] = [month.slice(0, 4), Number(month.slice(5, 7))];
        const english = locale === 'en' ? formatDayWith(month, 'en', { year: 'numeric', month: 'long' }) : ''; // 'March 2099'
        return (
          <table key={month} className="vc-cal__month" role="grid" aria-label={`${t('label')}: ${english || `${year}. ${month.slice(5, 7)}`}`}>
            <caption className="vc-cal__caption">{english || (locale === 'ja' ? `${year}年${monthNumber}月` : `${year}년 ${monthNumber}월`)}</caption>
            <thead>
              <tr>
                {weekdaysShort.map((short, i) => (
                  <th key={i} scope="col" abbr={weekdaysLong[i]} className={i === 0 ? 'vc-cal__sun' : i === 6 ? 'vc-cal__sat' : undefined}>
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, w) => (
                <tr key={w}>
                  {week.map((iso, i) => {
                    const choice = iso ? byDate.get(iso) : undefined;
                    if (!iso || !choice) return <td key={i} />;
                    const selected = iso === value;
                    return (
                      <td key={i} aria-selected={selected}>
                        <button
                          type="button"
                          data-date={iso}
                          className={`vc-cal__day${choice.open ? '' : ' vc-cal__day--closed'}${selected ? ' vc-cal__day--selected' : ''}`}
                          tabIndex={iso === focus ? 0 : -1}
                          aria-disabled={!choice.open || disabled}
                          aria-label={describe(choice)}
                          title={choice.open ? undefined : t(`reason.${choice.reason ?? 'NO_RATE'}`)}
                          onKeyDown={(e) => onKey(e, iso)}
                          onClick={() => pick(choice)}
                        >
                          <span className="vc-cal__num">{Number(iso.slice(8))}</span>
                          <span className="vc-cal__price" aria-hidden="true">{choice.open ? compact(locale, choice.price ?? 0) : '–'}</span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      <p className="bk-note">{t('legend')}</p>
      <p className="vc-cal__status" role="status" aria-live="polite">{announce}</p>
    </div>
  );
}
