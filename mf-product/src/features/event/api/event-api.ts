// Event deals (SPEC §7 "Event products") and advance notice (SPEC §7 "Advance notice").
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

const STATE = v.picklist(['UPCOMING', 'OPEN', 'CLOSED']);
const Window = {
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

const SaleDatesSchema = v.object({ saleStartDate: v.string(), saleEndDate: v.string(), ...Window, serverTime: v.string() });
export type SaleDates = v.InferOutput<typeof SaleDatesSchema>;

const AlarmsSchema = v.object({ alarms: v.array(v.object({ alarmIdx: v.number(), eventType: v.string(), notified: v.boolean() })) });

export const getEventDeal = (idx: number, signal?: AbortSignal) =>
  apiRequest('content', 'GET', `/v1/event-products/awesome/${idx}`, { signal, suppressAlert: true, schema: EventSchema });

export const getSaleDates = (idx: number, signal?: AbortSignal) =>
  apiRequest('content', 'POST', `/v1/event-products/sale-dates/${idx}`, { body: {}, signal, suppressAlert: true, schema: SaleDatesSchema });

export const getMyAlarms = (signal?: AbortSignal) => apiRequest('content', 'GET', '/v1/advance-notice', { signal, suppressAlert: true, schema: AlarmsSchema }).then((d) => d.alarms);

export const signUpForAlarm = (alarmIdx: number) => apiRequest('content', 'POST', '/v1/advance-notice', { body: { alarmIdx, eventType: 'EVENT' }, suppressAlert: true });
