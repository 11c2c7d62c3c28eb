// GET /v1/event-products/awesome/{idx} (SPEC §7 "Event products"): an event deal. The event page
// shows it, and the stay page a link came to from a deal shows its banner, so it sits below both.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

const STATE = v.picklist(['UPCOMING', 'OPEN', 'CLOSED']);
/** When a deal is on sale: its state and the instants it opens, closes and next changes. */
export const Window = {
  state: STATE,
  opensAt: v.string(),
  closesAt: v.string(),
  nextChangeAt: v.nullable(v.string()),
};

const EventSchema = v.object({
  event: v.object({
    idx: v.number(),
    eventTitle: v.string(),
    eventSubTitle: v.string(),
    productIdx: v.number(),
    productName: v.string(),
    productImg: v.string(),
    discountRate: v.number(),
    saleStartDate: v.string(),
    saleEndDate: v.string(),
    stayStartDate: v.string(),
    stayEndDate: v.string(),
    ...Window,
    /** The deal price of the stay's cheapest plan on sale for the first bookable night (api deals/offer.ts). */
    offer: v.optional(
      v.nullable(
        v.object({
          checkInDate: v.string(),
          checkOutDate: v.string(),
          adults: v.number(),
          rateplanIdx: v.number(),
          normalAmount: v.number(),
          dealAmount: v.number(),
          memberDealAmount: v.number(),
        }),
      ),
      null,
    ),
  }),
  serverTime: v.string(),
});
export type EventDeal = v.InferOutput<typeof EventSchema>['event'];

export const getEventDeal = (idx: number, signal?: AbortSignal) =>
  apiRequest('content', 'GET', `/v1/event-products/awesome/${idx}`, { signal, suppressAlert: true, schema: EventSchema });
