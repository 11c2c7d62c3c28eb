// What the external-channel tests share: a stay sold through a supplier, its simulator, and the
// order -> sandbox approve steps. The reconciliation timer is off (tests run the job themselves).
import { sql, type SQL } from 'drizzle-orm';
import type { ChannelCode } from '@stay/shared/constants/channels';
import { rawRows, type Database } from '../../../../db';
import { simulatorFor, type SimulatedSupplier } from '../../../suppliers';
import type { Agent } from '../../../../../test/helpers/agent';
import { bookUrl, day, DOMESTIC_GUEST, pay, PAYMENT, type Plan } from '../../../../../test/helpers/booking';
import type { TestApp } from '../../../../../test/helpers/build';

process.env.SUPPLIER_RECONCILE_INTERVAL_SECONDS ??= '0';

export interface ChannelPlan extends Plan {
  channelCode: ChannelCode;
}

/** A rate plan for two adults of a stay sold by a domestic channel (the Korean guest form). */
export async function channelPlan(database: Database): Promise<ChannelPlan> {
  const [row] = await rawRows<{ product_idx: number; room_idx: number; rate_plan_idx: number; channel_code: ChannelCode }>(
    database.orm,
    sql`select rp.property_idx as product_idx, rp.room_idx, rp.idx as rate_plan_idx, p.channel_code
        from rate_plans rp join rooms r on r.idx = rp.room_idx join properties p on p.idx = rp.property_idx
        where p.channel_code in ('alr', 'prm', 'tln', 'ona') and r.max_occupancy >= 2 order by rp.idx limit 1`,
  );
  if (!row) throw new Error('the seed has no domestic-channel stay');
  return { productIdx: Number(row.product_idx), roomIdx: Number(row.room_idx), ratePlanIdx: Number(row.rate_plan_idx), channelCode: row.channel_code };
}

export const simulator = (t: TestApp, plan: ChannelPlan): SimulatedSupplier => simulatorFor(t.database, t.now, plan.channelCode);

export type Cond = { adtCnt: number; chdCnt: number; chdAges: number[]; checkInDate: string; checkOutDate: string; count: number };

/** A two-night stay `offset` days ahead. */
export const stayAt = (t: TestApp, offset: number): Cond => ({ adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), offset), checkOutDate: day(t.now(), offset + 2), count: 1 });

export const orderOf = (member: Agent, plan: Plan, cond: Cond, extra: Record<string, unknown> = {}) =>
  member.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST, ...extra });

/** Orders the stay and approves it at the sandbox gateway; the confirm is left to the test. */
export async function orderAndApprove(member: Agent, plan: Plan, cond: Cond, extra: Record<string, unknown> = {}) {
  const created = await orderOf(member, plan, cond, extra);
  expect(created.status).toBe(201);
  const orderNum: string = created.body.data.orderNum;
  const { paymentKey, amount } = await pay(member, orderNum, 'card');
  return { orderNum, paymentKey: paymentKey as string, amount: amount as number };
}

export const confirmPayment = (member: Agent, p: { orderNum: string; paymentKey: string; amount: number }) => member.post(`${PAYMENT}/payments/confirm`, p);

export async function one<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T> {
  const [row] = await rawRows<T>(database.orm, query);
  return row as T;
}
