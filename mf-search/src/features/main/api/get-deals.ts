// GET /v1/event-products/awesome (SPEC §7 event products): the site's own deals, each with its
// page (/events/{idx}). The main page lists the ones on sale and the ones opening soon.
import { apiRequest, useStayTranslation } from '@stay/shared';
import * as v from 'valibot';
import { listOf, numberField, textField } from '@stay/shared/contracts/fields';
import { useRequest } from '../../../lib/use-request';

export const DealSchema = v.object({
  idx: v.number(),
  eventTitle: textField,
  discountRate: numberField,
  saleStartDate: textField,
  saleEndDate: textField,
  state: v.picklist(['UPCOMING', 'OPEN', 'CLOSED']),
});
export type Deal = v.InferOutput<typeof DealSchema>;

const DealsSchema = v.object({ events: listOf(DealSchema) });

/** How many deals the main page shows. */
export const MAIN_DEALS = 6;

/** On sale first, then opening soon; ended deals are left out. */
export function mainDeals(deals: Deal[]): Deal[] {
  const rank = (d: Deal) => (d.state === 'OPEN' ? 0 : 1);
  return deals.filter((d) => d.state !== 'CLOSED').sort((a, b) => rank(a) - rank(b) || a.saleStartDate.localeCompare(b.saleStartDate)).slice(0, MAIN_DEALS);
}

export async function getDeals(signal?: AbortSignal): Promise<Deal[]> {
  const data = await apiRequest('content', 'GET', '/v1/event-products/awesome', { signal, suppressAlert: true, schema: DealsSchema });
  return mainDeals(data.events);
}

/** `enabled` false: not yet (the section is still far below the viewport). */
export function useDeals(enabled = true) {
  const { i18n } = useStayTranslation();
  return useRequest(enabled ? `deals:${i18n.language}` : null, (signal) => getDeals(signal));
}
