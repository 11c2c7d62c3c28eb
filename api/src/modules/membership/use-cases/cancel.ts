// Cancel and its undo. A cancel keeps the membership until the period ends (SPEC §4: no charge
// after it); undoing it before then puts the renewal back on the due list. A past-due member who
// cancels stops at once (the state machine decides: nothing was paid for the period).
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { sendNotices } from '../notices';
import type { MembershipEvent } from '../rules/events';
import { applyMove, liveOf } from '../store/subscriptions';
import type { MembershipDeps } from './shared/deps';

async function moveOwn(deps: MembershipDeps, userIdx: number, locale: Locale, command: 'CANCEL' | 'UNDO_CANCEL'): Promise<{ events: MembershipEvent[] }> {
  const { db, clock, transport } = deps;
  const now = clock();
  const moved = await db.transaction(async (tx) => {
    const sub = await liveOf(tx, userIdx, true);
    if (!sub) return 'NONE' as const;
    const done = await applyMove(tx, sub, { type: command }, now, command === 'UNDO_CANCEL' ? { nextBillingAt: sub.currentPeriodEnd } : {});
    if (!done) return 'BAD' as const;
    await sendNotices(tx, transport, done.events, now);
    return done.events;
  });
  if (moved === 'NONE') throw membershipFail('NO_MEMBERSHIP', locale);
  if (moved === 'BAD') throw membershipFail('INVALID_STATE', locale);
  return { events: moved };
}

export const cancel = (deps: MembershipDeps, userIdx: number, locale: Locale) => moveOwn(deps, userIdx, locale, 'CANCEL');
export const undoCancel = (deps: MembershipDeps, userIdx: number, locale: Locale) => moveOwn(deps, userIdx, locale, 'UNDO_CANCEL');
