// One coupon of the member; someone else's coupon is 404 like an unknown one.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import { couponFail } from '../failures';
import { couponView } from '../rules/discount';
import { reposOf } from '../stores';

export async function readMyCoupon(app: FastifyInstance, userIdx: number, couponUserIdx: number, locale: Locale) {
  const found = await reposOf(app.database.orm).coupons.ofUserByIdx(couponUserIdx, userIdx);
  if (!found) throw couponFail('COUPON_NOT_FOUND', locale);
  return { coupon: couponView(found.coupon, found.manager, koreanDay(app.clock()), locale, null) };
}
