// The coupons anyone may download today; for a member, whether they already have each.
import type { FastifyInstance } from 'fastify';
import { koreanDay } from '../../../lib/days';
import type { Locale } from '../../../lib/locale';
import { managerView } from '../rules/discount';
import { reposOf } from '../stores';

export async function listPublicCoupons(app: FastifyInstance, userIdx: number | null, locale: Locale) {
  const rows = await reposOf(app.database.orm).coupons.downloadable(koreanDay(app.clock()), userIdx);
  return {
    coupons: rows.map(({ manager, issued }) => ({ ...managerView(manager, locale), useExpireDate: manager.useExpireDate, issued: userIdx !== null && issued })),
  };
}
