// The results heading: the place, the dates, nights and guests of the search, the number of stays,
// and a button that opens the search section (the shell's overlay, through the bus).
import { bus, formatShort, joinSummary, nightsBetween, setPageMeta, type SearchCondition } from '@stay/shared';
import { useEffect } from 'react';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useResultsTranslation } from '../i18n';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/**
 * The place of the title: the server's name of the searched location in the UI language when it
 * is known; otherwise the typed text, except Korean text on an English or Japanese page
 * ('Stays in 부산' read oddly there), which waits for the server's name; otherwise the nation.
 */
export function placeName(condition: SearchCondition, nationName: (code: string) => string, locale = 'ko', known: string | null = null): string {
  if (known) return known;
  const text = condition.searchText.trim();
  if (text && (locale === 'ko' || !HANGUL.test(text))) return text;
  return condition.nationCode ? nationName(condition.nationCode) : '';
}

export function ResultsHeader({ condition, place: known = null }: { condition: SearchCondition; place?: string | null }) {
  const { t } = useResultsTranslation();
  const locale = useLocale();
  const place = placeName(condition, (code) => t(`nations.${code}`, { defaultValue: code }), locale, known);
  const title = place ? t('title', { place }) : t('titleAnywhere');

  useEffect(() => {
    setPageMeta({ title });
  }, [title]);

  const dates = `${formatShort(condition.checkInDate, locale)} - ${formatShort(condition.checkOutDate, locale)}`;
  const parts = [
    dates,
    t('nights', { count: nightsBetween(condition.checkInDate, condition.checkOutDate) }),
    condition.count > 1 ? t('rooms', { count: condition.count }) : '',
    t('adults', { count: condition.adtCnt }),
    condition.chdCnt > 0 ? t('children', { count: condition.chdCnt }) : '',
  ].filter(Boolean);

  return (
    <header className="sr-results__head">
      <div className="sr-results__head-text">
        <h1 className="sr-results__title">{title}</h1>
        <p className="sr-results__summary" data-testid="results-summary">
          {/* The date range is one unit: at 390 px the line breaks between the parts, never inside a date. */}
          <span className="sr-results__dates" data-testid="results-dates">{dates}</span>
          {joinSummary(parts, locale, ' · ').slice(dates.length)}
        </p>
      </div>
      <button type="button" className="sr-button sr-button--ghost sr-results__change" onClick={() => bus.emit('search:open-section', {})}>
        {t('changeSearch')}
      </button>
    </header>
  );
}
