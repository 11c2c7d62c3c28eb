// The event page's deal price: the stay's cheapest plan on sale for one night (2 adults, 1 room)
// on the deal's first bookable night, priced by the one engine and with the deal rule
// (deal-price.ts) applied, so the page shows what the booking then charges for that plan.
import type { FastifyInstance } from 'fastify';
import type { EventRow } from '../../../db/schema/catalog/events';
import { addDays, priceStays } from '../../pricing';
import { koreanToday } from '../rules/alarms';
import { checkDeal, dealAmountOf } from '../rules/deal-price';
import { reposOf } from '../stores';

export interface DealOffer {
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  rateplanIdx: number;
  normalAmount: number;
  /** What a traveller paying the normal price pays with the deal. */
  dealAmount: number;
  /** What a Silver or Gold member pays with the deal (the deal comes off the member price). */
  memberDealAmount: number;
}

const ADULTS = 2;

export async function dealOffer(app: FastifyInstance, deal: EventRow, now: Date): Promise<DealOffer | null> {
  const today = koreanToday(now);
  const checkIn = deal.stayStartDate > today ? deal.stayStartDate : today;
  const checkOut = addDays(checkIn, 1);
  if (!checkDeal(deal, { propertyIdx: deal.propertyIdx, checkIn, checkOut }, now).applies) return null;
  const priced = await priceStays(reposOf(app.database.orm).catalogRates.source, [deal.propertyIdx], { checkIn, checkOut, adults: ADULTS, childAges: [], rooms: 1 }, today);
  const quotes = (priced.get(deal.propertyIdx)?.quotes ?? []).filter((q) => q.available && q.amounts);
  const best = quotes.sort((a, b) => a.amounts!.normalAmount - b.amounts!.normalAmount || a.ratePlanIdx - b.ratePlanIdx)[0];
  if (!best?.amounts) return null;
  return {
    checkInDate: checkIn,
    checkOutDate: checkOut,
    adults: ADULTS,
    rateplanIdx: best.ratePlanIdx,
    normalAmount: best.amounts.normalAmount,
    dealAmount: dealAmountOf(best.amounts.normalAmount, deal.discountRate),
    memberDealAmount: dealAmountOf(best.amounts.awesomeAmount, deal.discountRate),
  };
}
