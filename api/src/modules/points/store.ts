import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { pointLedger, type PointAction, type PointType } from '../../db/schema/points';

export interface PointHistoryFilter {
  pointType?: PointType;
  actionType?: PointAction;
  page: number;
  size: number;
}

export const pointsRepository = (db: Tx) => ({
  async balances(userIdx: number, tx: Tx = db): Promise<{ point: number; userPoint: number }> {
    const rows = await tx
      .select({ type: pointLedger.pointType, total: sql<string>`coalesce(sum(${pointLedger.amount}), 0)` })
      .from(pointLedger)
      .where(eq(pointLedger.userIdx, userIdx))
      .groupBy(pointLedger.pointType);
    const of = (type: PointType) => Number(rows.find((r) => r.type === type)?.total ?? 0);
    return { point: of('POINT'), userPoint: of('USER_POINT') };
  },

  async history(userIdx: number, filter: PointHistoryFilter) {
    const where: SQL[] = [eq(pointLedger.userIdx, userIdx)];
    if (filter.pointType) where.push(eq(pointLedger.pointType, filter.pointType));
    if (filter.actionType) where.push(eq(pointLedger.actionType, filter.actionType));
    const condition = and(...where);
    const [total] = await db.select({ n: count() }).from(pointLedger).where(condition);
    const rows = await db
      .select()
      .from(pointLedger)
      .where(condition)
      .orderBy(desc(pointLedger.createdAt), desc(pointLedger.idx))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size);
    return { total: Number(total?.n ?? 0), rows };
  },

  /** Appends one movement; `amount` is signed. Call inside a transaction when several follow. */
  async add(
    input: { userIdx: number; pointType: PointType; actionType: PointAction; amount: number; title: string; orderNum?: string; expiresAt?: Date },
    now: Date,
    tx: Tx = db,
  ): Promise<void> {
    const [prev] = await tx
      .select({ total: sql<string>`coalesce(sum(${pointLedger.amount}), 0)` })
      .from(pointLedger)
      .where(and(eq(pointLedger.userIdx, input.userIdx), eq(pointLedger.pointType, input.pointType)));
    const balanceAfter = Number(prev?.total ?? 0) + input.amount;
    await tx.insert(pointLedger).values({ ...input, orderNum: input.orderNum ?? null, expiresAt: input.expiresAt ?? null, balanceAfter, createdAt: now });
  },
});

export type PointsRepository = ReturnType<typeof pointsRepository>;

/** The points ledger's SQL, one set per database. */
export const pointsStore = perDatabase((db) => pointsRepository(db));
