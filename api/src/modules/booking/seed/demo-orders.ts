// Seeds the demo accounts' bookings (demo-orders-plan.ts says which). Consistent with stock and
// the gateway: every dated night a demo order occupies is taken from daily_rates (the same
// `stock >= rooms` decrement a booking does), every payment is `complete` in `payments` AND
// captured (DONE) in the sandbox gateway's ledger, so cancelling one refunds through the gateway.
// Idempotent: a re-run removes the demo orders first, giving their rooms back unless the
// catalogue was re-seeded since (its reload already reset the stock).
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { dailyRates } from '../../../db/schema/catalog';
import { orderAddPays, orders, payments, sandboxGatewayPayments } from '../../../db/schema/orders';
import { users } from '../../../db/schema/users';
import type { Tx } from '../../../db/database';
import { rawRows } from '../../../db/raw';
import { addDays, koreanDay } from '../../pricing';
import { DEMO_ADD_PAY, DEMO_ORDER_NUMS, planDemoOrders, type DemoOrder } from './demo-orders-plan';
import type { Seeder, SeedContext } from '../../../db/seed/types';

const at = (today: Date, daysAgo: number) => DateTime.fromJSDate(today).minus({ days: daysAgo }).plus({ hours: 14 }).toJSDate();

/** Demo orders present, and written after the catalogue they took stock from. */
async function state(orm: Tx): Promise<{ count: number; catalogNewer: boolean }> {
  const [row] = await rawRows<{ n: number; newer: boolean }>(
    orm,
    sql`select count(*)::int as n,
          coalesce((select max(created_at) from properties) > min(updated_at), false) as newer
        from orders where order_num in ${DEMO_ORDER_NUMS}`,
  );
  return { count: Number(row?.n ?? 0), catalogNewer: row?.newer === true };
}

/** Takes the nights it occupies, like a booking's hold (`stock >= rooms`; a night already at 0 stays 0). */
async function takeStock(tx: Tx, o: DemoOrder): Promise<void> {
  if (o.checkInDate === null) return;
  await tx
    .update(dailyRates)
    .set({ stock: sql`${dailyRates.stock} - ${o.rooms ?? 1}` })
    .where(and(eq(dailyRates.ratePlanIdx, o.plan.idx), gte(dailyRates.stayDate, o.checkInDate), lt(dailyRates.stayDate, addDays(o.checkInDate, o.nights)), gte(dailyRates.stock, o.rooms ?? 1)));
}

async function removeExisting(tx: Tx, giveBack: boolean): Promise<void> {
  const old = await tx.select().from(orders).where(inArray(orders.orderNum, DEMO_ORDER_NUMS));
  for (const o of old) {
    if (giveBack && o.holdState === 'SOLD' && o.checkInDate !== null && o.checkOutDate !== null && !['cancel', 'cancel_request', 'cancel_wait'].includes(o.status)) {
      await tx
        .update(dailyRates)
        .set({ stock: sql`${dailyRates.stock} + ${o.rooms}` })
        .where(and(eq(dailyRates.ratePlanIdx, o.ratePlanIdx), gte(dailyRates.stayDate, o.checkInDate), lt(dailyRates.stayDate, o.checkOutDate)));
    }
  }
  await tx.delete(sandboxGatewayPayments).where(inArray(sandboxGatewayPayments.orderId, DEMO_ORDER_NUMS));
  await tx.delete(orders).where(inArray(orders.orderNum, DEMO_ORDER_NUMS));
}

async function insertOrder(tx: Tx, o: DemoOrder, userIdx: number, user: { name: string; phone: string | null; email: string | null; type: string }, ctx: SeedContext): Promise<void> {
  const paidAt = at(ctx.today, o.paidDaysAgo);
  const grade = o.account.plan === 'GOLD' ? 'Gold' : o.account.plan === 'SILVER' ? 'Silver' : 'Bronze';
  const [order] = await tx
    .insert(orders)
    .values({
      orderNum: o.orderNum,
      userIdx,
      productIdx: o.plan.propertyIdx,
      roomIdx: o.plan.roomIdx,
      ratePlanIdx: o.plan.idx,
      orderType: o.orderType,
      channelCode: null,
      checkInDate: o.checkInDate,
      checkOutDate: o.checkInDate === null ? null : addDays(o.checkInDate, o.nights),
      nights: o.nights,
      rooms: o.rooms ?? 1,
      adults: 2,
      childAges: [],
      guestName: user.name,
      guestTel: user.phone ?? o.account.phone,
      guestEmail: user.email ?? o.account.email,
      status: o.status,
      holdState: 'SOLD',
      holdExpiresAt: paidAt,
      originalAmount: o.normalAmount,
      saleAmount: o.saleAmount,
      discountedAmount: o.normalAmount - o.saleAmount,
      totalAmount: o.saleAmount,
      cashbackRate: o.plan.cashbackPct,
      cancelFreeDate: o.cancelFreeDate,
      userTypeAtOrder: user.type,
      userGradeAtOrder: grade,
      voucherNum: o.voucherNum,
      // Dated stays of our own inventory were confirmed by their payment (store/orders.ts markPaid).
      confirmNum: o.checkInDate ? o.orderNum.replace(/^AS/, 'CF') : null,
      stayStartDate: o.stayStartDate,
      stayEndDate: o.stayEndDate,
      createdAt: paidAt,
      // The write time (not the booking time): state() compares it with the catalogue's.
      updatedAt: sql`now()` as unknown as Date,
    })
    .returning({ idx: orders.idx });
  const paymentKey = `sbx_demo_${o.orderNum.toLowerCase()}`;
  const idempotencyKey = `${o.orderNum}-${o.payMethod}-1`;
  // The gateway's side first: a captured payment a refund can find (SandboxGateway.cancel needs DONE).
  await tx.insert(sandboxGatewayPayments).values({
    paymentKey,
    idempotencyKey,
    orderId: o.orderNum,
    orderName: `${o.orderNum} (${o.nights}N${(o.rooms ?? 1) > 1 ? ` x${o.rooms}` : ''})`,
    amount: o.saleAmount,
    method: o.payMethod,
    state: 'DONE',
    captures: 1,
    successUrl: `/payment/result?orderNum=${o.orderNum}`,
    failUrl: `/payment/result?orderNum=${o.orderNum}&failed=1`,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  await tx.insert(payments).values({
    orderIdx: order!.idx,
    paymentKey,
    idempotencyKey,
    gateway: 'sandbox',
    payMethod: o.payMethod,
    payStatus: 'complete',
    amount: o.saleAmount,
    payDate: paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  if (o.kind === 'U') await tx.insert(orderAddPays).values({ orderIdx: order!.idx, ...DEMO_ADD_PAY, createdAt: at(ctx.today, 1), updatedAt: at(ctx.today, 1) });
  await takeStock(tx, o);
}

export const demoOrdersSeeder: Seeder = {
  name: 'demo-orders',
  demo: true,

  async isSeeded(ctx) {
    const { count, catalogNewer } = await state(ctx.orm);
    if (count === 0) {
      // Nothing to book (no catalogue or no demo members): nothing to do.
      const [row] = await rawRows<{ plans: number; members: number }>(ctx.orm, sql`select (select count(*)::int from rate_plans) as plans, (select count(*)::int from users where email like '%@awesomestay.kr') as members`);
      return Number(row?.plans ?? 0) === 0 || Number(row?.members ?? 0) === 0;
    }
    return !catalogNewer;
  },

  async run(ctx) {
    const today = koreanDay(ctx.today);
    const { count, catalogNewer } = await state(ctx.orm);
    let written = 0;
    await ctx.orm.transaction(async (tx) => {
      if (count > 0) await removeExisting(tx, !catalogNewer);
      const planned = await planDemoOrders(tx, today);
      for (const o of planned) {
        const [user] = await tx.select({ idx: users.idx, name: users.name, phone: users.phone, email: users.email, type: users.type }).from(users).where(eq(users.email, o.account.email)).limit(1);
        if (!user) continue;
        await insertOrder(tx, o, user.idx, user, ctx);
        written += 1;
      }
    });
    ctx.log(`demo-orders: ${written} demo bookings`);
  },
};
