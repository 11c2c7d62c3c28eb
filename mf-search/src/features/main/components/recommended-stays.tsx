// Recommended stays (POST /v2/products/findMainRecommendProducts), priced for the visitor's stored
// search (its dates, guests and rooms; the SPEC §9 defaults for a first visit, and stored dates in
// the past give way to them, SPEC §4 Search defaults); a tile opens the product with that condition.
import { formatShort, fromQuery, nightsBetween, pickCondition, toQuery, useNearViewport, useSearchCondition } from '@stay/shared';
import { useMemo, useRef } from 'react';
import { paths } from '../../../config/paths';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useMainRecommendProducts } from '../api/find-main-recommend-products';
import { useMainTranslation } from '../i18n';
import { MainSection } from './main-section';
import { ProductRow, ProductRowSkeleton } from './lazy-product-row';

export function RecommendedStays() {
  const { t } = useMainTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const locale = useLocale();
  const checkIn = useSearchCondition((s) => s.checkInDate);
  const checkOut = useSearchCondition((s) => s.checkOutDate);
  const adults = useSearchCondition((s) => s.adtCnt);
  const ages = useSearchCondition((s) => s.chdAges.join(','));
  const rooms = useSearchCondition((s) => s.count);
  // The destination rides along on the stays' links, so the product page keeps the visitor's search.
  const destination = useSearchCondition((s) => toQuery({ ...pickCondition(s), checkInDate: '', checkOutDate: '' }).toString());
  // The /search query rules (SPEC §5 Initial URL query) make any stored state a valid condition:
  // a past or missing check-in becomes the default, a missing check-out the day after.
  const condition = useMemo(() => {
    const query = new URLSearchParams(destination);
    for (const [key, value] of Object.entries({ checkInDate: checkIn, checkOutDate: checkOut, adtCnt: String(adults), count: String(rooms) })) query.set(key, value);
    if (ages) query.set('chdAges', ages);
    return fromQuery(query);
  }, [destination, checkIn, checkOut, adults, ages, rooms]);
  const { state, retry } = useMainRecommendProducts(condition, near);
  if (state.status === 'success' && state.data.length === 0) return null;
  return (
    <MainSection
      sectionRef={sectionRef}
      title={t('recommended')}
      lead={t('recommendedLead', {
        date: formatShort(condition.checkInDate, locale),
        nights: t('nights', { count: nightsBetween(condition.checkInDate, condition.checkOutDate) }),
        guests: t('guests', { count: condition.adtCnt + condition.chdCnt }),
      })}
      status={state.status}
      onRetry={retry}
      skeleton={<ProductRowSkeleton />}
    >
      <ProductRow products={state.status === 'success' ? state.data : []} linkFor={(p) => paths.product(p.productIdx, condition)} />
    </MainSection>
  );
}

