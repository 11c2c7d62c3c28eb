// The member's points ledger, newest first and paged, of one kind and one action or all (SPEC §7
// GET /points/history), without what an unpaid checkout took and gave back (rules/history.ts).
import type { FastifyInstance } from 'fastify';
import type { PointAction, PointType } from '../../../db/schema/points';
import type { Locale } from '../../../lib/locale';
import { visibleHistory } from '../rules/history';
import { lineTitle } from '../rules/reasons';
import { reposOf } from '../stores';

export interface PointHistoryRequest {
  pointType?: PointType;
  /** ALL, or none: every action. */
  actionType?: PointAction | 'ALL';
  page: number;
  size: number;
}

/** Which of these order numbers are orders that ended without ever being paid (the booking module answers it; mounts.ts passes it in). */
export type NeverPaidOrderNums = (app: FastifyInstance, orderNums: readonly string[]) => Promise<ReadonlySet<string>>;

/** Each line's title is in `locale` (rules/reasons.ts), whatever language it was stored in. */
export async function pointHistory(app: FastifyInstance, userIdx: number, q: PointHistoryRequest, neverPaidOrderNums: NeverPaidOrderNums, locale: Locale) {
  const actionType = q.actionType === 'ALL' ? undefined : q.actionType;
  const ledger = await reposOf(app.database.orm).points.ledgerOf(userIdx, q.pointType);
  const orderNums = [...new Set(ledger.flatMap((r) => (r.orderNum ? [r.orderNum] : [])))];
  const neverPaid = orderNums.length ? await neverPaidOrderNums(app, orderNums) : new Set<string>();
  const shown = visibleHistory(ledger, neverPaid).filter((r) => !actionType || r.actionType === actionType);
  const rows = shown.slice((q.page - 1) * q.size, q.page * q.size);
  return {
    total: shown.length,
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
