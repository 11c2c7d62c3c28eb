// What the list area shows when there are no cards to show: skeleton cards while loading (with a
// note once it is slow), a retry after a failure, and an empty state that offers a wider search.
// Never a blank page.
import { ProductCardSkeleton } from '../../../components/product-card/product-card-skeleton';
import { useResultsTranslation } from '../i18n';

export function ResultsLoading({ slow }: { slow: boolean }) {
  const { t } = useResultsTranslation();
  return (
    <div className="sr-results__loading" aria-busy="true">
      <p role="status" className={slow ? 'sr-results__slow' : 'sr-visually-hidden'}>
        {slow ? t('slow') : t('loading')}
      </p>
      <ul className="sr-results__list">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ResultsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useResultsTranslation();
  return (
    <div className="sr-results__state" role="alert">
      <h2 className="sr-results__state-title">{t('error.title')}</h2>
      <p>{message || t('error.lead')}</p>
      <button type="button" className="sr-button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}

export interface ResultsEmptyProps {
  onClearFilters?: () => void;
  /** The nation's name when the search can be widened to the whole nation. */
  nation?: string;
  onWholeNation?: () => void;
  onChangeSearch: () => void;
}

export function ResultsEmpty({ onClearFilters, nation, onWholeNation, onChangeSearch }: ResultsEmptyProps) {
  const { t } = useResultsTranslation();
  return (
    <div className="sr-results__state" role="status">
      <h2 className="sr-results__state-title">{t('empty.title')}</h2>
      <p>{t('empty.lead')}</p>
      <div className="sr-results__state-actions">
        {onClearFilters && (
          <button type="button" className="sr-button" onClick={onClearFilters}>
            {t('empty.clearFilters')}
          </button>
        )}
        {onWholeNation && nation && (
          <button type="button" className="sr-button sr-button--ghost" onClick={onWholeNation}>
            {t('empty.wholeNation', { nation })}
          </button>
        )}
        <button type="button" className="sr-button sr-button--ghost" onClick={onChangeSearch}>
          {t('changeSearch')}
        </button>
      </div>
    </div>
  );
}
