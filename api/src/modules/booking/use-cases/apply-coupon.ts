// The coupon side of a booking quote: the stay a coupon is priced for, and the member's coupon
// applied to this quote (the coupons module decides; the order then reserves it in its hold).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { quoteCoupon, type CouponStay } from '../../coupons';
import type { BookingQuote } from './quote';

export const couponStayOf = (q: BookingQuote): CouponStay => ({ saleAmount: q.saleAmount, external: q.property.channelCode !== null });

export const applyCoupon = (app: FastifyInstance, q: BookingQuote, couponUserIdx: number | null | undefined, userIdx: number, locale: Locale) =>
  quoteCoupon(app, couponStayOf(q), couponUserIdx, userIdx, locale);
