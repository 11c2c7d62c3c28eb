// Popular places (GET /v1/mains/place-list?start=0&end=10): a tap searches that place with the
// current dates and guests.
import { LazyImage, navigate, toQuery, useNearViewport, useSearchConditionStore } from '@stay/shared';
import { useRef } from 'react';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { usePlaceList, type Place } from '../api/get-place-list';
import { useMainTranslation } from '../i18n';
import { MainSection } from './main-section';

export function PopularPlaces() {
  const { t } = useMainTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const store = useSearchConditionStore();
  const { state, retry } = usePlaceList(0, 10, near);
  if (state.status === 'success' && state.data.length === 0) return null;

  const search = (place: Place) => {
    const s = store.getState();
    s.setDestination({ nationCode: place.nationCode, cityCode: place.cityCode, searchText: place.placeName });
    navigate(paths.search(toQuery(s.prepareSearch())));
  };

  const skeleton = (
    <ul className="sr-places-row" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i}>
          <Skeleton ratio="3 / 4" height="auto" />
        </li>
      ))}
    </ul>
  );

  return (
    <MainSection sectionRef={sectionRef} title={t('places')} lead={t('placesLead')} status={state.status} onRetry={retry} skeleton={skeleton}>
      <ul className="sr-places-row">
        {(state.status === 'success' ? state.data : []).map((place) => (
          <li key={`${place.nationCode}-${place.cityCode}-${place.placeName}`}>
            <button type="button" className="sr-place-card" aria-label={t('searchPlace', { name: place.placeName })} onClick={() => search(place)}>
              <LazyImage src={place.imgUrl} alt="" ratio="3 / 4" />
              <span className="sr-place-card__name" aria-hidden="true">
                {place.placeName}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </MainSection>
  );
}
