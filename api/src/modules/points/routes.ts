// GET /points -> {point, userPoint}; GET /points/history {pointType, actionType} (SPEC §7).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { POINT_ACTIONS, POINT_TYPES } from '../../db/schema/points';
import { ok } from '../../lib/envelope';
import { msg } from '../../lib/fields';
import { requireAuth } from '../../plugins/auth';
import { reposOf } from './stores';

const pageNumber = (max: number) =>
  v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,6}$/, msg('NUMBER')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(max, msg('INVALID')));

const HistoryQuery = v.strictObject({
  pointType: v.optional(v.picklist(POINT_TYPES, msg('INVALID'))),
  actionType: v.optional(v.picklist(['ALL', ...POINT_ACTIONS], msg('INVALID'))),
  page: v.optional(pageNumber(100_000), '1'),
  size: v.optional(pageNumber(100), '20'),
});

export const pointRoutes: FastifyPluginAsync = async (app) => {
  const repos = reposOf(app.database.orm);

  app.get('/points', { onRequest: app.authenticate }, async (request) => ok(await repos.points.balances(requireAuth(request).userIdx)));

  app.get('/points/history', { schema: { querystring: HistoryQuery }, onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    const q = request.query as v.InferOutput<typeof HistoryQuery>;
    const actionType = q.actionType === 'ALL' ? undefined : q.actionType;
    const { total, rows } = await repos.points.history(userIdx, { pointType: q.pointType, actionType, page: q.page, size: q.size });
    return ok({
      total,
      page: q.page,
      size: q.size,
      history: rows.map((r) => ({
        idx: r.idx,
        pointType: r.pointType,
        actionType: r.actionType,
        amount: r.amount,
        balance: r.balanceAfter,
        title: r.title,
        orderNum: r.orderNum,
        expireDate: r.expiresAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });
};
