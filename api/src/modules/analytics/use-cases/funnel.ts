// The funnel report (SPEC §7 tracking), staff only: search -> view_item -> book by Korean day over
// the last `days` days (rules/funnel.ts says what counts), counted in SQL over every event.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../../support';
import { koreanDay } from '../rules/day';
import { FUNNEL_STEPS } from '../rules/funnel';
import { reposOf } from '../stores';

export async function funnelReport(app: FastifyInstance, userIdx: number, days: number, locale: Locale) {
  const repos = reposOf(app.database.orm);
  if (!(await repos.staff.isStaff(userIdx))) throw supportFail('STAFF_ONLY', locale);
  const from = koreanDay(new Date(app.clock().getTime() - (days - 1) * 86_400_000));
  return { from, days, steps: FUNNEL_STEPS, rows: await repos.analytics.funnelSince(from) };
}
