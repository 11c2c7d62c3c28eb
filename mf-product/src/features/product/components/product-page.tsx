// /products/{idx}: the stay page. The condition comes from the URL (the
// /search keys); the date and guest bar writes it back, which re-prices the page.
import { DateCorrectionNotice, navigate, nightsBetween, setPageMeta, track, useLinkDateCorrections, useSearchConditionStore, type SearchCondition } from '@stay/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { paths } from '../../../config/paths';
import { getEvents } from '../api/get-events';
import { useLoad } from '@stay/shared/kit/use-load';
import { useProductPage } from '../hooks/use-product-page';
import { useReserve } from '../hooks/use-reserve';
import { useDetailTranslation } from '../i18n';
import { promotionIdxOf, readCondition, sameCondition, writeCondition } from '../lib/product-query';
import { ConditionBar } from './condition-bar';
import { DealLink } from './deal-link';
import { DealNote } from './deal-note';
import { Gallery } from './gallery';
import { DetailInfoSection, EventsSection, FacilitiesSection } from './info-sections';
import { LocationSection } from './location-section';
import { ProductError, ProductNotFound, ProductSkeleton } from './page-states';
import { PriceBlock } from './price-block';
import { PriceComparison } from './price-comparison';
import { ProductHeader } from './product-header';
import { ReviewsSection } from './reviews-section';
import { RoomList, RoomsFailed } from './room-list';
import '../../../components/product.css';

export function ProductPage({ productIdx, search }: { productIdx: number; search: string }) {
  const { i18n } = useDetailTranslation();
  const condition = useMemo(() => readCondition(search), [search]);
  // A link beyond 180 days or over 30 nights opens with corrected dates and says so.
  const corrected = useLinkDateCorrections(search);
  const nights = nightsBetween(condition.checkInDate, condition.checkOutDate);
  // Opened from an event deal's page: the server prices the deal for these nights (or says why not).
  const promotionIdx = promotionIdxOf(search);
  const { state, retry, retryPlans, setWished } = useProductPage(productIdx, condition, promotionIdx);
  const reserve = useReserve(productIdx, condition);
  const { state: events } = useLoad((signal) => getEvents(productIdx, signal), [productIdx, i18n.language]);

  // Keep the URL in step: a link without dates (or with past ones) shows the dates it is priced for.
  useEffect(() => {
    if (!sameCondition(search, condition)) navigate(paths.product(productIdx, writeCondition(search, condition)), { replace: true });
  }, [search, condition, productIdx]);

  // The web bar's summary shows this page's dates and guests, not the last search; the
  // destination the traveller came from stays.
  const store = useSearchConditionStore();
  useEffect(() => {
    store.getState().applyQuery(writeCondition('', condition));
  }, [store, condition]);

  const change = useCallback((next: SearchCondition) => navigate(paths.product(productIdx, writeCondition(search, next)), { replace: true }), [productIdx, search]);

  const detail = state.status === 'ready' ? state.detail : null;
  useEffect(() => {
    if (!detail) return;
    setPageMeta({ title: detail.info.productName, description: `${detail.info.productTypeName} · ${detail.location.address}`, image: detail.img[0]?.imgLink });
  }, [detail]);
  // Analytics (GA4 view_item): once per stay shown, priced at its lowest member price when known.
  const viewed = detail?.info.idx;
  useEffect(() => {
    if (!detail) return;
    const value = Math.max(0, Math.round(detail.prices?.awesomeLowestAmount || detail.prices?.displayLowestAmount || 0));
    track({ name: 'view_item', params: { currency: 'KRW', value, items: [{ item_id: String(detail.info.idx), item_name: detail.info.productName.slice(0, 200) || '-', item_category: 'stay' }] } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewed]);

  if (state.status === 'loading') return <ProductSkeleton />;
  if (state.status === 'notFound') return <ProductNotFound />;
  if (state.status === 'failed') return <ProductError message={state.message} onRetry={retry} />;

  const { detail: d, plans, plansError, refreshing } = state;
  const pricedNights = plans?.terms || nights;
  return (
    <article className="pd-page" data-testid="product-page">
      <div className="pd-layout">
        <div className="pd-layout__main">
          <Gallery images={d.img} name={d.info.productName} />
          <ProductHeader detail={d} onWish={setWished} />
          {d.openDeal && <DealLink deal={d.openDeal} />}
          <DateCorrectionNotice corrected={corrected} checkInDate={condition.checkInDate} checkOutDate={condition.checkOutDate} />
          <ConditionBar condition={condition} nights={nights} onChange={change} />
          {plans?.promotion && <DealNote promotion={plans.promotion} />}
          {plans && !plansError ? (
            <RoomList rooms={plans.roomMappedRateplans} nights={pricedNights} roomCount={condition.count} busy={refreshing} onReserve={(room, plan) => void reserve(room, plan)} />
          ) : (
            <RoomsFailed message={plansError ?? ''} busy={refreshing} onRetry={retryPlans} />
          )}
          {/* Under the price on phones (CSS order); under the rooms on PC, so the sticky price box
              stays short and clear of the floating chat button. */}
          <PriceComparison list={plans?.priceComparisonList ?? []} />
          <LocationSection productIdx={productIdx} name={d.info.productName} location={d.location} />
          <FacilitiesSection facilities={d.facilities} />
          <DetailInfoSection detail={d} />
          {events.status === 'ready' && <EventsSection events={events.data} />}
          <ReviewsSection productIdx={productIdx} />
        </div>
        <aside className="pd-layout__side" aria-busy={refreshing}>
          <PriceBlock prices={d.prices} nights={pricedNights} rooms={condition.count} />
        </aside>
      </div>
    </article>
  );
}
