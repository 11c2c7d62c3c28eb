// GET /v1/books/part-cancel/{id}/preview?kind&nights and PUT /v1/books/part-cancel/{id}
// {kind, nights, fingerprint} (api/src/cancellation/partial.ts): the server's figures for one room
// or the last nights, and the confirm of exactly those figures. A changed booking answers 409
// PREVIEW_CHANGED with the new preview in the error's details.
import { apiRequest, ClientException } from '@stay/shared';
import { PartCancelPreviewAnswerSchema, PartCancelPreviewSchema, type PartCancelKind, type PartCancelPreview } from '@stay/shared/contracts/cancellation-preview';
import { numberField, textField } from '@stay/shared/contracts/fields';
import * as v from 'valibot';

const e = encodeURIComponent;

/** The booking's orderProductIdx (the part-cancel calls are keyed by it). */
export async function bookingIdOf(orderNum: string, signal?: AbortSignal): Promise<number> {
  const data = await apiRequest('content', 'GET', `/v1/books/num/${e(orderNum)}/img-count/1`, { signal, suppressAlert: true, schema: v.object({ orderProductIdx: v.number() }) });
  return data.orderProductIdx;
}

export async function getPartPreview(id: number, kind: PartCancelKind, nights: number, signal?: AbortSignal): Promise<PartCancelPreview> {
  const query = kind === 'ROOM' ? 'kind=ROOM' : `kind=NIGHTS&nights=${nights}`;
  const data = await apiRequest('content', 'GET', `/v1/books/part-cancel/${id}/preview?${query}`, { signal, suppressAlert: true, schema: PartCancelPreviewAnswerSchema });
  return data.preview;
}

const DoneSchema = v.object({ orderNum: v.string(), payStatus: textField, cancelAmount: numberField, preview: PartCancelPreviewSchema });
export type PartDone = v.InferOutput<typeof DoneSchema>;

export function confirmPartCancel(id: number, kind: PartCancelKind, nights: number, fingerprint: string): Promise<PartDone> {
  const body = kind === 'ROOM' ? { kind, fingerprint } : { kind, nights, fingerprint };
  return apiRequest('content', 'PUT', `/v1/books/part-cancel/${id}`, { body, suppressAlert: true, schema: DoneSchema });
}

export function partPreviewOfError(error: unknown): PartCancelPreview | null {
  if (!(error instanceof ClientException) || !error.details) return null;
  const parsed = v.safeParse(PartCancelPreviewSchema, error.details.preview);
  return parsed.success ? parsed.output : null;
}
