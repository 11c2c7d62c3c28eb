// GET /v1/lmses/{orderNum}/cancel-preview and PUT /v1/lmses/{orderNum}/cancel {fingerprint}
// (api/src/cancellation README): the server's figures, and the confirm of exactly those figures.
// A changed booking answers 409 PREVIEW_CHANGED with the new preview in the error's details.
import { apiRequest, ClientException } from '@stay/shared';
import * as v from 'valibot';
import { booleanField, listOf, nullableText, numberField, textField } from '../../../lib/schema-fields';

const Route = v.picklist(['PAYMENT', 'ADD_PAY', 'AWESOME_CASH', 'WELFARE_POINTS', 'COUPON']);

export const PreviewSchema = v.object({
  orderNum: v.string(),
  allowed: v.boolean(),
  refusal: nullableText,
  rule: v.object({ kind: v.string(), cancelDate: nullableText }),
  paid: listOf(v.object({ route: Route, method: nullableText, amount: numberField })),
  paidTotal: numberField,
  fee: v.object({ amount: numberField, rule: v.string(), date: nullableText }),
  coupon: v.optional(v.nullable(v.object({ returned: booleanField, usable: booleanField, reason: v.string(), amount: numberField, useExpireDate: textField })), null),
  refunds: listOf(v.object({ route: Route, method: nullableText, amount: numberField, timing: v.picklist(['IMMEDIATE', 'BY_DATE']), by: nullableText })),
  refundTotal: numberField,
  today: textField,
  fingerprint: v.string(),
});
export type Preview = v.InferOutput<typeof PreviewSchema>;

const e = encodeURIComponent;

export async function getCancelPreview(orderNum: string, signal?: AbortSignal): Promise<Preview> {
  const data = await apiRequest('content', 'GET', `/v1/lmses/${e(orderNum)}/cancel-preview`, { signal, suppressAlert: true, schema: v.object({ preview: PreviewSchema }) });
  return data.preview;
}

const CancelledSchema = v.object({ orderNum: v.string(), orderProductStatus: textField, cancelAmount: numberField, couponReturned: booleanField, preview: PreviewSchema });
export type Cancelled = v.InferOutput<typeof CancelledSchema>;

export function confirmCancel(orderNum: string, fingerprint: string): Promise<Cancelled> {
  return apiRequest('content', 'PUT', `/v1/lmses/${e(orderNum)}/cancel`, { body: { fingerprint }, suppressAlert: true, schema: CancelledSchema });
}

/** The new preview a 409 PREVIEW_CHANGED / CANCEL_NOT_ALLOWED carries, if any. */
export function previewOfError(error: unknown): Preview | null {
  if (!(error instanceof ClientException) || !error.details) return null;
  const parsed = v.safeParse(PreviewSchema, error.details.preview);
  return parsed.success ? parsed.output : null;
}
