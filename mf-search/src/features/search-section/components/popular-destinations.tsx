// Popular destinations in the empty keyword modal (SPEC §2): nation tabs, and under the chosen tab
// a grid of sub-locations with an image and the address name. Tabs follow the ARIA tabs pattern
// (arrow keys move between tabs).
import { LazyImage } from '@stay/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useLocationTabs } from '../api/get-location-tabs';
import { useSubLocations, type SubLocation } from '../api/get-sub-locations';
import { useSectionTranslation } from '../i18n';

export function PopularDestinations({ onPick }: { onPick: (place: SubLocation) => void }) {
  const { t } = useSectionTranslation();
  const headingId = useId();
  const baseId = useId();
  const { state: tabsState } = useLocationTabs();
  const tabs = tabsState.status === 'success' ? tabsState.data : [];
  const [chosen, setChosen] = useState<number | string | null>(null);
  const selected = chosen ?? tabs[0]?.idx ?? null;
  const { state: subState } = useSubLocations(selected);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  // A failed tab list was alerted (SPEC §8); the section simply stays out of the way.
  if (tabsState.status === 'error') return null;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step ? (index + step + tabs.length) % tabs.length : -1;
    const tab = tabs[target];
    if (!tab) return;
    event.preventDefault();
    setChosen(tab.idx);
    tabRefs.current.get(String(tab.idx))?.focus();
  };

  return (
    // A group, not a region: inside the search dialog it is no landmark, and the main page has a
    // region of the same name.
    <div className="sr-block" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="sr-block__title">
        {t('keyword.popular')}
      </h3>
      {tabsState.status === 'loading' ? (
        <div className="sr-tabs" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width="64px" height="34px" />
          ))}
        </div>
      ) : (
        <div className="sr-tabs" role="tablist" aria-label={t('keyword.nations')}>
          {tabs.map((tab, i) => {
            const on = tab.idx === selected;
            return (
              <button
                key={tab.idx}
                ref={(el) => {
                  if (el) tabRefs.current.set(String(tab.idx), el);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.idx}`}
                aria-selected={on}
                aria-controls={`${baseId}-panel`}
                tabIndex={on ? 0 : -1}
                className={`sr-tab${on ? ' sr-tab--on' : ''}`}
                onClick={() => setChosen(tab.idx)}
                onKeyDown={(e) => onTabKey(e, i)}
              >
                {tab.title}
              </button>
            );
          })}
        </div>
      )}
      {selected !== null && (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} aria-busy={subState.status === 'loading'}>
          {subState.status === 'loading' && (
            <ul className="sr-places">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <li key={i}>
                  <Skeleton ratio="1 / 1" height="auto" />
                  <Skeleton width="70%" />
                </li>
              ))}
            </ul>
          )}
          {subState.status === 'success' && subState.data.length === 0 && <p className="sr-muted">{t('keyword.popularEmpty')}</p>}
          {subState.status === 'success' && subState.data.length > 0 && (
            <ul className="sr-places">
              {subState.data.map((place) => (
                <li key={`${place.cityCode}-${place.area}-${place.subArea}-${place.addressName}`}>
                  <button type="button" className="sr-place" onClick={() => onPick(place)}>
                    <LazyImage src={place.imgUrl} alt="" ratio="1 / 1" className="sr-place__img" />
                    <span className="sr-place__name">{place.addressName}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
