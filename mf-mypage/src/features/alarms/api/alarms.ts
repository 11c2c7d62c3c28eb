// The member's advance notices (SPEC §7 GET /v1/advance-notice) and cancelling one
// (DELETE /v1/advance-notice/{alarmIdx}, until it has been sent).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

const AlarmSchema = v.object({
  alarmIdx: v.number(),
  eventType: v.string(),
  title: v.string(),
  saleStartDate: v.string(),
  saleEndDate: v.string(),
  state: v.picklist(['UPCOMING', 'OPEN', 'CLOSED']),
  notified: v.boolean(),
  cancellable: v.optional(v.boolean(), false),
  eventUrl: v.optional(v.string(), ''),
});
export type Alarm = v.InferOutput<typeof AlarmSchema>;

export const getAlarms = (signal?: AbortSignal) =>
  apiRequest('content', 'GET', '/v1/advance-notice', { signal, suppressAlert: true, schema: v.object({ alarms: v.array(AlarmSchema) }) }).then((d) => d.alarms);

export const cancelAlarm = (alarmIdx: number) => apiRequest('content', 'DELETE', `/v1/advance-notice/${alarmIdx}`, { suppressAlert: true });
