// A stay's rooms with their rate plans priced for the condition (SPEC §7 rateplans-v3, §3 Room
// list), plans by lowest member price (SPEC §9), and the price comparison (ours set apart,
// competitors by price descending), compared on the price a visitor pays and only when on sale.
// Opened from an event deal, the plans also carry the deal's price (stay-deal-prices.ts).
import type { FastifyInstance } from 'fastify';
import type { Locale, Texts } from '../../../lib/locale';
import { productNotFound } from '../../catalog';
import { checkCondition, koreanToday } from '../../pricing';
import { priceComparison } from '../rules/price-comparison';
import { reposOf } from '../stores';
import { lowestPrices, publicRooms, roomPlans } from './room-plans';
import { stayPageDeal, withDealPrices } from './stay-deal-prices';
import type { StayPageBodyInput } from '../rules/stay-page-body';

const OWN_TITLE: Texts = { ko: '어썸스테이', en: 'AwesomeStay', ja: 'オーサムステイ' };

export async function listRatePlans(app: FastifyInstance, productIdx: number, body: StayPageBodyInput, locale: Locale) {
  const now = app.clock();
  const { promotionIdx, ...stay } = body;
  const condition = checkCondition(stay, now);
  if (!(await reposOf(app.database.orm).productDetail.property(productIdx))) throw productNotFound(locale, productIdx);
  const [rooms, deal] = await Promise.all([roomPlans(app, productIdx, condition, locale, koreanToday(now)), stayPageDeal(app, productIdx, promotionIdx, condition)]);
  const lowest = lowestPrices(rooms);
  return {
    terms: condition.nights,
    condition: { ...condition, terms: condition.nights },
    roomMappedRateplans: publicRooms(withDealPrices(rooms, deal)),
    promotion: deal,
    priceComparisonList: priceComparison(productIdx, OWN_TITLE[locale], lowest && !lowest.soldOut ? lowest.displayLowestAmount : null, condition.checkInDate, locale),
    priceComparisonSimulated: true,
  };
}
