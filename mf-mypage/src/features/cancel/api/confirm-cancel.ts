// The confirm of exactly the figures shown: PUT /v1/lmses/{orderNum}/cancel {fingerprint} for the
// whole booking, PUT /v1/books/part-cancel/{id} {kind, nights?, guests?, fingerprint} for a room
// (with who stays, when the member chose) or the last nights. A booking that changed since the preview answers 409 PREVIEW_CHANGED with the new preview
// in the error's details (previewOfError), and nothing is cancelled.
import { apiRequest, ClientException } from '@stay/shared';
import { CancellationPreviewSchema, PartCancelPreviewSchema } from '@stay/shared/contracts/cancellation-preview';
import * as v from 'valibot';
import type { CancelScope, CancelTarget, Preview } from '../lib/scope';

// The answers carry more (status, amounts, the ledger rows written); the page shows the preview executed.
const WholeDoneSchema = v.object({ orderNum: v.string(), preview: CancellationPreviewSchema });
const PartDoneSchema = v.object({ orderNum: v.string(), preview: PartCancelPreviewSchema });
export type Cancelled = { orderNum: string; preview: Preview };

export function confirmCancel(target: CancelTarget, fingerprint: string): Promise<Cancelled> {
  if (target.scope === 'WHOLE') {
    return apiRequest('content', 'PUT', `/v1/lmses/${encodeURIComponent(target.orderNum)}/cancel`, { body: { fingerprint }, suppressAlert: true, schema: WholeDoneSchema });
  }
  const body =
    target.scope === 'NIGHTS'
      ? { kind: target.scope, nights: target.nights, fingerprint }
      : target.guests
        ? { kind: target.scope, guests: target.guests, fingerprint }
        : { kind: target.scope, fingerprint };
  return apiRequest('content', 'PUT', `/v1/books/part-cancel/${target.id}`, { body, suppressAlert: true, schema: PartDoneSchema });
}

/** The new preview a refused confirm carries (409 PREVIEW_CHANGED, CANCEL_NOT_ALLOWED ...), if any. */
export function previewOfError(error: unknown, scope: CancelScope): Preview | null {
  if (!(error instanceof ClientException) || !error.details) return null;
  const parsed = scope === 'WHOLE' ? v.safeParse(CancellationPreviewSchema, error.details.preview) : v.safeParse(PartCancelPreviewSchema, error.details.preview);
  return parsed.success ? parsed.output : null;
}
