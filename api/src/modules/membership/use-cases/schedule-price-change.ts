// The pricing admin schedules a plan's new price from a Korean day (YYYY-MM-DD) on, by the staff API
// or the command line (cli/price.ts); the rules check it (not below the plan's floor, far enough away
// for everyone's consent window, a real change) against the plan's schedule, locked so that two
// admins cannot both pass. The row names who scheduled it: the audit record.
import type { Db } from '../../../db/database';
import type { PlanCode } from '../../../db/schema/memberships';
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { checkSchedule } from '../rules/price-change';
import { insertPriceChange, lockPlanSchedule, priceChangesOf } from '../store/price-changes';

export async function schedulePriceChange(db: Db, input: { plan: PlanCode; newPrice: number; effectiveDay: string; createdBy: number }, now: Date, locale: Locale, demo = false) {
  const out = await db.transaction(async (tx) => {
    await lockPlanSchedule(tx, input.plan);
    const checked = checkSchedule(input, await priceChangesOf(tx, input.plan), now, demo);
    if (!checked.ok) return checked;
    const row = await insertPriceChange(tx, { plan: input.plan, newPrice: input.newPrice, effectiveAt: checked.effectiveAt, createdBy: input.createdBy, createdAt: now });
    return row ? { ok: true as const, row } : { ok: false as const, code: 'PRICE_SAME' as const };
  });
  if (!out.ok) throw membershipFail(out.code, locale);
  return { idx: out.row.idx, plan: out.row.plan, newPrice: out.row.newPrice, effectiveAt: out.row.effectiveAt.toISOString() };
}
