// Gold withdrawal within 7 days while unused (SPEC §9): the membership ends at once and the
// payment is refunded in full. The refund row is written with the end, in one transaction; the
// gateway's refund follows it (outside the transaction), so a refund is never sent for an end
// that rolled back.
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { sendNotices } from '../notices';
import { asLike, refundOffer } from '../rules/billing';
import { addCharge, paidAmountOfPeriod } from '../store/charges';
import { usedByBooking } from '../store/members';
import { applyMove, liveOf } from '../store/subscriptions';
import type { MembershipDeps } from './shared/deps';

export async function withdraw(deps: MembershipDeps, userIdx: number, locale: Locale) {
  const { db, gateway, clock, transport } = deps;
  const now = clock();
  const out = await db.transaction(async (tx) => {
    const sub = await liveOf(tx, userIdx, true);
    if (!sub) return { error: 'NO_MEMBERSHIP' as const };
    const paid = await paidAmountOfPeriod(tx, sub.idx);
    const offer = refundOffer(asLike(sub), paid?.amount ?? 0, await usedByBooking(tx, userIdx, sub.startedAt), now);
    if (!offer.available || !paid?.paymentKey) return { error: 'REFUND_UNAVAILABLE' as const };
    const ended = await applyMove(tx, sub, { type: 'WITHDRAW' }, now, {}, offer.amount);
    if (!ended) return { error: 'INVALID_STATE' as const };
    await addCharge(tx, {
      subscriptionIdx: sub.idx, userIdx, kind: 'REFUND', plan: sub.plan, periodStart: paid.periodStart, periodEnd: paid.periodEnd, amount: offer.amount,
      status: 'REFUNDED', idempotencyKey: `mbr-refund-${paid.idx}`, paymentKey: paid.paymentKey, cardMasked: paid.cardMasked, refundOf: paid.idx, createdAt: now, settledAt: now,
    });
    await sendNotices(tx, transport, ended.events, now);
    return { error: null, paymentKey: paid.paymentKey, amount: offer.amount, events: ended.events, refundKey: `mbr-refund-${paid.idx}` };
  });
  if (out.error !== null) throw membershipFail(out.error, locale);
  await gateway.cancel(out.paymentKey, out.amount, { reason: 'Membership withdrawn', idempotencyKey: out.refundKey });
  return { refunded: out.amount, events: out.events };
}
