// The pricing admin's view of the price schedule (staff API and command line): every change, by
// plan, with who scheduled it and when (the audit record; null: before changes were signed).
import type { Tx } from '../../../db/database';
import { priceChangeList } from '../store/price-changes';

export async function listPriceChanges(db: Tx) {
  const rows = await priceChangeList(db);
  return {
    items: rows.map(({ change: r, byEmail, byName }) => ({
      idx: r.idx,
      plan: r.plan,
      newPrice: r.newPrice,
      effectiveAt: r.effectiveAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy === null ? null : { idx: r.createdBy, email: byEmail, name: byName },
    })),
  };
}
