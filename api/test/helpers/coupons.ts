// Steps the coupon / cancellation tests share: member coupons, coupon rows, prices, and rate
// plans with and without free cancellation (own inventory, two adults).
import { sql } from 'drizzle-orm';
import { rawRows, type Database } from '../../src/db';
import type { Agent } from './agent';
import { CONTENT, type Plan } from './booking';

export const COUPONS = `${CONTENT}/v1/coupons`;

export interface ApiCoupon {
  couponUserIdx: number;
  couponManagerIdx: number;
  couponName: string;
  discountType: 'AMOUNT' | 'RATE';
  discount: number;
  maxDiscount: number | null;
  minPrice: number;
  state: string;
  avail: boolean;
  reason: string | null;
  couponAmount: number;
}

export async function myCoupons(agent: Agent): Promise<ApiCoupon[]> {
  const res = await agent.get(`${COUPONS}/user`);
  expect(res.status).toBe(200);
  return res.body.data.coupons;
}

/** A member's seeded coupon of one kind (MEMBER5000, MEMBER10PCT, SPRING3000, ...). */
export async function couponOf(database: Database, email: string, code: string): Promise<number> {
  const [row] = await rawRows<{ idx: number }>(
    database.orm,
    sql`select uc.idx from user_coupons uc join coupon_managers m on m.idx = uc.coupon_manager_idx join users u on u.idx = uc.user_idx
        where u.email = ${email} and m.code = ${code}`,
  );
  return Number(row!.idx);
}

export async function couponRow(database: Database, couponUserIdx: number): Promise<{ state: string; order_idx: number | null }> {
  const [row] = await rawRows<{ state: string; order_idx: number | null }>(database.orm, sql`select state, order_idx from user_coupons where idx = ${couponUserIdx}`);
  return row!;
}

export async function managerIdx(database: Database, code: string): Promise<number> {
  const [row] = await rawRows<{ idx: number }>(database.orm, sql`select idx from coupon_managers where code = ${code}`);
  return Number(row!.idx);
}

export async function setPrice(database: Database, ratePlanIdx: number, from: string, to: string, price: number): Promise<void> {
  await database.orm.execute(sql`update daily_rates set price = ${price} where rate_plan_idx = ${ratePlanIdx} and stay_date >= ${from} and stay_date < ${to}`);
}

/** Own-inventory rate plans for two adults that are refundable (with their free-cancel days) or not. */
export async function cancelPlans(database: Database, refundable: boolean): Promise<(Plan & { cancelFreeDays: number | null })[]> {
  const rows = await rawRows<{ product_idx: number; room_idx: number; rate_plan_idx: number; cancel_free_days: number | null }>(
    database.orm,
    sql`select rp.property_idx as product_idx, rp.room_idx, rp.idx as rate_plan_idx, rp.cancel_free_days
        from rate_plans rp join rooms r on r.idx = rp.room_idx join properties p on p.idx = rp.property_idx
        where p.channel_code is null and r.max_occupancy >= 2 and r.basic_occupancy >= 2
          and ${refundable ? sql`rp.cancel_free_days is not null and rp.cancel_free_days <= 14` : sql`rp.cancel_free_days is null`}
        order by rp.idx limit 3`,
  );
  return rows.map((r) => ({
    productIdx: Number(r.product_idx),
    roomIdx: Number(r.room_idx),
    ratePlanIdx: Number(r.rate_plan_idx),
    channelCode: null,
    cancelFreeDays: r.cancel_free_days === null ? null : Number(r.cancel_free_days),
  }));
}

export async function gatewayRow(database: Database, paymentKey: string): Promise<{ state: string; captures: number; canceled_amount: number; amount: number }> {
  const [row] = await rawRows<{ state: string; captures: number; canceled_amount: number; amount: number }>(
    database.orm,
    sql`select state, captures, canceled_amount, amount from sandbox_gateway_payments where payment_key = ${paymentKey}`,
  );
  return { ...row!, captures: Number(row!.captures), canceled_amount: Number(row!.canceled_amount), amount: Number(row!.amount) };
}

export async function paymentRow(database: Database, paymentKey: string): Promise<{ pay_status: string; cancel_amount: number; cancel_date: unknown }> {
  const [row] = await rawRows<{ pay_status: string; cancel_amount: number; cancel_date: unknown }>(
    database.orm,
    sql`select pay_status, cancel_amount, cancel_date from payments where payment_key = ${paymentKey}`,
  );
  return { ...row!, cancel_amount: Number(row!.cancel_amount) };
}
