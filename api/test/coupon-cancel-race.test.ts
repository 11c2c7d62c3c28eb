// Races of coupons and cancellation on a real PostgreSQL server (PGlite serialises everything and
// would hide them, DESIGN §3): a coupon downloaded once, a limited coupon never over-issued, a
// coupon reserved by one of two simultaneous orders, and simultaneous cancels refunding once.
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, pay, PAYMENT, setStock, stockOf } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { cancelPlans, couponOf, couponRow, COUPONS, gatewayRow, managerIdx, paymentRow, setPrice } from './helpers/coupons';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

const postgres = databaseTargets().find((target) => target.name === 'postgres');
if (!postgres) console.warn('coupon and cancellation race tests SKIPPED: need PostgreSQL (DATABASE_URL or 127.0.0.1:5432)');

const MEMBERS = ['bronze@awesomestay.kr', 'silver@awesomestay.kr', 'gold@awesomestay.kr', 'corp@awesomestay.kr'];

(postgres ? describe : describe.skip)('coupon and cancellation races (postgres)', () => {
  let t: TestApp;
  let agents: Agent[];
  let plan: Awaited<ReturnType<typeof cancelPlans>>[number];
  const count = async (query: ReturnType<typeof sql>) => Number((await rawRows<{ n: number }>(t.database.orm, query))[0]!.n);
  const codes = (replies: { status: number; body: { data: { code?: string } } }[]) => replies.map((r) => (r.status < 300 ? String(r.status) : r.body.data.code)).sort();

  beforeAll(async () => {
    t = await build(postgres!);
    agents = await Promise.all(
      MEMBERS.map(async (email) => {
        const agent = new Agent(t.app);
        await login(agent, email);
        return agent;
      }),
    );
    plan = (await cancelPlans(t.database, true))[0]!;
  }, 180_000);
  afterAll(async () => t?.close());

  test('one member downloading the same coupon five times at once gets one copy', async () => {
    const welcome = await managerIdx(t.database, 'WELCOME10000');
    const issuedBefore = await count(sql`select issued_count as n from coupon_managers where idx = ${welcome}`);
    const replies = await Promise.all(Array.from({ length: 5 }, () => agents[0]!.post(COUPONS, { couponIdx: welcome })));
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(codes(replies)).toEqual(['200', 'COUPON_ALREADY_ISSUED', 'COUPON_ALREADY_ISSUED', 'COUPON_ALREADY_ISSUED', 'COUPON_ALREADY_ISSUED']);
    expect(await count(sql`select count(*)::int as n from user_coupons uc join users u on u.idx = uc.user_idx where u.email = ${MEMBERS[0]} and uc.coupon_manager_idx = ${welcome}`)).toBe(1);
    // Refused copies did not use up the count.
    expect(await count(sql`select issued_count as n from coupon_managers where idx = ${welcome}`)).toBe(issuedBefore + 1);
  });

  test('the last copy of a limited coupon goes to one of four members downloading at once', async () => {
    const limited = await managerIdx(t.database, 'PUBLIC5PCT');
    await t.database.orm.execute(sql`update coupon_managers set total_count = issued_count + 1 where idx = ${limited}`);
    const replies = await Promise.all(agents.map((a) => a.post(COUPONS, { couponIdx: limited })));
    expect(codes(replies)).toEqual(['200', 'COUPON_EXHAUSTED', 'COUPON_EXHAUSTED', 'COUPON_EXHAUSTED']);
    expect(await count(sql`select count(*)::int as n from user_coupons where coupon_manager_idx = ${limited}`)).toBe(1);
    expect(await count(sql`select (total_count - issued_count)::int as n from coupon_managers where idx = ${limited}`)).toBe(0);
  });

  test('two orders with the same coupon at once: one order, the other COUPON_IN_USE, stock taken once', async () => {
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 40), checkOutDate: day(t.now(), 42), count: 1 };
    await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 60_000);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 5);
    const coupon = await couponOf(t.database, MEMBERS[1]!, 'MEMBER5000');
    const silver = agents[1]!;
    const replies = await Promise.all([0, 1].map(() => silver.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST, couponUserIdx: coupon })));
    expect(codes(replies)).toEqual(['201', 'COUPON_IN_USE']);
    const won = replies.find((r) => r.status === 201)!;
    expect(won.body.data.amounts.couponAmount).toBe(5000);
    expect((await couponRow(t.database, coupon)).state).toBe('reserved');
    // The refused order rolled back whole: its nights are not held.
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([4, 4]);
    expect(await count(sql`select count(*)::int as n from orders where rate_plan_idx = ${plan.ratePlanIdx} and check_in_date = ${cond.checkInDate}`)).toBe(1);
  });

  test('five cancels of one paid booking at once: one refund, rooms and points back once', async () => {
    const gold = agents[2]!;
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 50 + (plan.cancelFreeDays ?? 0)), checkOutDate: day(t.now(), 52 + (plan.cancelFreeDays ?? 0)), count: 1 };
    await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 60_000);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 2);
    const coupon = await couponOf(t.database, MEMBERS[2]!, 'MEMBER10PCT');
    const pointsBefore = (await gold.get('/api/service/auth/points')).body.data.point;
    const created = await gold.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST, couponUserIdx: coupon, usePoint: 2000 });
    expect(created.status).toBe(201);
    const { orderNum } = created.body.data;
    const p = await pay(gold, orderNum, 'naverpay');
    expect((await gold.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey: p.paymentKey, amount: p.amount })).body.data.payStatus).toBe('complete');

    const replies = await Promise.all(Array.from({ length: 5 }, () => gold.put(`${CONTENT}/v1/lmses/${orderNum}/cancel`, {})));
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(codes(replies)).toEqual(['200', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED']);
    expect(await gatewayRow(t.database, p.paymentKey)).toMatchObject({ state: 'CANCELED', captures: 1, canceled_amount: p.amount });
    expect(await paymentRow(t.database, p.paymentKey)).toMatchObject({ pay_status: 'cancel', cancel_amount: p.amount });
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([2, 2]);
    expect(await count(sql`select count(*)::int as n from point_ledger where order_num = ${orderNum} and action_type = 'CANCEL'`)).toBe(1);
    expect((await gold.get('/api/service/auth/points')).body.data.point).toBe(pointsBefore);
    expect((await couponRow(t.database, coupon)).state).toBe('unused');
  });
});
