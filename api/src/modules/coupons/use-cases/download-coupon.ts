// A public coupon downloaded once by the member (while any are left).
import type { FastifyInstance } from 'fastify';
import { koreanDay } from '../../../lib/days';
import type { Locale } from '../../../lib/locale';
import { couponFail } from '../failures';
import { couponView } from '../rules/discount';
import { CouponDownloadFailure } from '../store/coupons';
import { reposOf } from '../stores';

export async function downloadCoupon(app: FastifyInstance, userIdx: number, couponIdx: number, locale: Locale) {
  const today = () => koreanDay(app.clock());
  try {
    const { coupon, manager } = await reposOf(app.database.orm).coupons.download(couponIdx, userIdx, today(), app.clock());
    return { coupon: couponView(coupon, manager, today(), locale, null) };
  } catch (error) {
    if (!(error instanceof CouponDownloadFailure)) throw error;
    throw couponFail(error.reason === 'NOT_FOUND' ? 'COUPON_NOT_FOUND' : error.reason === 'ALREADY_ISSUED' ? 'COUPON_ALREADY_ISSUED' : 'COUPON_EXHAUSTED', locale);
  }
}
