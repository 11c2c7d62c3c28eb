// Booking reads on every database target: the booking content (SPEC §3) by number and by idx,
// the booking list tabs with their counts (SPEC §4: a stay whose check-in is past counts as
// complete), the demo accounts' seeded bookings (consistent with stock and the gateway ledger).
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { demoOrdersSeeder } from '../src/modules/booking/seed/demo-orders';
import { runSeeders } from '../src/seeds';
import { gatewayFor } from '../src/modules/payment';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, pay, PAYMENT, plans, setStock, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API, login } from './helpers/flows';
import { countOf, userIdxOf } from './helpers/vouchers';

const tabs = async (agent: Agent, status = 'pending', lang = 'ko') => agent.get(`${CONTENT}/v1/books/status/${status}`, { headers: { 'accept-language': lang } });
const counts = (res: { body: { data: { bookCnts: { orderStatus: string; orderCnt: number }[] } } }) =>
  Object.fromEntries(res.body.data.bookCnts.map((c) => [c.orderStatus, c.orderCnt]));

describe.each(databaseTargets())('booking reads on $name', (target) => {
  let t: TestApp;
  let bronze: Agent;
  let plan: Plan;

  beforeAll(async () => {
    t = await build(target);
    bronze = new Agent(t.app);
    await login(bronze, 'bronze@awesomestay.kr');
    plan = (await plans(t.database))[1]!;
  }, 180_000);
  afterAll(async () => t?.close());

  test('every demo account has a past booking, an upcoming one with an unpaid extra bed, and an open-date voucher', async () => {
    for (const email of ['bronze@awesomestay.kr', 'silver@awesomestay.kr', 'gold@awesomestay.kr', 'corp@awesomestay.kr']) {
      const agent = new Agent(t.app);
      await login(agent, email);
      const upcoming = await tabs(agent);
      expect(upcoming.body.result).toBe('SUCCESS');
      // silver@ also has an upcoming two-room stay and a stay that ended 3 days ago (reviews, partial cancellation).
      const silver = email === 'silver@awesomestay.kr';
      expect(counts(upcoming)).toEqual({ pending: silver ? 3 : 2, complete: silver ? 2 : 1, cancel: 0 });
      const [voucher, booked] = [upcoming.body.data.books.find((b: { voucherNum: string | null }) => b.voucherNum), upcoming.body.data.books.find((b: { orderNum: string }) => b.orderNum.endsWith('U'))];
      expect(voucher).toMatchObject({ checkinDate: null, confirmNum: null, canChooseDate: true, terms: 1, count: 1, payStatus: 'complete' });
      expect(booked).toMatchObject({ orderProductStatus: 'confirm', payStatus: 'complete', terms: 2, btnCancelYn: 'Y' });
      const content = await agent.get(`${CONTENT}/v1/books/num/${booked.orderNum}/img-count/20`);
      expect(content.body.data.addPays).toEqual([expect.objectContaining({ orderAddPayAmount: 30_000, orderAddPayStatus: false, title: '엑스트라 베드 추가' })]);
      const v = await agent.get(`${CONTENT}/v1/books/num/${voucher.orderNum}/img-count/1`);
      expect(v.body.data.voucher).toEqual({ openDate: true, stayStartDate: day(t.now(), 0), stayEndDate: day(t.now(), 89) });
      const past = await tabs(agent, 'complete');
      expect(past.body.data.books).toEqual((silver ? [0, 1] : [0]).map(() => expect.objectContaining({ orderProductStatus: 'complete', btnCancelYn: 'N' })));
      if (silver) {
        const two = upcoming.body.data.books.find((b: { orderNum: string }) => b.orderNum.endsWith('T'));
        expect(two).toMatchObject({ count: 2, terms: 2, orderProductStatus: 'confirm', btnCancelYn: 'Y' });
        expect(past.body.data.books[0]).toMatchObject({ review: 'WRITE', reviewed: false });
      }
    }
    // Every seeded payment is captured at the gateway, so a refund through it works.
    const [paid] = await rawRows<{ payment_key: string; amount: number }>(t.database.orm, sql`select p.payment_key, p.amount from payments p join orders o on o.idx = p.order_idx where o.order_num = 'ASDEMO2U'`);
    expect(await countOf(t.database, sql`select count(*)::int as n from sandbox_gateway_payments where order_id like 'ASDEMO%' and state = 'DONE' and captures = 1`)).toBe(14);
    const refunded = await gatewayFor(t.database, t.now).cancel(paid!.payment_key);
    expect(refunded).toEqual({ canceled: true, canceledAmount: Number(paid!.amount) });
  });

  test('the demo seed holds the stock it books: a re-run keeps it, a catalogue reload is taken again', async () => {
    const nightsOf = async () =>
      rawRows<{ stock: number }>(
        t.database.orm,
        sql`select d.stock from orders o join daily_rates d on d.rate_plan_idx = o.rate_plan_idx and d.stay_date >= o.check_in_date and d.stay_date < o.check_out_date
            where o.order_num like 'ASDEMO%U' order by o.order_num, d.stay_date`,
      );
    const before = (await nightsOf()).map((r) => Number(r.stock));
    expect(before).toHaveLength(8);
    await runSeeders(t.database, { force: true }, undefined, [demoOrdersSeeder]);
    expect((await nightsOf()).map((r) => Number(r.stock))).toEqual(before);
    // As if the catalogue had been reloaded after the demo orders (stock reset, here to 3): the
    // re-run gives nothing back and takes the nights again.
    expect(await demoOrdersSeeder.isSeeded({ orm: t.database.orm } as never)).toBe(true);
    await t.database.orm.execute(sql`update orders set updated_at = updated_at - interval '1 hour' where order_num like 'ASDEMO%'`);
    await t.database.orm.execute(sql`update properties set created_at = now() where idx = (select min(idx) from properties)`);
    await t.database.orm.execute(sql`update daily_rates d set stock = 3 from orders o where o.order_num like 'ASDEMO%U' and d.rate_plan_idx = o.rate_plan_idx and d.stay_date >= o.check_in_date and d.stay_date < o.check_out_date`);
    expect(await demoOrdersSeeder.isSeeded({ orm: t.database.orm } as never)).toBe(false);
    await runSeeders(t.database, {}, undefined, [demoOrdersSeeder]);
    expect((await nightsOf()).map((r) => Number(r.stock))).toEqual(before.map(() => 2));
    expect(await countOf(t.database, sql`select count(*)::int as n from orders where order_num like 'ASDEMO%'`)).toBe(14);
  });

  test('the booking content by number and by idx; someone else’s order is 404; visitors 401; bad params 400', async () => {
    const { body } = await tabs(bronze);
    const mine = body.data.books.find((b: { voucherNum: string | null }) => !b.voucherNum);
    const byNum = await bronze.get(`${CONTENT}/v1/books/num/${mine.orderNum}/img-count/20`, { headers: { 'accept-language': 'en' } });
    expect(byNum.status).toBe(200);
    const d = byNum.body.data;
    expect(d).toMatchObject({ orderNum: mine.orderNum, orderProductStatus: 'confirm', payStatus: 'complete', count: 1, adtCnt: 2, chdCnt: 0, terms: 2, voucher: null, btnCancelYn: 'Y' });
    expect(d.amounts).toMatchObject({ totalAmount: expect.any(Number), couponAmount: 0, cancelAmount: 0 });
    expect(d.amounts.totalAmount).toBe(d.amounts.saleAmount - d.amounts.couponAmount - d.amounts.pointAmount - d.amounts.userPointAmount);
    expect(d.images.length).toBeGreaterThan(1);
    expect(d.images.length).toBeLessThanOrEqual(20);
    expect(d.addPays[0].title).toBe('Extra bed');
    expect(typeof d.productName).toBe('string');
    expect(d.payDate).toEqual(expect.any(String));
    const byIdx = await bronze.get(`${CONTENT}/v1/books/idx/${d.orderProductIdx}/img-count/1`, { headers: { 'accept-language': 'en' } });
    expect(byIdx.body.data).toEqual({ ...d, images: d.images.slice(0, 1) });

    const silver = new Agent(t.app);
    await login(silver, 'silver@awesomestay.kr');
    for (const url of [`${CONTENT}/v1/books/num/${mine.orderNum}/img-count/20`, `${CONTENT}/v1/books/idx/${d.orderProductIdx}/img-count/1`]) {
      const other = await silver.get(url);
      expect(other.status).toBe(404);
      expect(other.body.data.code).toBe('ORDER_NOT_FOUND');
      expect((await new Agent(t.app).get(url)).status).toBe(401);
    }
    expect((await bronze.get(`${CONTENT}/v1/books/num/ASNOSUCHORDER1/img-count/1`)).body.data.code).toBe('ORDER_NOT_FOUND');
    for (const url of [`num/${mine.orderNum}/img-count/21`, `num/${mine.orderNum}/img-count/0`, `num/${mine.orderNum.toLowerCase()}/img-count/1`, 'idx/abc/img-count/1', 'idx/1/img-count/x']) {
      const bad = await bronze.get(`${CONTENT}/v1/books/${url}`);
      expect(bad.status).toBe(400);
      expect(bad.body.data.code).toBe('INVALID_INPUT');
    }
    expect((await tabs(bronze, 'upcoming')).status).toBe(400);
  });

  test('tabs: a paid stay is upcoming, past once its check-in is past, cancelled when cancelled; unpaid holds are not listed', async () => {
    await t.database.orm.execute(sql`insert into users (email, pwd_hash, name, phone, type)
      values ('tabs@example.com', (select pwd_hash from users where email = 'bronze@awesomestay.kr'), '한지민', '01055556666', 'N')`);
    const member = new Agent(t.app);
    await member.post(`${API}/login`, { id: 'tabs@example.com', pwd: 'Stay1234!' });
    const empty = await tabs(member, 'cancel', 'ja');
    expect(empty.body.data).toEqual({ bookCnts: [expect.objectContaining({ orderStatus: 'pending', orderCnt: 0, title: 'ご利用予定' }), expect.objectContaining({ orderStatus: 'complete', orderCnt: 0 }), expect.objectContaining({ orderStatus: 'cancel', orderCnt: 0, title: 'キャンセル' })], books: [] });

    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 50), checkOutDate: day(t.now(), 52), count: 1 };
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 5);
    const book = async () => (await member.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST })).body.data.orderNum as string;
    // Each paid before the next is booked: a new hold of the same stay replaces an unpaid one (hold limits).
    const paid: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const n = await book();
      const p = await pay(member, n);
      expect((await member.post(`${PAYMENT}/payments/confirm`, { orderNum: n, paymentKey: p.paymentKey, amount: p.amount })).body.data.payStatus).toBe('complete');
      paid.push(n);
    }
    const [a, b, c] = paid as [string, string, string];
    const held = await book();
    expect(counts(await tabs(member))).toEqual({ pending: 3, complete: 0, cancel: 0 });
    expect((await tabs(member)).body.data.books.map((x: { orderNum: string }) => x.orderNum)).not.toContain(held);

    // b: its check-in is yesterday (Korean day); c: cancelled.
    await t.database.orm.execute(sql`update orders set check_in_date = ${day(t.now(), -1)}, check_out_date = ${day(t.now(), 1)} where order_num = ${b}`);
    await t.database.orm.execute(sql`update orders set status = 'cancel' where order_num = ${c}`);
    const now = await tabs(member, 'complete');
    expect(counts(now)).toEqual({ pending: 1, complete: 1, cancel: 1 });
    expect(now.body.data.books).toEqual([expect.objectContaining({ orderNum: b, orderProductStatus: 'confirm', btnCancelYn: 'N', detailUrl: `/lms/${b}` })]);
    expect((await tabs(member, 'cancel')).body.data.books.map((x: { orderNum: string }) => x.orderNum)).toEqual([c]);
    expect((await tabs(member, 'pending')).body.data.books.map((x: { orderNum: string }) => x.orderNum)).toEqual([a]);
    // Check-in today is still upcoming (D-day).
    await t.database.orm.execute(sql`update orders set check_in_date = ${day(t.now(), 0)}, check_out_date = ${day(t.now(), 2)} where order_num = ${a}`);
    expect(counts(await tabs(member))).toEqual({ pending: 1, complete: 1, cancel: 1 });
    expect(await userIdxOf(t.database, 'tabs@example.com')).toBeGreaterThan(0);
  }, 60_000);
});
