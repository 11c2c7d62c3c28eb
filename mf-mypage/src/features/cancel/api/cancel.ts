// GET /v1/lmses/{orderNum}/cancel-preview and PUT /v1/lmses/{orderNum}/cancel {fingerprint}
// (api/src/cancellation README): the server's figures, and the confirm of exactly those figures.
// A changed booking answers 409 PREVIEW_CHANGED with the new preview in the error's details.
import { apiRequest, ClientException } from '@stay/shared';
import { CancellationPreviewAnswerSchema, CancellationPreviewSchema, type CancellationPreview } from '@stay/shared/contracts/cancellation-preview';
import { booleanField, numberField, textField } from '@stay/shared/contracts/fields';
import * as v from 'valibot';

const e = encodeURIComponent;

export async function getCancelPreview(orderNum: string, signal?: AbortSignal): Promise<CancellationPreview> {
  const data = await apiRequest('content', 'GET', `/v1/lmses/${e(orderNum)}/cancel-preview`, { signal, suppressAlert: true, schema: CancellationPreviewAnswerSchema });
  return data.preview;
}

const CancelledSchema = v.object({ orderNum: v.string(), orderProductStatus: textField, cancelAmount: numberField, couponReturned: booleanField, preview: CancellationPreviewSchema });
export type Cancelled = v.InferOutput<typeof CancelledSchema>;

export function confirmCancel(orderNum: string, fingerprint: string): Promise<Cancelled> {
  return apiRequest('content', 'PUT', `/v1/lmses/${e(orderNum)}/cancel`, { body: { fingerprint }, suppressAlert: true, schema: CancelledSchema });
}

/** The new preview a 409 PREVIEW_CHANGED / CANCEL_NOT_ALLOWED carries, if any. */
export function previewOfError(error: unknown): CancellationPreview | null {
  if (!(error instanceof ClientException) || !error.details) return null;
  const parsed = v.safeParse(CancellationPreviewSchema, error.details.preview);
  return parsed.success ? parsed.output : null;
}
