// What a member cancels, and the URL key of it (api/src/modules/cancellation README: one pipeline
// for WHOLE | ROOM | NIGHTS): /mypage/books/{orderNum}/cancel is the whole booking, with
// ?scope=ROOM one room, with ?scope=NIGHTS&max=n the last nights (the member picks 1..n, kept as
// &nights=k so a link restores the choice).
import type { CancellationPreview, Party, PartCancelPreview } from '@stay/shared/contracts/cancellation-preview';
import type { LedgerLine } from '@stay/shared/contracts/money-lines';

export type CancelScope = LedgerLine['scope'];

/**
 * What a preview and its confirm are asked for: a part's calls are keyed by the booking's id; a
 * room may carry who stays in the rooms left (the member's choice; none = everyone, if they fit).
 */
export type CancelTarget =
  | { orderNum: string; scope: 'WHOLE' }
  | { orderNum: string; scope: 'ROOM'; id: number; guests?: Party }
  | { orderNum: string; scope: 'NIGHTS'; id: number; nights: number };

export type Preview = CancellationPreview | PartCancelPreview;

/** A room's or the nights' preview (what is cancelled, what is kept); a whole booking's has neither. */
export const isPartPreview = (p: Preview): p is PartCancelPreview => 'cancelled' in p;

/** The strings a room and the nights share ('part') apart from the whole booking's. */
export const kindOf = (scope: CancelScope): 'whole' | 'part' => (scope === 'WHOLE' ? 'whole' : 'part');

// The server answers NOT_DIVISIBLE beyond what the booking has; 30 only bounds the list drawn.
const MAX_NIGHTS = 30;

/** The scope the URL asks for (WHOLE when absent or unknown) and, for NIGHTS, the choice and its bound. */
export function scopeOf(params: URLSearchParams): { scope: CancelScope; max: number; nights: number } {
  const asked = params.get('scope');
  const scope: CancelScope = asked === 'ROOM' || asked === 'NIGHTS' ? asked : 'WHOLE';
  const max = Math.max(1, Math.min(MAX_NIGHTS, Math.trunc(Number(params.get('max'))) || 1));
  const nights = Math.max(1, Math.min(max, Math.trunc(Number(params.get('nights'))) || 1));
  return { scope, max, nights };
}
