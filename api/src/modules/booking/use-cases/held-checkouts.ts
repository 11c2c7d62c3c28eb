// What the member's unfinished checkouts hold (issue 13 "an abandoned checkout silently holds the
// member's coupon and points"): every unpaid hold still running, with the stay, the dates, the
// points and the coupon it keeps, and when it lets them go. The payment page shows them and lets the
// member release one at once (PUT /v1/lmses/{orderNum}/cancel releases an unpaid hold).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { properties } from '../../../db/schema/catalog';
import { couponManagers, userCoupons } from '../../../db/schema/coupons';
import { orders } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { nameOf } from '../../catalog';

export interface HeldCheckout {
  orderNum: string;
  productIdx: number;
  productName: string;
  checkInDate: string | null;
  checkOutDate: string | null;
  /** Awesome cash and points it keeps (SPEC usePoint, useUserPoint). */
  point: number;
  userPoint: number;
  coupon: { name: string; amount: number } | null;
  /** When the hold ends by itself and gives everything back. */
  expiresAt: string;
}

export async function heldCheckouts(db: Db, userIdx: number, now: Date, locale: Locale): Promise<HeldCheckout[]> {
  const rows = await db
    .select({ order: orders, property: properties, manager: couponManagers })
    .from(orders)
    .innerJoin(properties, eq(properties.idx, orders.productIdx))
    .leftJoin(userCoupons, eq(userCoupons.orderIdx, orders.idx))
    .leftJoin(couponManagers, eq(couponManagers.idx, userCoupons.couponManagerIdx))
    .where(and(eq(orders.userIdx, userIdx), eq(orders.holdState, 'HELD'), gt(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.createdAt));
  return rows.map(({ order, property, manager }) => ({
    orderNum: order.orderNum,
    productIdx: order.productIdx,
    productName: nameOf(property, locale),
    checkInDate: order.checkInDate,
    checkOutDate: order.checkOutDate,
    point: order.pointAmount,
    userPoint: order.userPointAmount,
    coupon: manager ? { name: nameOf(manager, locale), amount: order.couponAmount } : null,
    expiresAt: order.holdExpiresAt.toISOString(),
  }));
}
