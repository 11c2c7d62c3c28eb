// The coupon of a booking quote / order (body `couponUserIdx`): checked against the SAME quote
// the booking charges (booking/quote.ts). The order then reserves it inside its hold transaction
// (repositories/orders.ts createHeld), which checks again that it is still unused.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import type { BookingQuote } from '../../booking/use-cases/quote';
import { couponView, type CouponStay, type CouponView } from '../rules/discount';
import { couponFail } from '../failures';

export const stayOf = (q: BookingQuote): CouponStay => ({ saleAmount: q.saleAmount, external: q.property.channelCode !== null });

/**
 * The member's coupon applied to this quote, or null without one. Someone else's or unknown:
 * 404 COUPON_NOT_FOUND; held by another unpaid order: 409 COUPON_IN_USE; otherwise not usable
 * here: 400 COUPON_NOT_APPLICABLE with the reason.
 */
export async function quoteCoupon(
  app: FastifyInstance,
  q: BookingQuote,
  couponUserIdx: number | null | undefined,
  userIdx: number,
  locale: Locale,
): Promise<{ couponUserIdx: number; couponAmount: number; coupon: CouponView } | null> {
  if (couponUserIdx === undefined || couponUserIdx === null) return null;
  const found = await app.repos.coupons.ofUserByIdx(couponUserIdx, userIdx);
  if (!found) throw couponFail('COUPON_NOT_FOUND', locale);
  const view = couponView(found.coupon, found.manager, koreanDay(app.clock()), locale, stayOf(q));
  if (view.state === 'reserved') throw couponFail('COUPON_IN_USE', locale);
  if (!view.avail) throw couponFail('COUPON_NOT_APPLICABLE', locale, { reason: view.reason });
  return { couponUserIdx, couponAmount: view.couponAmount, coupon: view };
}
