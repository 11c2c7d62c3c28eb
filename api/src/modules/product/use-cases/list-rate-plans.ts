// A stay's rooms with their rate plans priced for the condition (SPEC §7 rateplans-v3, §3 Room
// list), plans by lowest member price (SPEC §9), and the price comparison (ours set apart,
// competitors by price descending), compared on the price a visitor pays and only when on sale.
import type { FastifyInstance } from 'fastify';
import type { Locale, Texts } from '../../../lib/locale';
import { productNotFound } from '../../catalog';
import { checkCondition, koreanToday, type ConditionBodyInput } from '../../pricing';
import { priceComparison } from '../rules/price-comparison';
import { reposOf } from '../stores';
import { lowestPrices, publicRooms, roomPlans } from './room-plans';

const OWN_TITLE: Texts = { ko: '어썸스테이', en: 'AwesomeStay', ja: 'オーサムステイ' };

export async function listRatePlans(app: FastifyInstance, productIdx: number, body: ConditionBodyInput, locale: Locale) {
  const now = app.clock();
  const condition = checkCondition(body, now);
  if (!(await reposOf(app.database.orm).productDetail.property(productIdx))) throw productNotFound(locale, productIdx);
  const rooms = await roomPlans(app, productIdx, condition, locale, koreanToday(now));
  const lowest = lowestPrices(rooms);
  return {
    terms: condition.nights,
    condition: { ...condition, terms: condition.nights },
    roomMappedRateplans: publicRooms(rooms),
    priceComparisonList: priceComparison(productIdx, OWN_TITLE[locale], lowest && !lowest.soldOut ? lowest.displayLowestAmount : null, condition.checkInDate, locale),
    priceComparisonSimulated: true,
  };
}
