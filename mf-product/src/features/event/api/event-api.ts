// An event deal's sale dates (SPEC §7 "Event products") and advance notice (SPEC §7 "Advance notice");
// the deal itself is lib/get-event-deal.ts, which the stay page reads too.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { Window } from '../../../lib/get-event-deal';

const SaleDatesSchema = v.object({ saleStartDate: v.string(), saleEndDate: v.string(), ...Window, serverTime: v.string() });
export type SaleDates = v.InferOutput<typeof SaleDatesSchema>;

const AlarmsSchema = v.object({ alarms: v.array(v.object({ alarmIdx: v.number(), eventType: v.string(), notified: v.boolean() })) });

export const getSaleDates = (idx: number, signal?: AbortSignal) =>
  apiRequest('content', 'POST', `/v1/event-products/sale-dates/${idx}`, { body: {}, signal, suppressAlert: true, schema: SaleDatesSchema });

export const getMyAlarms = (signal?: AbortSignal) => apiRequest('content', 'GET', '/v1/advance-notice', { signal, suppressAlert: true, schema: AlarmsSchema }).then((d) => d.alarms);

export const signUpForAlarm = (alarmIdx: number) => apiRequest('content', 'POST', '/v1/advance-notice', { body: { alarmIdx, eventType: 'EVENT' }, suppressAlert: true });
