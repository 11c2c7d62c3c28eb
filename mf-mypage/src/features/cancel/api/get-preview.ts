// The server's figures for a cancellation of the target's scope (api/src/modules/cancellation):
// GET /v1/lmses/{orderNum}/cancel-preview for the whole booking, GET /v1/books/part-cancel/{id}/preview
// ?kind=ROOM|NIGHTS&nights=n for a room or the last nights, a room with who stays when the member
// chose (&adults=a&childAges=7,1). Parsed by the shared contract.
import { apiRequest } from '@stay/shared';
import { CancellationPreviewAnswerSchema, PartCancelPreviewAnswerSchema } from '@stay/shared/contracts/cancellation-preview';
import type { CancelTarget, Preview } from '../lib/scope';

export async function getPreview(target: CancelTarget, signal?: AbortSignal): Promise<Preview> {
  if (target.scope === 'WHOLE') {
    const data = await apiRequest('content', 'GET', `/v1/lmses/${encodeURIComponent(target.orderNum)}/cancel-preview`, { signal, suppressAlert: true, schema: CancellationPreviewAnswerSchema });
    return data.preview;
  }
  const query = target.scope === 'NIGHTS' ? `kind=NIGHTS&nights=${target.nights}` : target.guests ? `kind=ROOM&adults=${target.guests.adults}&childAges=${target.guests.childAges.join(',')}` : 'kind=ROOM';
  const data = await apiRequest('content', 'GET', `/v1/books/part-cancel/${target.id}/preview?${query}`, { signal, suppressAlert: true, schema: PartCancelPreviewAnswerSchema });
  return data.preview;
}
