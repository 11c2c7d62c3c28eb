// The results page (SPEC §2 /search): the URL gives the condition, sort and
// filters; findProducts gives the priced stays. Layout: heading, toolbar (count, sort, filters
// button, map toggle), filter sidebar on PC, the map of the loaded stays when asked, the list.
import { BREAKPOINT_PC, bus, DateCorrectionNotice, useLinkDateCorrections, useMediaQuery, useStayTranslation } from '@stay/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useProductResults } from '../hooks/use-product-results';
import { useResultsLocation } from '../hooks/use-results-location';
import { useStickyFacets } from '../hooks/use-sticky-facets';
import { useResultsTranslation } from '../i18n';
import { filterCount, hasFilters, withoutFilters } from '../lib/results-query';
import { ResultsHeader } from './results-header';
import { ResultsList } from './results-list';
import { ResultsEmpty, ResultsError, ResultsLoading } from './results-states';
import { SortSelect } from './sort-select';
import { lazyPart } from '../../../lib/lazy-part';
import '../../../components/base.css';
import './results.css';

// The filter sheet (a phone's filters) and the map view open on a press: not in the first load.
const FilterSheet = lazyPart('filter sheet', () => import('./filter-sheet').then((m) => m.FilterSheet));
// The filter sidebar shows on a PC only (results.css): a phone neither draws nor fetches it, and the
// server's drawing, made for any screen, leaves it out (its 85 elements and their
// hydration were a tenth of a phone's first view). A PC draws it right after hydration, into its
// own column, so nothing beside it moves.
const FilterSidebar = lazyPart('filters', () => import('./filter-panel').then((m) => m.FilterPanel));
const ResultsMap = lazyPart('results map', () => import('./results-map').then((m) => m.ResultsMap));

export function ResultsPage({ search }: { search: string }) {
  const { t } = useResultsTranslation();
  const { i18n } = useStayTranslation();
  const { condition, options, setOptions, searchFor } = useResultsLocation(search);
  const { state, retry, loadMore } = useProductResults(condition, options);
  const conditionKey = `${JSON.stringify(condition)}|${i18n.language}`;
  const facets = useStickyFacets(conditionKey, state.kind === 'ready' ? state.facets : null, options);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINT_PC}px)`);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const sheetId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const count = filterCount(options);
  // A link beyond 180 days or over 30 nights opens with corrected dates and says so.
  const corrected = useLinkDateCorrections(search);
  const urlDates = new URLSearchParams(search);
  const urlStale = urlDates.get('checkInDate') !== condition.checkInDate || urlDates.get('checkOutDate') !== condition.checkOutDate;
  const fixUrl = corrected.corrections.length > 0 && urlStale;
  useEffect(() => {
    if (fixUrl) setOptions(options);
  }, [fixUrl, setOptions, options]);

  // Wider searches offered by the empty state.
  const narrow = condition.nationCode !== '' && (condition.cityCode !== '' || condition.area !== '' || condition.subArea !== '');
  const nation = condition.nationCode ? t(`nations.${condition.nationCode}`, { defaultValue: condition.nationCode }) : '';
  // The nation alone (no text: a nation's name is not a location the API resolves by name).
  const wholeNation = () => searchFor({ ...condition, cityCode: '', area: '', subArea: '', searchText: '' }, withoutFilters(options));

  return (
    <div className="sr-results">
      <ResultsHeader condition={condition} place={state.kind === 'ready' ? state.place : null} />
      <DateCorrectionNotice corrected={corrected} checkInDate={condition.checkInDate} checkOutDate={condition.checkOutDate} />
      <div className="sr-results__layout">
        <aside className="sr-results__aside" aria-label={t('filters.title')}>
          {wide && <FilterSidebar options={options} facets={facets} onChange={setOptions} />}
        </aside>
        <div className="sr-results__main">
          {/* The list's own heading: on a phone the filter panel (and its h2) is a sheet, and the
              stays' h3 names must not follow the h1 directly. */}
          <h2 className="sr-visually-hidden">{t('listTitle')}</h2>
          <div className="sr-results__toolbar">
            <p className="sr-results__count" role="status" aria-live="polite">
              {state.kind === 'ready' ? t('total', { count: state.total }) : ''}
            </p>
            <div className="sr-results__tools">
              <SortSelect value={options.sort} onChange={(sort) => setOptions({ ...options, sort })} />
              <button type="button" className="sr-button sr-button--ghost" aria-pressed={mapOpen} onClick={() => setMapOpen((open) => !open)}>
                {mapOpen ? t('map.hide') : t('map.show')}
              </button>
              <button
                ref={opener}
                type="button"
                className="sr-button sr-button--ghost sr-results__filters-button"
                aria-haspopup="dialog"
                aria-expanded={sheetOpen}
                aria-controls={sheetOpen ? sheetId : undefined}
                onClick={() => setSheetOpen(true)}
              >
                {count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
              </button>
            </div>
          </div>
          {state.kind === 'loading' && <ResultsLoading slow={state.slow} />}
          {state.kind === 'failed' && <ResultsError message={state.message} onRetry={retry} />}
          {state.kind === 'ready' && state.products.length === 0 && (
            <ResultsEmpty
              onClearFilters={hasFilters(options) ? () => setOptions(withoutFilters(options)) : undefined}
              nation={nation}
              onWholeNation={narrow ? wholeNation : undefined}
              onChangeSearch={() => bus.emit('search:open-section', {})}
            />
          )}
          {mapOpen && state.kind === 'ready' && state.products.length > 0 && <ResultsMap products={state.products} condition={condition} />}
          {state.kind === 'ready' && state.products.length > 0 && (
            <ResultsList products={state.products} total={state.total} more={state.more} condition={condition} onMore={loadMore} />
          )}
        </div>
      </div>
      {sheetOpen && (
        <FilterSheet
          id={sheetId}
          opener={opener}
          total={state.kind === 'ready' ? state.total : null}
          onClose={() => setSheetOpen(false)}
          options={options}
          facets={facets}
          onChange={setOptions}
        />
      )}
    </div>
  );
}
