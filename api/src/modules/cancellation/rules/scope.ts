// What a member cancels: the whole booking, one room of it, or its last nights. One entry to the
// two refund rules (preview.ts for the whole booking, partial.ts for a part), so the cancellation
// pipeline decides every scope the same way.
import { previewCancellation } from './preview';
import { previewPartCancel, type PartCancelFacts, type PartCancelPreview, type PartCancelRequest } from './partial';
import type { CancellationPreview } from './types';

export type CancelScope = { kind: 'WHOLE' } | PartCancelRequest;

export type ScopedPreview = { scope: 'WHOLE'; preview: CancellationPreview } | { scope: 'PART'; preview: PartCancelPreview };

export function previewOf(facts: PartCancelFacts, scope: CancelScope, today: string): ScopedPreview {
  return scope.kind === 'WHOLE' ? { scope: 'WHOLE', preview: previewCancellation(facts, today) } : { scope: 'PART', preview: previewPartCancel(facts, scope, today) };
}
