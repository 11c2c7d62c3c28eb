// The event deal on a booking quote (SPEC §3 Promotion flags isPromotion, promotionIdx,
// promotionAmount): the deal the booking names is read from the database and the pure rule
// (rules/deal-price.ts) decides on the server's clock whether it applies and what comes off the
// sale amount. A deal that is closed, for other dates or another stay leaves the price as it was.
import type { FastifyInstance } from 'fastify';
import { dealDiscount, type DealRefusal } from '../rules/deal-price';
import { reposOf } from '../stores';

export interface QuoteDeal {
  promotionIdx: number | null;
  isPromotion: boolean;
  promotionAmount: number;
  discountRate: number;
  /** Why the named deal does not apply; null when it applies or none was named. */
  refusal: DealRefusal | 'NOT_FOUND' | null;
}

const NONE: QuoteDeal = { promotionIdx: null, isPromotion: false, promotionAmount: 0, discountRate: 0, refusal: null };

export async function applyDeal<Q extends { saleAmount: number; property: { idx: number }; condition: { checkInDate: string; checkOutDate: string } }>(
  app: FastifyInstance,
  q: Q,
  promotionIdx: number | null,
  now: Date,
): Promise<Q & { deal: QuoteDeal }> {
  if (promotionIdx === null) return { ...q, deal: NONE };
  const deal = await reposOf(app.database.orm).deals.deal(promotionIdx);
  if (!deal) return { ...q, deal: { ...NONE, promotionIdx, refusal: 'NOT_FOUND' } };
  const { check, promotionAmount } = dealDiscount(deal, { propertyIdx: q.property.idx, checkIn: q.condition.checkInDate, checkOut: q.condition.checkOutDate }, q.saleAmount, now);
  return {
    ...q,
    saleAmount: q.saleAmount - promotionAmount,
    deal: { promotionIdx, isPromotion: check.applies, promotionAmount, discountRate: deal.discountRate, refusal: check.applies ? null : check.reason },
  };
}
