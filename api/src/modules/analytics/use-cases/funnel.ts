// The funnel report (SPEC §7 tracking), staff only: search -> view_item -> book by Korean day over
// the last `days` days, counted by the pure rule (rules/funnel.ts).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../../support';
import { koreanDay } from '../rules/day';
import { FUNNEL_STEPS, funnelByDay } from '../rules/funnel';
import { reposOf } from '../stores';

/** The most events one report reads. */
const FUNNEL_ROWS_CAP = 100_000;

export async function funnelReport(app: FastifyInstance, userIdx: number, days: number, locale: Locale) {
  const repos = reposOf(app.database.orm);
  if (!(await repos.staff.isStaff(userIdx))) throw supportFail('STAFF_ONLY', locale);
  const from = koreanDay(new Date(app.clock().getTime() - (days - 1) * 86_400_000));
  const rows = await repos.analytics.eventsSince(from, FUNNEL_STEPS, FUNNEL_ROWS_CAP);
  return { from, days, steps: FUNNEL_STEPS, rows: funnelByDay(rows) };
}
