// The member's consent screen: the question about the next renewal's new price (when there is
// one) and every receipt of their answers.
import type { Tx } from '../../../db/database';
import { priceChangeView } from '../rules/price-change';
import { answersOfMember, priceChangesOf } from '../store/price-changes';
import { liveOf } from '../store/subscriptions';
import { termsOf } from './shared/terms';

export async function priceChangeScreen(db: Tx, userIdx: number, now: Date) {
  const sub = await liveOf(db, userIdx);
  const ask = sub ? priceChangeView(sub, await termsOf(db, sub), now) : null;
  const rows = await answersOfMember(db, userIdx);
  const plans = new Map((await priceChangesOf(db)).map((c) => [c.idx, c.plan]));
  return {
    ask,
    receipts: rows.map((r) => ({
      idx: r.idx,
      priceChangeIdx: r.priceChangeIdx,
      plan: plans.get(r.priceChangeIdx) ?? null,
      answer: r.answer,
      renewalAt: r.renewalAt.toISOString(),
      oldPrice: r.oldPrice,
      newPrice: r.newPrice,
      cardMasked: r.cardMasked,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
