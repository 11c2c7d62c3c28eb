// The coupon of a booking quote / order (body `couponUserIdx`): checked against the stay of the
// SAME quote the booking charges (booking/use-cases/quote.ts). The order then reserves it inside
// its hold transaction (booking/store/orders.ts createHeld), which checks again that it is unused.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../../lib/days';
import { couponView, type CouponStay, type CouponView } from '../rules/discount';
import { couponFail } from '../failures';
import { reposOf } from '../stores';

/**
 * The member's coupon applied to this quote, or null without one. Someone else's or unknown:
 * 404 COUPON_NOT_FOUND; held by another unpaid order: 409 COUPON_IN_USE; otherwise not usable
 * here: 400 COUPON_NOT_APPLICABLE with the reason.
 */
export async function quoteCoupon(
  app: FastifyInstance,
  stay: CouponStay,
  couponUserIdx: number | null | undefined,
  userIdx: number,
  locale: Locale,
): Promise<{ couponUserIdx: number; couponAmount: number; coupon: CouponView } | null> {
  if (couponUserIdx === undefined || couponUserIdx === null) return null;
  const found = await reposOf(app.database.orm).coupons.ofUserByIdx(couponUserIdx, userIdx);
  if (!found) throw couponFail('COUPON_NOT_FOUND', locale);
  const view = couponView(found.coupon, found.manager, koreanDay(app.clock()), locale, stay);
  if (view.state === 'reserved') throw couponFail('COUPON_IN_USE', locale);
  if (!view.avail) throw couponFail('COUPON_NOT_APPLICABLE', locale, { reason: view.reason });
  return { couponUserIdx, couponAmount: view.couponAmount, coupon: view };
}

const BY_USE = (a: CouponView, b: CouponView) => Number(b.avail) - Number(a.avail) || b.couponAmount - a.couponAmount || a.couponUserIdx - b.couponUserIdx;

/** The member's unused coupons priced for one stay, usable ones first, the largest first. */
export async function couponsForStay(app: FastifyInstance, stay: CouponStay, userIdx: number, locale: Locale): Promise<CouponView[]> {
  const day = koreanDay(app.clock());
  return (await reposOf(app.database.orm).coupons.ofUser(userIdx))
    .filter((r) => r.coupon.state === 'unused' && r.coupon.useExpireDate >= day)
    .map((r) => couponView(r.coupon, r.manager, day, locale, stay))
    .sort(BY_USE);
}
