// GET /v1/books/part-cancel/{id}/preview?kind&nights and PUT /v1/books/part-cancel/{id}
// {kind, nights, fingerprint} (api/src/cancellation/partial.ts): the server's figures for one room
// or the last nights, and the confirm of exactly those figures. A changed booking answers 409
// PREVIEW_CHANGED with the new preview in the error's details.
import { apiRequest, ClientException } from '@stay/shared';
import * as v from 'valibot';
import { booleanField, listOf, nullableText, numberField, textField } from '../../../lib/schema-fields';

const Route = v.picklist(['PAYMENT', 'ADD_PAY', 'AWESOME_CASH', 'WELFARE_POINTS', 'COUPON']);
export type PartKind = 'ROOM' | 'NIGHTS';

export const PartPreviewSchema = v.object({
  orderNum: v.string(),
  allowed: v.boolean(),
  refusal: nullableText,
  rule: v.object({ kind: v.string(), cancelDate: nullableText }),
  cancelled: v.object({ rooms: numberField, nights: numberField, from: nullableText, to: nullableText }),
  remaining: v.object({ rooms: numberField, nights: numberField, checkOutDate: nullableText }),
  paid: listOf(v.object({ route: Route, method: nullableText, amount: numberField })),
  paidTotal: numberField,
  fee: v.object({ amount: numberField, rule: v.string(), date: nullableText }),
  coupon: v.optional(v.nullable(v.object({ returned: booleanField, reason: v.string(), amount: numberField, useExpireDate: textField })), null),
  refunds: listOf(v.object({ route: Route, method: nullableText, amount: numberField, timing: v.picklist(['IMMEDIATE', 'BY_DATE']), by: nullableText })),
  refundTotal: numberField,
  fingerprint: v.string(),
});
export type PartPreview = v.InferOutput<typeof PartPreviewSchema>;

const e = encodeURIComponent;

/** The booking's orderProductIdx (the part-cancel calls are keyed by it). */
export async function bookingIdOf(orderNum: string, signal?: AbortSignal): Promise<number> {
  const data = await apiRequest('content', 'GET', `/v1/books/num/${e(orderNum)}/img-count/1`, { signal, suppressAlert: true, schema: v.object({ orderProductIdx: v.number() }) });
  return data.orderProductIdx;
}

export async function getPartPreview(id: number, kind: PartKind, nights: number, signal?: AbortSignal): Promise<PartPreview> {
  const query = kind === 'ROOM' ? 'kind=ROOM' : `kind=NIGHTS&nights=${nights}`;
  const data = await apiRequest('content', 'GET', `/v1/books/part-cancel/${id}/preview?${query}`, { signal, suppressAlert: true, schema: v.object({ preview: PartPreviewSchema }) });
  return data.preview;
}

const DoneSchema = v.object({ orderNum: v.string(), payStatus: textField, cancelAmount: numberField, preview: PartPreviewSchema });
export type PartDone = v.InferOutput<typeof DoneSchema>;

export function confirmPartCancel(id: number, kind: PartKind, nights: number, fingerprint: string): Promise<PartDone> {
  const body = kind === 'ROOM' ? { kind, fingerprint } : { kind, nights, fingerprint };
  return apiRequest('content', 'PUT', `/v1/books/part-cancel/${id}`, { body, suppressAlert: true, schema: DoneSchema });
}

export function partPreviewOfError(error: unknown): PartPreview | null {
  if (!(error instanceof ClientException) || !error.details) return null;
  const parsed = v.safeParse(PartPreviewSchema, error.details.preview);
  return parsed.success ? parsed.output : null;
}
