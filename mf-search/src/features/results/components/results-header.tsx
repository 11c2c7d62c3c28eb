// The results heading: the place, the dates, nights and guests of the search, the number of stays,
// and a button that opens the search section (the shell's overlay, through the bus).
import { bus, formatShort, nightsBetween, setPageMeta, type SearchCondition } from '@stay/shared';
import { useEffect } from 'react';
import { useLocale } from '../../../lib/use-locale';
import { useResultsTranslation } from '../i18n';

export function placeName(condition: SearchCondition, nationName: (code: string) => string): string {
  return condition.searchText.trim() || (condition.nationCode ? nationName(condition.nationCode) : '');
}

export function ResultsHeader({ condition }: { condition: SearchCondition }) {
  const { t } = useResultsTranslation();
  const locale = useLocale();
  const place = placeName(condition, (code) => t(`nations.${code}`, { defaultValue: code }));
  const title = place ? t('title', { place }) : t('titleAnywhere');

  useEffect(() => {
    setPageMeta({ title });
  }, [title]);

  const parts = [
    `${formatShort(condition.checkInDate, locale)} - ${formatShort(condition.checkOutDate, locale)}`,
    t('nights', { count: nightsBetween(condition.checkInDate, condition.checkOutDate) }),
    t('adults', { count: condition.adtCnt }),
    condition.chdCnt > 0 ? t('children', { count: condition.chdCnt }) : '',
  ].filter(Boolean);

  return (
    <header className="sr-results__head">
      <div className="sr-results__head-text">
        <h1 className="sr-results__title">{title}</h1>
        <p className="sr-results__summary" data-testid="results-summary">
          {parts.join(' · ')}
        </p>
      </div>
      <button type="button" className="sr-button sr-button--ghost sr-results__change" onClick={() => bus.emit('search:open-section', {})}>
        {t('changeSearch')}
      </button>
    </header>
  );
}
