// The member's coupons: usable first, then reserved, used and expired; within a state, the one
// that ends soonest first.
import type { FastifyInstance } from 'fastify';
import { koreanDay } from '../../../lib/days';
import type { Locale } from '../../../lib/locale';
import { couponView } from '../rules/discount';
import { reposOf } from '../stores';

const STATE_ORDER = { unused: 0, reserved: 1, used: 2, expired: 3 } as const;

export async function listMyCoupons(app: FastifyInstance, userIdx: number, locale: Locale) {
  const day = koreanDay(app.clock());
  const coupons = (await reposOf(app.database.orm).coupons.ofUser(userIdx)).map((r) => couponView(r.coupon, r.manager, day, locale, null));
  coupons.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.useExpireDate.localeCompare(b.useExpireDate) || a.couponUserIdx - b.couponUserIdx);
  return { coupons };
}
