// Charges one claimed renewal and moves the subscription by the outcome. The gateway is called
// outside any transaction, with the charge's idempotency key (a re-sent charge gets the first
// answer, never a second capture); settling is a conditional PENDING -> PAID | FAILED update, so
// of two workers settling the same charge only one moves the subscription. The move's notices
// are written in the same transaction as the move.
import type { Db } from '../../../db/database';
import type { MessageTransport } from '../../messages';
import { sendNotices } from '../notices';
import { PLAN_NAME } from '../rules/billing';
import type { MembershipEvent } from '../rules/events';
import { markRefunded, settleCharge, type ChargeRow } from '../store/charges';
import { applyMove, lockSubscription, subscriptionOf } from '../store/subscriptions';
import type { MembershipGateway } from './gateway';

export type SettleOutcome = 'PAID' | 'FAILED' | 'ENDED' | 'NONE';

export async function settleRenewal(
  db: Db,
  gateway: MembershipGateway,
  charge: ChargeRow,
  now: Date,
  transport: MessageTransport,
): Promise<{ outcome: SettleOutcome; events: MembershipEvent[] }> {
  const none = { outcome: 'NONE' as const, events: [] };
  const sub = await subscriptionOf(db, charge.subscriptionIdx);
  if (!sub) return none;
  const answer = sub.billingKey && sub.customerKey
    ? await gateway.chargeBillingKey({
        billingKey: sub.billingKey,
        customerKey: sub.customerKey,
        orderId: `MBR${charge.subscriptionIdx}P${charge.periodStart.getTime()}A${charge.attempt}`,
        orderName: PLAN_NAME[sub.plan],
        amount: charge.amount,
        idempotencyKey: charge.idempotencyKey,
      })
    : ({ status: 'declined', paymentKey: null, code: 'NO_CARD', message: 'No card registered.', hard: true } as const);

  const settled = await db.transaction(async (tx): Promise<{ outcome: SettleOutcome | 'GIVE_BACK'; events: MembershipEvent[] }> => {
    const locked = await lockSubscription(tx, charge.subscriptionIdx);
    const row = await settleCharge(
      tx,
      charge.idx,
      answer.status === 'approved'
        ? { status: 'PAID', paymentKey: answer.paymentKey, settledAt: now }
        : { status: 'FAILED', paymentKey: answer.paymentKey, failCode: answer.code, settledAt: now },
    );
    if (!row || !locked) return none; // a twin settled it first
    if (answer.status === 'approved') {
      const renewed = await applyMove(
        tx,
        locked,
        { type: 'RENEWED' },
        now,
        { currentPeriodStart: charge.periodStart, currentPeriodEnd: charge.periodEnd, nextBillingAt: charge.periodEnd, failedAttempts: 0, lastFailCode: null, price: charge.amount },
        charge.amount,
      );
      if (renewed) {
        await sendNotices(tx, transport, renewed.events, now);
        return { outcome: 'PAID', events: renewed.events };
      }
      // Cancelled or ended while the charge was in flight: nothing was owed, give it back (below, outside the transaction).
      await markRefunded(tx, charge.idx);
      return { outcome: 'GIVE_BACK', events: [] };
    }
    const failed = await applyMove(tx, locked, { type: 'RENEWAL_FAILED', hard: answer.hard, attempt: charge.attempt }, now, { failedAttempts: charge.attempt, lastFailCode: answer.code });
    if (failed) await sendNotices(tx, transport, failed.events, now);
    return { outcome: failed?.row.status === 'ENDED' ? 'ENDED' : 'FAILED', events: failed?.events ?? [] };
  });
  if (settled.outcome === 'GIVE_BACK') {
    if (answer.status === 'approved') await gateway.cancel(answer.paymentKey, charge.amount, { reason: 'Membership ended before its renewal', idempotencyKey: `mbr-giveback-${charge.idempotencyKey}` });
    return none;
  }
  return { outcome: settled.outcome, events: settled.events };
}
