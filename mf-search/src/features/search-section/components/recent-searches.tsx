// Recent searches in the empty keyword modal (SPEC §2): newest first, a clear-all action and an
// empty message. The list is the shared recent-keywords store (SPEC §9: at most 8, no duplicates).
import { recentSearchesStore, useRecentSearches, type RecentSearchItem } from '@stay/shared';
import { useId } from 'react';
import { useSectionTranslation } from '../i18n';
import { ClockIcon } from './icons';

export function RecentSearches({ onPick }: { onPick: (item: RecentSearchItem) => void }) {
  const { t } = useSectionTranslation();
  const headingId = useId();
  const items = useRecentSearches((s) => s.keywords);
  return (
    // A group, not a region: inside the search dialog it is no landmark, and the main page has a
    // region of the same name.
    <div className="sr-block" role="group" aria-labelledby={headingId}>
      <div className="sr-block__head">
        <h3 id={headingId} className="sr-block__title">
          {t('keyword.recent')}
        </h3>
        {items.length > 0 && (
          <button type="button" className="sr-link-button" onClick={() => recentSearchesStore.getState().clear()}>
            {t('keyword.clearAll')}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="sr-muted">{t('keyword.recentEmpty')}</p>
      ) : (
        <ul className="sr-chips">
          {items.map((item) => (
            <li key={item.resultName}>
              <button type="button" className="sr-chip" onClick={() => onPick(item)}>
                <ClockIcon />
                <span>{item.resultName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
