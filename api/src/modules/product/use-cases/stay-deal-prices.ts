// The stay page opened from an event deal (`promotionIdx`): when the server finds that the deal
// applies to this stay and these nights (deals' namedDeal, the check the booking quote makes),
// every plan and the price block carry the deal price next to the normal one: the deal's percent
// off the normal price (what a visitor or Bronze member pays) and off the member price (Silver and
// Gold), rounded as the booking rounds it (deals' dealAmountOf). So the price on the stay page is
// the total the booking page then charges for that plan.
import type { FastifyInstance } from 'fastify';
import { dealAmountOf, namedDeal, NO_DEAL, type NamedDeal } from '../../deals';
import type { CheckedCondition } from '../../pricing';
import type { LowestPrices, RatePlanView, RoomView } from './room-plans';

export interface DealPrices {
  /** The deal price of the plan's normal total; null when no deal applies or the plan is not priced. */
  dealAmount: number | null;
  /** The deal price of the plan's member total (what a Silver or Gold member pays). */
  memberDealAmount: number | null;
}

export interface DealLowest {
  dealLowestAmount: number | null;
  memberDealLowestAmount: number | null;
}

/** The deal the page names, checked against this stay and condition on the server's clock. */
export const stayPageDeal = (app: FastifyInstance, productIdx: number, promotionIdx: number | null | undefined, condition: CheckedCondition): Promise<NamedDeal> =>
  promotionIdx ? namedDeal(app, promotionIdx, { propertyIdx: productIdx, checkIn: condition.checkInDate, checkOut: condition.checkOutDate }, app.clock()) : Promise.resolve(NO_DEAL);

const off = (amount: number | null, deal: NamedDeal) => (deal.isPromotion && amount !== null ? dealAmountOf(amount, deal.discountRate) : null);

export function withDealPrices(rooms: RoomView[], deal: NamedDeal): (Omit<RoomView, 'mappedRateplanList'> & { mappedRateplanList: (RatePlanView & DealPrices)[] })[] {
  return rooms.map((room) => ({
    ...room,
    mappedRateplanList: room.mappedRateplanList.map((plan) => ({ ...plan, dealAmount: plan.saleAble ? off(plan.normalAmount, deal) : null, memberDealAmount: plan.saleAble ? off(plan.awesomeAmount, deal) : null })),
  }));
}

export function lowestWithDeal(lowest: LowestPrices | null, deal: NamedDeal): (LowestPrices & DealLowest) | null {
  if (!lowest) return null;
  const on = !lowest.soldOut;
  return { ...lowest, dealLowestAmount: on ? off(lowest.displayLowestAmount, deal) : null, memberDealLowestAmount: on ? off(lowest.awesomeLowestAmount, deal) : null };
}
