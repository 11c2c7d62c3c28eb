// The billing history: every charge, refund and failed attempt (a charge still in flight is not shown).
import { chargesOf } from '../store/charges';
import type { MembershipDeps } from './shared/deps';

export async function history({ db }: Pick<MembershipDeps, 'db'>, userIdx: number) {
  const rows = await chargesOf(db, userIdx);
  return {
    items: rows
      .filter((r) => r.status !== 'PENDING')
      .map((r) => ({
        idx: r.idx,
        kind: r.kind,
        plan: r.plan,
        status: r.status,
        amount: r.amount,
        periodStart: r.periodStart.toISOString(),
        periodEnd: r.periodEnd.toISOString(),
        cardMasked: r.cardMasked,
        failCode: r.failCode,
        receipt: r.paymentKey,
        createdAt: (r.settledAt ?? r.createdAt).toISOString(),
      })),
  };
}
