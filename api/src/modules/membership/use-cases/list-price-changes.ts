// The operator's view of the price schedule (staff API and command line): every change, by plan.
import type { Tx } from '../../../db/database';
import { priceChangeList } from '../store/price-changes';

export async function listPriceChanges(db: Tx) {
  const rows = await priceChangeList(db);
  return { items: rows.map((r) => ({ idx: r.idx, plan: r.plan, newPrice: r.newPrice, effectiveAt: r.effectiveAt.toISOString(), createdAt: r.createdAt.toISOString() })) };
}
