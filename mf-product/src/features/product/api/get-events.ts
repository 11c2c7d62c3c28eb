// GET /v1/products/findProductDetailEvent/{id} (SPEC §7, §3 Promotion).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { listOf } from '@stay/shared/contracts/fields';
import { EventSchema, type ProductEvent } from './get-product-detail';

const EventsSchema = v.object({ events: listOf(EventSchema) });

export function getEvents(productIdx: number, signal?: AbortSignal): Promise<ProductEvent[]> {
  return apiRequest('content', 'GET', `/v1/products/findProductDetailEvent/${productIdx}`, { signal, suppressAlert: true, schema: EventsSchema }).then((d) => d.events);
}
