// '/events/:idx': an event deal page (SPEC §4 page kind 'event'). A non-numeric idx is not found.
import { useParams } from 'react-router';
import { SimplePage } from '@stay/shared';
import { EventPage } from '../../features/event/components/event-page';

export function EventRoute() {
  const { idx = '' } = useParams();
  if (!/^\d{1,10}$/.test(idx) || Number(idx) < 1) return <SimplePage ns="product" page="notFound" />;
  return <EventPage key={idx} idx={Number(idx)} />;
}
