// The member's points ledger, newest first and paged, of one kind and one action or all (SPEC §7
// GET /points/history).
import type { FastifyInstance } from 'fastify';
import type { PointAction, PointType } from '../../../db/schema/points';
import type { Locale } from '../../../lib/locale';
import { lineTitle } from '../rules/reasons';
import { reposOf } from '../stores';

export interface PointHistoryRequest {
  pointType?: PointType;
  /** ALL, or none: every action. */
  actionType?: PointAction | 'ALL';
  page: number;
  size: number;
}

/** Each line's title is in `locale` (rules/reasons.ts), whatever language it was stored in. */
export async function pointHistory(app: FastifyInstance, userIdx: number, q: PointHistoryRequest, locale: Locale) {
  const actionType = q.actionType === 'ALL' ? undefined : q.actionType;
  const { total, rows } = await reposOf(app.database.orm).points.history(userIdx, { pointType: q.pointType, actionType, page: q.page, size: q.size });
  return {
    total,
    page: q.page,
    size: q.size,
    history: rows.map((r) => ({
      idx: r.idx,
      pointType: r.pointType,
      actionType: r.actionType,
      amount: r.amount,
      balance: r.balanceAfter,
      title: lineTitle(r, locale),
      orderNum: r.orderNum,
      expireDate: r.expiresAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
