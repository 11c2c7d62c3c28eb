// Steps the booking tests share: a sellable own-inventory rate plan, its stock, and the calls.
import { sql } from 'drizzle-orm';
import { rawRows, type Database } from '../../src/db';
import { addDays, koreanDay } from '../../src/modules/pricing';
import type { Agent } from './agent';

export const CONTENT = '/api/service/content';
export const PAYMENT = '/api/service/payment';
export const day = (now: Date, n: number): string => addDays(koreanDay(now), n);

export interface Plan {
  productIdx: number;
  roomIdx: number;
  ratePlanIdx: number;
  channelCode: string | null;
}

/** Rate plans of stays for two adults, own inventory first or an international channel. */
export async function plans(database: Database, international = false, limit = 5): Promise<Plan[]> {
  const channel = international ? sql`p.channel_code in ('dia','ohl','dai','exa','exb','hos')` : sql`p.channel_code is null`;
  const rows = await rawRows<{ product_idx: number; room_idx: number; rate_plan_idx: number; channel_code: string | null }>(
    database.orm,
    sql`select rp.property_idx as product_idx, rp.room_idx, rp.idx as rate_plan_idx, p.channel_code
        from rate_plans rp join rooms r on r.idx = rp.room_idx join properties p on p.idx = rp.property_idx
        where ${channel} and r.max_occupancy >= 2 order by rp.idx limit ${limit}`,
  );
  return rows.map((r) => ({ productIdx: Number(r.product_idx), roomIdx: Number(r.room_idx), ratePlanIdx: Number(r.rate_plan_idx), channelCode: r.channel_code }));
}

export async function setStock(database: Database, ratePlanIdx: number, from: string, to: string, stock: number): Promise<void> {
  await database.orm.execute(sql`update daily_rates set stock = ${stock} where rate_plan_idx = ${ratePlanIdx} and stay_date >= ${from} and stay_date < ${to}`);
}

export async function stockOf(database: Database, ratePlanIdx: number, from: string, to: string): Promise<number[]> {
  const rows = await rawRows<{ stock: number }>(
    database.orm,
    sql`select stock from daily_rates where rate_plan_idx = ${ratePlanIdx} and stay_date >= ${from} and stay_date < ${to} order by stay_date`,
  );
  return rows.map((r) => Number(r.stock));
}

export const bookUrl = (p: Plan, type: string) => `${CONTENT}/v1/books/${p.productIdx}/order-type/${type}/ids/${p.productIdx}/rooms/${p.roomIdx}/rateplan/${p.ratePlanIdx}`;

export const DOMESTIC_GUEST = { guestName: '김민지', guestTel: '01012345678', guestEmail: 'guest@example.com' };

export async function pay(agent: Agent, orderNum: string, method = 'card', action: 'approve' | 'decline' | 'abandon' = 'approve') {
  const prepared = await agent.post(`${PAYMENT}/payments/prepare`, { orderNum, method });
  const { paymentKey, checkoutUrl, amount } = prepared.body.data;
  const decided = await agent.get(`${checkoutUrl}/decide?action=${action}`);
  return { prepared, paymentKey, amount, location: String(decided.headers.location ?? ''), decided };
}
