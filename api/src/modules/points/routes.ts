// GET /points -> {point, userPoint}; GET /points/history {pointType, actionType} (SPEC §7). The
// work: use-cases/point-balances.ts and use-cases/point-history.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { POINT_ACTIONS, POINT_TYPES } from '../../db/schema/points';
import { ok } from '../../lib/envelope';
import { msg } from '../../lib/fields';
import { requireAuth } from '../../plugins/auth';
import { pointBalances } from './use-cases/point-balances';
import { pointHistory, type NeverPaidOrderNums } from './use-cases/point-history';

const pageNumber = (max: number) =>
  v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,6}$/, msg('NUMBER')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(max, msg('INVALID')));

const HistoryQuery = v.strictObject({
  pointType: v.optional(v.picklist(POINT_TYPES, msg('INVALID'))),
  actionType: v.optional(v.picklist(['ALL', ...POINT_ACTIONS], msg('INVALID'))),
  page: v.optional(pageNumber(100_000), '1'),
  size: v.optional(pageNumber(100), '20'),
});

export interface PointRoutesOptions {
  /** Which orders ended unpaid: only the booking module knows (mounts.ts). */
  neverPaidOrderNums: NeverPaidOrderNums;
}

export const pointRoutes: FastifyPluginAsync<PointRoutesOptions> = async (app, { neverPaidOrderNums }) => {
  app.get('/points', { onRequest: app.authenticate }, async (request) => ok(await pointBalances(app, requireAuth(request).userIdx)));

  app.get('/points/history', { schema: { querystring: HistoryQuery }, onRequest: app.authenticate }, async (request) => {
    const query = request.query as v.InferOutput<typeof HistoryQuery>;
    return ok(await pointHistory(app, requireAuth(request).userIdx, query, neverPaidOrderNums, request.locale));
  });
};
