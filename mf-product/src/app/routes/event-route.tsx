// '/events/:idx': an event deal page (SPEC §4 page kind 'event'). A non-numeric idx is not found.
// Its own chunk, like the booking routes: the product page's first load does not carry it.
import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { SimplePage } from '@stay/shared';
import { ProductSkeleton } from '../../features/product/components/page-states';
import { PRODUCT_NS } from '../../lib/i18n';

const EventPage = lazy(() => import('../../features/event/components/event-page').then((m) => ({ default: m.EventPage })));

export function EventRoute() {
  const { idx = '' } = useParams();
  if (!/^\d{1,10}$/.test(idx) || Number(idx) < 1) return <SimplePage ns={PRODUCT_NS} page="notFound" />;
  return (
    <Suspense fallback={<ProductSkeleton />}>
      <EventPage key={idx} idx={Number(idx)} />
    </Suspense>
  );
}
