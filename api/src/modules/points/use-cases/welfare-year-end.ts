// The welfare-point year-end job (welfare.ts has the rules): the reminder before 31 December and
// the expiry after it, each once per member and year. The marker row (welfare_point_year_ends,
// primary key member + year + kind) is written in the same transaction as the ledger row and the
// notice, so a rerun, a second worker or a crash in between never takes points twice.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { pointLedger, welfarePointYearEnds } from '../../../db/schema/points';
import { pointsRepository } from '../store';
import { outboxStore, outboxTransport, type MessageTransport } from '../../messages';
import { sendWelfareNotice } from '../notices';
import { expiryAmount, lastUsableDay, yearEndAt, yearEndWork } from '../rules/welfare';

export interface YearEndResult {
  expired: number;
  reminded: number;
}

/** Members with welfare points and no marker of this kind for the year (a batch). */
async function candidates(db: Db, year: number, kind: 'REMINDER' | 'EXPIRED', before: Date, limit: number): Promise<number[]> {
  const rows = await db
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
}

const balanceBefore = async (db: Tx, userIdx: number, before: Date) => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointLedger.amount}), 0)` })
    .from(pointLedger)
    .where(and(eq(pointLedger.userIdx, userIdx), eq(pointLedger.pointType, 'USER_POINT'), sql`${pointLedger.createdAt} < ${before}`));
  return Number(row?.total ?? 0);
};

export async function runWelfareYearEnd(db: Db, now: Date, transport: MessageTransport = outboxTransport(outboxStore(db)), batch = 200): Promise<YearEndResult> {
  const result: YearEndResult = { expired: 0, reminded: 0 };
  const { expireYear, remindYear } = yearEndWork(now);

  const end = yearEndAt(expireYear);
  for (const userIdx of await candidates(db, expireYear, 'EXPIRED', end, batch)) {
    await db.transaction(async (tx) => {
      const [marker] = await tx.insert(welfarePointYearEnds).values({ userIdx, year: expireYear, kind: 'EXPIRED', createdAt: now }).onConflictDoNothing().returning();
      if (!marker) return; // another worker did it
      const points = pointsRepository(tx);
      const amount = expiryAmount(await balanceBefore(tx, userIdx, end), (await points.balances(userIdx, tx)).userPoint);
      if (amount <= 0) return;
      await points.add({ userIdx, pointType: 'USER_POINT', actionType: 'EXPIRE', amount: -amount, title: `${expireYear}년 복지포인트 소멸` }, now, tx);
      await tx.update(welfarePointYearEnds).set({ amount }).where(and(eq(welfarePointYearEnds.userIdx, userIdx), eq(welfarePointYearEnds.year, expireYear), eq(welfarePointYearEnds.kind, 'EXPIRED')));
      await sendWelfareNotice(tx, transport, userIdx, 'WELFARE_EXPIRED', { amount, date: lastUsableDay(expireYear) }, now);
      result.expired++;
    });
  }

  if (remindYear !== null) {
    for (const userIdx of await candidates(db, remindYear, 'REMINDER', now, batch)) {
      await db.transaction(async (tx) => {
        const amount = (await pointsRepository(tx).balances(userIdx, tx)).userPoint;
        if (amount <= 0) return;
        const [marker] = await tx.insert(welfarePointYearEnds).values({ userIdx, year: remindYear, kind: 'REMINDER', amount, createdAt: now }).onConflictDoNothing().returning();
        if (!marker) return;
        await sendWelfareNotice(tx, transport, userIdx, 'WELFARE_EXPIRING', { amount, date: lastUsableDay(remindYear) }, now);
        result.reminded++;
      });
    }
  }
  return result;
}
