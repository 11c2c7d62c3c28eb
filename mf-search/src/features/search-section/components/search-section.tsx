// The search section (SPEC §2 "Search section"): destination, dates and guests fields and a
// search button. One modal at a time; while one is open the body does not scroll. It edits the
// search condition store of its context: the app-wide one in the web bar's overlay (so the shell's
// summary always matches), or a provider's store (STYLE: a widget that can appear twice).
import {
  formatShort,
  joinSummary,
  navigate,
  nightsBetween,
  recentSearchesStore,
  toQuery,
  track,
  useSearchCondition,
  useSearchConditionStore,
  type RecentSearchItem,
} from '@stay/shared';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { useSectionTranslation } from '../i18n';
import { CalendarIcon, PeopleIcon, PinIcon, SearchIcon } from './icons';
import { loadModals, useModals } from './lazy-modals';
import { SearchField } from './search-field';
import '../../../components/base.css';
import './search-section.css';

type Panel = 'keyword' | 'dates' | 'guests';

export interface SearchSectionProps {
  /** 'panel' inside the web bar's overlay, 'hero' on the main page. */
  variant?: 'panel' | 'hero';
  /** Called after the search navigated (e.g. to close a surrounding panel). */
  onSearched?: () => void;
}

export function SearchSection({ variant = 'panel', onSearched }: SearchSectionProps) {
  const { t } = useSectionTranslation();
  const locale = useLocale();
  const store = useSearchConditionStore();
  const c = useSearchCondition((s) => s);
  const [open, setOpen] = useState<Panel | null>(null);
  const baseId = useId();
  const refs = { keyword: useRef<HTMLButtonElement>(null), dates: useRef<HTMLButtonElement>(null), guests: useRef<HTMLButtonElement>(null) };
  useScrollLock(open !== null);

  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));
  const close = useCallback(() => setOpen(null), []);
  // The modals arrive with the first press (or earlier, when a field is pointed at or focused).
  const modals = useModals(open !== null, close);
  const prefetch = () => void loadModals().catch(() => undefined);
  const modalId = (panel: Panel) => `${baseId}-${panel}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(null);
    // SPEC §4: empty dates revert to the defaults on search.
    const condition = store.getState().prepareSearch();
    const text = condition.searchText.trim();
    if (text) {
      // SPEC §2: the search saves the current location as a recent keyword and a recent location.
      const item: RecentSearchItem & { area: string; subArea: string } = {
        resultName: text,
        cityCode: condition.cityCode,
        nationCode: condition.nationCode,
        area: condition.area,
        subArea: condition.subArea,
        idx: 0,
        subIdx: 0,
        resultType: 'location',
      };
      recentSearchesStore.getState().add('keywords', item);
      recentSearchesStore.getState().add('locations', item);
    }
    // Analytics (GA4 search): the condition as searched.
    track({
      name: 'search',
      params: {
        ...(text ? { search_term: text.slice(0, 100) } : {}),
        ...(condition.cityCode ? { city_code: condition.cityCode.slice(0, 20) } : {}),
        check_in_date: condition.checkInDate,
        check_out_date: condition.checkOutDate,
        adults: condition.adtCnt,
        children: condition.chdCnt,
        rooms: condition.count,
      },
    });
    navigate(paths.search(toQuery(condition)));
    onSearched?.();
  };

  const dates = c.checkInDate
    ? `${formatShort(c.checkInDate, locale)} - ${c.checkOutDate ? formatShort(c.checkOutDate, locale) : t('calendar.unspecified')}`
    : t('field.datesEmpty');
  const nights = c.checkInDate && c.checkOutDate ? ` · ${t('calendar.nights', { count: nightsBetween(c.checkInDate, c.checkOutDate) })}` : '';
  const guests = joinSummary(
    [c.count > 1 && t('guests.summaryRooms', { count: c.count }), t('guests.summaryAdults', { count: c.adtCnt }), c.chdCnt > 0 && t('guests.summaryChildren', { count: c.chdCnt })],
    locale,
  );

  return (
    <form className={`sr-section sr-section--${variant}`} role="search" aria-label={t('label')} onSubmit={onSubmit} noValidate>
      <div className="sr-section__fields" onPointerEnter={prefetch} onFocus={prefetch}>
        <div className="sr-section__slot sr-section__slot--keyword">
          <SearchField
            ref={refs.keyword}
            label={t('field.destination')}
            value={c.searchText || t('field.destinationEmpty')}
            placeholder={!c.searchText}
            expanded={open === 'keyword'}
            controls={modalId('keyword')}
            icon={<PinIcon />}
            onClick={() => toggle('keyword')}
          />
        </div>
        <div className="sr-section__slot sr-section__slot--dates">
          <SearchField
            ref={refs.dates}
            label={t('field.dates')}
            value={`${dates}${nights}`}
            expanded={open === 'dates'}
            controls={modalId('dates')}
            icon={<CalendarIcon />}
            onClick={() => toggle('dates')}
          />
        </div>
        <div className="sr-section__slot sr-section__slot--guests">
          <SearchField
            ref={refs.guests}
            label={t('field.guests')}
            value={guests}
            expanded={open === 'guests'}
            controls={modalId('guests')}
            icon={<PeopleIcon />}
            onClick={() => toggle('guests')}
          />
        </div>
        <button type="submit" className="sr-section__submit">
          <SearchIcon />
          <span>{t('search')}</span>
        </button>
      </div>
      {modals && open === 'keyword' && <modals.KeywordModal id={modalId('keyword')} anchorRef={refs.keyword} onClose={close} onChosen={() => setOpen('dates')} />}
      {modals && open === 'dates' && <modals.CalendarModal id={modalId('dates')} anchorRef={refs.dates} onClose={close} onConfirmed={close} />}
      {modals && open === 'guests' && <modals.GuestModal id={modalId('guests')} anchorRef={refs.guests} onClose={close} />}
    </form>
  );
}
