// Sort: recommended, price low-high, price high-low, rating (kept in the URL as sort=).
import { useId } from 'react';
import { useResultsTranslation } from '../i18n';
import { SORTS, type Sort } from '../lib/results-query';

export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useResultsTranslation();
  const id = useId();
  return (
    <div className="sr-sort">
      <label htmlFor={id} className="sr-sort__label">
        {t('sort.label')}
      </label>
      <select id={id} className="sr-sort__select" value={value} onChange={(e) => onChange(e.target.value as Sort)}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
