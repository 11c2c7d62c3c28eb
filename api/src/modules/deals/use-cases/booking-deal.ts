// The event deal on a booking quote (SPEC §3 Promotion flags isPromotion, promotionIdx,
// promotionAmount): the deal the booking names is checked (stay-deal.ts) and, when it applies,
// its percent comes off the sale amount (rules/deal-price.ts). A deal that is closed, for other
// dates or another stay leaves the price as it was.
import type { FastifyInstance } from 'fastify';
import { dealAmountOf } from '../rules/deal-price';
import { namedDeal, type NamedDeal } from './stay-deal';

export interface QuoteDeal extends NamedDeal {
  promotionAmount: number;
}

export async function applyDeal<Q extends { saleAmount: number; property: { idx: number }; condition: { checkInDate: string; checkOutDate: string } }>(
  app: FastifyInstance,
  q: Q,
  promotionIdx: number | null,
  now: Date,
): Promise<Q & { deal: QuoteDeal }> {
  const named = await namedDeal(app, promotionIdx, { propertyIdx: q.property.idx, checkIn: q.condition.checkInDate, checkOut: q.condition.checkOutDate }, now);
  const promotionAmount = named.isPromotion ? q.saleAmount - dealAmountOf(q.saleAmount, named.discountRate) : 0;
  return { ...q, saleAmount: q.saleAmount - promotionAmount, deal: { ...named, promotionAmount } };
}
