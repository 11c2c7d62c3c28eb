import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { pointLedger, welfarePointYearEnds, type PointAction, type PointReason, type PointType } from '../../db/schema/points';
import { reasonTitle } from './rules/reasons';

export interface PointHistoryFilter {
  pointType?: PointType;
  actionType?: PointAction;
  page: number;
  size: number;
}

/** The welfare-point year-end steps, one marker row each per member and year. */
export type YearEndKind = 'REMINDER' | 'EXPIRED';

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

  /** Every movement of the member (of one kind, or all), newest first: the history's rule needs whole orders. */
  async ledgerOf(userIdx: number, pointType?: PointType) {
    const where: SQL[] = [eq(pointLedger.userIdx, userIdx)];
    if (pointType) where.push(eq(pointLedger.pointType, pointType));
    return db.select().from(pointLedger).where(and(...where)).orderBy(desc(pointLedger.createdAt), desc(pointLedger.idx));
  },

  /**
   * Appends one movement; `amount` is signed. Call inside a transaction when several follow. The
   * member reads it by `reason` in their language; `title` (the Korean text of the reason by
   * default) is kept as the record.
   */
  async add(
    input: { userIdx: number; pointType: PointType; actionType: PointAction; amount: number; reason: PointReason; title?: string; orderNum?: string; expiresAt?: Date },
    now: Date,
    tx: Tx = db,
  ): Promise<void> {
    const [prev] = await tx
      .select({ total: sql<string>`coalesce(sum(${pointLedger.amount}), 0)` })
      .from(pointLedger)
      .where(and(eq(pointLedger.userIdx, input.userIdx), eq(pointLedger.pointType, input.pointType)));
    const balanceAfter = Number(prev?.total ?? 0) + input.amount;
    const title = input.title ?? reasonTitle(input.reason, { orderNum: input.orderNum });
    await tx.insert(pointLedger).values({ ...input, title, orderNum: input.orderNum ?? null, expiresAt: input.expiresAt ?? null, balanceAfter, createdAt: now });
  },

  /** The member's welfare points (USER_POINT) from movements before `before`. */
  async welfareBalanceBefore(userIdx: number, before: Date, tx: Tx = db): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${pointLedger.amount}), 0)` })
      .from(pointLedger)
      .where(and(eq(pointLedger.userIdx, userIdx), eq(pointLedger.pointType, 'USER_POINT'), sql`${pointLedger.createdAt} < ${before}`));
    return Number(row?.total ?? 0);
  },

  /**
   * Members with welfare points from before `before` and no `kind` marker for `year` yet (at most
   * `limit`): the year-end job's next batch.
   */
  async yearEndCandidates(year: number, kind: YearEndKind, before: Date, limit: number, tx: Tx = db): Promise<number[]> {
    const rows = await tx
      .select({ userIdx: pointLedger.userIdx })
      .from(pointLedger)
      .where(
        and(
          eq(pointLedger.pointType, 'USER_POINT'),
          sql`${pointLedger.createdAt} < ${before}`,
          sql`not exists (select 1 from ${welfarePointYearEnds} w where w.user_idx = ${pointLedger.userIdx} and w.year = ${year} and w.kind = ${kind})`,
        ),
      )
      .groupBy(pointLedger.userIdx)
      .having(sql`sum(${pointLedger.amount}) > 0`)
      .limit(limit);
    return rows.map((r) => r.userIdx);
  },

  /**
   * Writes the member's `kind` marker for `year`; false when it is already there (another worker
   * or an earlier run did this step). Call inside the step's transaction.
   */
  async markYearEnd(marker: { userIdx: number; year: number; kind: YearEndKind; amount?: number }, now: Date, tx: Tx = db): Promise<boolean> {
    const [row] = await tx.insert(welfarePointYearEnds).values({ ...marker, createdAt: now }).onConflictDoNothing().returning();
    return row !== undefined;
  },

  /** Records on the member's marker how many points the step announced or took off. */
  async setYearEndAmount(marker: { userIdx: number; year: number; kind: YearEndKind }, amount: number, tx: Tx = db): Promise<void> {
    await tx
      .update(welfarePointYearEnds)
      .set({ amount })
      .where(and(eq(welfarePointYearEnds.userIdx, marker.userIdx), eq(welfarePointYearEnds.year, marker.year), eq(welfarePointYearEnds.kind, marker.kind)));
  },
});

export type PointsRepository = ReturnType<typeof pointsRepository>;

/** The points ledger's SQL, one set per database. */
export const pointsStore = perDatabase((db) => pointsRepository(db));
