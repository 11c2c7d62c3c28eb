// What the member's unfinished checkouts hold (an abandoned checkout would otherwise keep the
// member's coupon and points out of sight): every unpaid hold still running, with the stay, the dates, the
// points and the coupon it keeps, and when it lets them go. The payment page shows them and lets the
// member release one at once (PUT /v1/lmses/{orderNum}/cancel releases an unpaid hold).
import type { Db } from '../../../db/database';
import type { Locale } from '../../../lib/locale';
import { nameOf } from '../../catalog';
import { reposOf } from '../stores';

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
  const rows = await reposOf(db).orders.heldWithStay(userIdx, now);
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
