// The welfare-point year-end job (welfare.ts has the rules): the reminder before 31 December and
// the expiry after it, each once per member and year. The marker row (welfare_point_year_ends,
// primary key member + year + kind) is written in the same transaction as the ledger row and the
// notice, so a rerun, a second worker or a crash in between never takes points twice.
import type { Db } from '../../../db/database';
import { pointsRepository } from '../store';
import { outboxStore, outboxTransport, type MessageTransport } from '../../messages';
import { sendWelfareNotice } from '../notices';
import { reasonTitle } from '../rules/reasons';
import { expiryAmount, lastUsableDay, yearEndAt, yearEndWork } from '../rules/welfare';

export interface YearEndResult {
  expired: number;
  reminded: number;
}

export async function runWelfareYearEnd(db: Db, now: Date, transport: MessageTransport = outboxTransport(outboxStore(db)), batch = 200): Promise<YearEndResult> {
  const result: YearEndResult = { expired: 0, reminded: 0 };
  const ledger = pointsRepository(db);
  const { expireYear, remindYear } = yearEndWork(now);

  const end = yearEndAt(expireYear);
  for (const userIdx of await ledger.yearEndCandidates(expireYear, 'EXPIRED', end, batch)) {
    await db.transaction(async (tx) => {
      const marker = { userIdx, year: expireYear, kind: 'EXPIRED' as const };
      if (!(await ledger.markYearEnd(marker, now, tx))) return; // another worker did it
      const amount = expiryAmount(await ledger.welfareBalanceBefore(userIdx, end, tx), (await ledger.balances(userIdx, tx)).userPoint);
      if (amount <= 0) return;
      await ledger.add({ userIdx, pointType: 'USER_POINT', actionType: 'EXPIRE', amount: -amount, reason: 'WELFARE_EXPIRED', title: reasonTitle('WELFARE_EXPIRED', { year: expireYear }) }, now, tx);
      await ledger.setYearEndAmount(marker, amount, tx);
      await sendWelfareNotice(tx, transport, userIdx, 'WELFARE_EXPIRED', { amount, date: lastUsableDay(expireYear) }, now);
      result.expired++;
    });
  }

  if (remindYear !== null) {
    for (const userIdx of await ledger.yearEndCandidates(remindYear, 'REMINDER', now, batch)) {
      await db.transaction(async (tx) => {
        const amount = (await ledger.balances(userIdx, tx)).userPoint;
        if (amount <= 0) return;
        if (!(await ledger.markYearEnd({ userIdx, year: remindYear, kind: 'REMINDER', amount }, now, tx))) return;
        await sendWelfareNotice(tx, transport, userIdx, 'WELFARE_EXPIRING', { amount, date: lastUsableDay(remindYear) }, now);
        result.reminded++;
      });
    }
  }
  return result;
}
