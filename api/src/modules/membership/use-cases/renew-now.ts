// The demo's "renew now" (demo mode only, never production): shifts the member's whole calendar
// back by the time left, so that the period ends now, and runs the scheduler, so a tester lives
// through a renewal in seconds without moving the app's clock.
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { liveOf, setCalendar } from '../store/subscriptions';
import { runRenewals } from './renewals';
import type { MembershipDeps } from './shared/deps';

/** `demo`: demo mode and not production; anywhere else there is no such thing (DEMO_ONLY). */
export async function renewNow(deps: MembershipDeps, userIdx: number, locale: Locale, demo: boolean) {
  if (!demo) throw membershipFail('DEMO_ONLY', locale);
  const { db, gateway, clock, transport } = deps;
  const now = clock();
  const sub = await liveOf(db, userIdx);
  if (!sub) throw membershipFail('NO_MEMBERSHIP', locale);
  // A past-due one is shifted to its next retry; the others to their period end.
  const shift = Math.max(0, (sub.status === 'PAST_DUE' ? (sub.nextBillingAt ?? now) : sub.currentPeriodEnd).getTime() - now.getTime());
  const back = (d: Date | null) => (d ? new Date(d.getTime() - shift) : d);
  await setCalendar(db, sub.idx, {
    startedAt: back(sub.startedAt)!,
    currentPeriodStart: back(sub.currentPeriodStart ?? sub.startedAt),
    currentPeriodEnd: back(sub.currentPeriodEnd)!,
    nextBillingAt: sub.status === 'CANCEL_REQUESTED' ? back(sub.currentPeriodEnd) : back(sub.nextBillingAt ?? sub.currentPeriodEnd),
    graceUntil: back(sub.graceUntil),
  });
  return runRenewals(db, gateway, now, transport);
}
