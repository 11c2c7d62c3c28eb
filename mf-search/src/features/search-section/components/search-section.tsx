// The search section (SPEC §2 "Search section"): destination, dates, guests and a search button.
// It edits the app-wide search condition store, so the shell's web-bar summary shows the same
// condition. The keyword, calendar and guest modals arrive with the search issue.
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { navigate, recentSearchesStore, searchConditionStore, toQuery } from '@stay/shared';
import './search-section.css';

export function SearchSection() {
  const { t } = useTranslation('search');
  const c = useStore(searchConditionStore);

  const onSearch = (e: React.FormEvent) => {
    e.preventDefault();
    const condition = searchConditionStore.getState().prepareSearch();
    if (condition.searchText) {
      recentSearchesStore.getState().add('keywords', {
        resultName: condition.searchText,
        cityCode: condition.cityCode,
        nationCode: condition.nationCode,
        idx: 0,
        subIdx: 0,
        resultType: 'location',
      });
    }
    navigate(`/search?${toQuery(condition).toString()}`);
  };

  return (
    <form className="sr-section" role="search" aria-label={t('section.label')} onSubmit={onSearch}>
      <label className="sr-section__field">
        <span>{t('section.destination')}</span>
        <input value={c.searchText} onChange={(e) => c.setSearchText(e.target.value)} placeholder={t('section.destinationHint')} />
      </label>
      <label className="sr-section__field">
        <span>{t('section.checkIn')}</span>
        <input type="date" value={c.checkInDate} onChange={(e) => c.setCheckIn(e.target.value)} />
      </label>
      <label className="sr-section__field">
        <span>{t('section.checkOut')}</span>
        <input type="date" value={c.checkOutDate} min={c.checkInDate} onChange={(e) => c.setCheckOut(e.target.value)} />
      </label>
      <fieldset className="sr-section__guests">
        <legend>{t('section.guests')}</legend>
        <Counter label={t('section.adults')} value={c.adtCnt} onMinus={() => c.setAdults(c.adtCnt - 1)} onPlus={() => c.setAdults(c.adtCnt + 1)} />
        <Counter label={t('section.children')} value={c.chdCnt} onMinus={() => c.removeChild()} onPlus={() => c.addChild()} />
      </fieldset>
      <button type="submit" className="sr-section__submit">
        {t('section.search')}
      </button>
    </form>
  );
}

function Counter({ label, value, onMinus, onPlus }: { label: string; value: number; onMinus: () => void; onPlus: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div className="sr-counter">
      <span className="sr-counter__label">{label}</span>
      <button type="button" aria-label={t('section.decrease', { label })} onClick={onMinus}>
        −
      </button>
      <output aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button type="button" aria-label={t('section.increase', { label })} onClick={onPlus}>
        +
      </button>
    </div>
  );
}
