// External channels under concurrency, on a real PostgreSQL server (PGlite serialises everything
// and would hide the races, DESIGN §3): twin confirms charge once and book once at the supplier;
// two reconciliation runs at once settle each order once. Skipped, and said so, without PostgreSQL.
import { sql } from 'drizzle-orm';
import { rawRows } from '../../../../db';
import { Agent } from '../../../../../test/helpers/agent';
import { setStock } from '../../../../../test/helpers/booking';
import { build, type TestApp } from '../../../../../test/helpers/build';
import { databaseTargets } from '../../../../../test/helpers/databases';
import { login } from '../../../../../test/helpers/flows';
import { reconcileSupplierBookings } from '../reconcile-suppliers';
import { channelPlan, confirmPayment, one, orderAndApprove, simulator, stayAt, type ChannelPlan } from './supplier-helpers';

const postgres = databaseTargets().find((target) => target.name === 'postgres');
if (!postgres) console.warn('external channel race tests SKIPPED: need PostgreSQL (DATABASE_URL or 127.0.0.1:5432)');

(postgres ? describe : describe.skip)('external channels under concurrency (postgres)', () => {
  let t: TestApp;
  let member: Agent;
  let plan: ChannelPlan;

  beforeAll(async () => {
    t = await build(postgres!);
    member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    plan = await channelPlan(t.database);
  }, 180_000);
  afterAll(async () => t?.close());

  test('five confirms at once: one charge, one booking at the supplier, the same confirmNum for all', async () => {
    const cond = stayAt(t, 60);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 2);
    const paid = await orderAndApprove(member, plan, cond);
    // A slow supplier, so the twins arrive while the booking is on its way.
    simulator(t, plan).force('book', { kind: 'CONFIRMED', latencyMs: 300 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => confirmPayment(member, paid)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const confirmNum = replies[0]!.body.data.confirmNum;
    expect(confirmNum).toEqual(expect.any(String));
    for (const r of replies) expect(r.body.data).toMatchObject({ orderNum: paid.orderNum, orderProductStatus: 'confirm', payStatus: 'complete', confirmNum });
    const gateway = await one<{ captures: number }>(t.database, sql`select sum(captures)::int as captures from sandbox_gateway_payments where order_id = ${paid.orderNum}`);
    expect(Number(gateway.captures)).toBe(1);
    const sim = await one<{ n: number; calls: number }>(t.database, sql`select count(*)::int as n, sum(book_calls)::int as calls from supplier_sim_bookings where order_num = ${paid.orderNum}`);
    expect([Number(sim.n), Number(sim.calls)]).toEqual([1, 1]);
    const ours = await one<{ book_calls: number }>(t.database, sql`select book_calls from supplier_bookings where order_num = ${paid.orderNum}`);
    expect(Number(ours.book_calls)).toBe(1);
  }, 60_000);

  test('the job running twice at once settles every order once (one retrieve, one refund each)', async () => {
    const sim = simulator(t, plan);
    const late: string[] = [];
    const lost: { orderNum: string; amount: number }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const cond = stayAt(t, 80 + i * 3);
      await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 1);
      const paid = await orderAndApprove(member, plan, cond, { usePoint: 0 });
      const confirmsLater = i % 2 === 0;
      sim.force('book', { kind: 'TIMEOUT', later: confirmsLater ? 'CONFIRMED' : 'NOT_FOUND', settleAfterSeconds: 0 });
      expect((await confirmPayment(member, paid)).body.data.orderProductStatus).toBe('confirm_wait');
      if (confirmsLater) late.push(paid.orderNum);
      else lost.push(paid);
    }
    t.advance(301);
    const [a, b] = await Promise.all([reconcileSupplierBookings(t.app), reconcileSupplierBookings(t.app)]);
    console.info(`[supplier figures postgres] two concurrent reconciliation runs: ${JSON.stringify(a)} + ${JSON.stringify(b)}`);
    expect(a.confirmed + b.confirmed).toBe(late.length);
    expect(a.cancelled + b.cancelled).toBe(lost.length);
    const nums = [...late, ...lost.map((l) => l.orderNum)];
    const rows = await rawRows<{ order_num: string; state: string; retrieve_calls: number; status: string; confirm_num: string | null }>(
      t.database.orm,
      sql`select s.order_num, s.state, s.retrieve_calls, o.status, o.confirm_num from supplier_bookings s join orders o on o.idx = s.order_idx
          where s.order_num in (${sql.join(nums.map((n) => sql`${n}`), sql`, `)})`,
    );
    const byNum = new Map(rows.map((r) => [r.order_num, r]));
    for (const num of late) expect(byNum.get(num)).toMatchObject({ state: 'CONFIRMED', retrieve_calls: 1, status: 'confirm', confirm_num: expect.any(String) });
    for (const { orderNum, amount } of lost) {
      expect(byNum.get(orderNum)).toMatchObject({ state: 'FAILED', retrieve_calls: 1, status: 'cancel' });
      const gateway = await one<{ canceled_amount: number; captures: number }>(t.database, sql`select canceled_amount, captures from sandbox_gateway_payments where order_id = ${orderNum}`);
      expect(gateway).toMatchObject({ canceled_amount: amount, captures: 1 });
    }
    expect(await reconcileSupplierBookings(t.app)).toEqual({ confirmed: 0, cancelled: 0, waiting: 0 });
  }, 60_000);
});
