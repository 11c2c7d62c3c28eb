// POST /v1/products/{productIdx}/rateplans-v3 (SPEC §7, §3 Room list): rooms with their rate
// plans for the condition, plans by lowest member price (SPEC §9), and the price comparison
// (ours set apart, competitors by price descending).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import type { Texts } from '../../../lib/locale';
import { checkCondition, ConditionBody, IdParams, koreanToday } from '../../pricing';
import { priceComparison } from '../rules/price-comparison';
import { lowestPrices, publicRooms, roomPlans } from '../use-cases/room-plans';
import { productNotFound } from '../../catalog';
import { reposOf } from '../stores';

const OWN_TITLE: Texts = { ko: '어썸스테이', en: 'AwesomeStay', ja: 'オーサムステイ' };

export async function ratePlanRoutes(app: FastifyInstance): Promise<void> {
  const repo = reposOf(app.database.orm).productDetail;

  app.post('/v1/products/:productIdx/rateplans-v3', { schema: { params: IdParams('productIdx'), body: ConditionBody } }, async (request) => {
    const { productIdx } = request.params as { productIdx: number };
    const now = app.clock();
    const condition = checkCondition(request.body as v.InferOutput<typeof ConditionBody>, now);
    if (!(await repo.property(productIdx))) throw productNotFound(request.locale, productIdx);
    const rooms = await roomPlans(app, productIdx, condition, request.locale, koreanToday(now));
    const lowest = lowestPrices(rooms);
    return ok({
      terms: condition.nights,
      condition: { ...condition, terms: condition.nights },
      roomMappedRateplans: publicRooms(rooms),
      // Compared on the price a visitor pays (the headline displayLowestAmount), only when on sale.
      priceComparisonList: priceComparison(productIdx, OWN_TITLE[request.locale], lowest && !lowest.soldOut ? lowest.displayLowestAmount : null, condition.checkInDate, request.locale),
      priceComparisonSimulated: true,
    });
  });
}
