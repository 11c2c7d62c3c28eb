// The deal a stay page or a booking names (`promotionIdx`, carried from the deal's page): read from
// the database and checked by the pure rule (rules/deal-price.ts) on the server's clock against the
// stay and its nights. The stay page's prices and the booking quote both ask here, so the deal
// price a traveller is shown is the one the booking then takes off.
import type { FastifyInstance } from 'fastify';
import { checkDeal, type DealRefusal } from '../rules/deal-price';
import { reposOf } from '../stores';

export interface NamedDeal {
  promotionIdx: number | null;
  isPromotion: boolean;
  discountRate: number;
  /** Why the named deal does not apply; null when it applies or none was named. */
  refusal: DealRefusal | 'NOT_FOUND' | null;
}

export const NO_DEAL: NamedDeal = { promotionIdx: null, isPromotion: false, discountRate: 0, refusal: null };

export async function namedDeal(app: FastifyInstance, promotionIdx: number | null, stay: { propertyIdx: number; checkIn: string; checkOut: string }, now: Date): Promise<NamedDeal> {
  if (promotionIdx === null) return NO_DEAL;
  const deal = await reposOf(app.database.orm).deals.deal(promotionIdx);
  if (!deal) return { ...NO_DEAL, promotionIdx, refusal: 'NOT_FOUND' };
  const check = checkDeal(deal, stay, now);
  return { promotionIdx, isPromotion: check.applies, discountRate: deal.discountRate, refusal: check.applies ? null : check.reason };
}
