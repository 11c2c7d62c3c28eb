// What the member's points history shows (GET /points/history). Pure, no I/O.
import type { PointAction, PointType } from '../../../db/schema/points';

export interface LedgerFacts {
  pointType: PointType;
  actionType: PointAction;
  amount: number;
  orderNum: string | null;
}

/**
 * A checkout takes its points when the room is held and gives them back when the hold ends unpaid
 * (payment abandoned, declined, expired). Those points were never spent, so that use and its
 * return are not history: the rows of an order known never to have been paid, of one kind of
 * points, whose amounts come back to zero, are left out (an order we know nothing of stays shown). Everything else stays, in particular the use and the
 * refund of a paid booking that was cancelled, and the use of a checkout still holding its points.
 */
export function visibleHistory<T extends LedgerFacts>(rows: readonly T[], neverPaidOrderNums: ReadonlySet<string>): T[] {
  const net = new Map<string, number>();
  const keyOf = (r: LedgerFacts) => `${r.pointType}:${r.orderNum}`;
  const held = (r: LedgerFacts) => r.orderNum !== null && (r.actionType === 'USE' || r.actionType === 'CANCEL') && neverPaidOrderNums.has(r.orderNum);
  for (const r of rows) if (held(r)) net.set(keyOf(r), (net.get(keyOf(r)) ?? 0) + r.amount);
  return rows.filter((r) => !(held(r) && net.get(keyOf(r)) === 0));
}
