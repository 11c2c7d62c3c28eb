// The open-date voucher (SPEC §4 Booking list: no confirmation number and no start date) on every
// database target: the nights it may use, the choice that takes the stock in one transaction,
// and its refusals; on PostgreSQL, 20 vouchers racing for the last room of a night.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, rawRows, type Database } from '../src/db';
import { Agent } from './helpers/agent';
import { CONTENT, day, plans, setStock, stockOf, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API, login } from './helpers/flows';
import { countOf, insertVoucher, userIdxOf } from './helpers/vouchers';

const choose = (agent: Agent, orderNum: string, confirmNum: string, checkInDate: string, body: Record<string, unknown> = {}) =>
  agent.post(`${CONTENT}/v1/lmses/${orderNum}/confirm/${confirmNum}`, { orderNum, confirmNum, checkInDate, ...body });

describe.each(databaseTargets())('open-date vouchers on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  let userIdx: number;
  let plan: Plan;

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    userIdx = await userIdxOf(t.database, 'bronze@awesomestay.kr');
    plan = (await plans(t.database))[2]!;
  }, 180_000);
  afterAll(async () => t?.close());

  test('the seeded voucher lists the nights with stock in its window; choosing one takes the room and confirms', async () => {
    const list = await member.get(`${CONTENT}/v1/books/status/pending`);
    const seeded = list.body.data.books.find((b: { voucherNum: string | null }) => b.voucherNum);
    const info = await member.get(`${CONTENT}/v1/lmses/${seeded.orderNum}/confirm`);
    expect(info.body.data).toMatchObject({ orderNum: seeded.orderNum, confirmNum: null, canChooseDate: true, stayStartDate: day(t.now(), 0), stayEndDate: day(t.now(), 89) });
    const dates: string[] = info.body.data.availableDates;
    const [order] = await rawRows<{ rate_plan_idx: number }>(t.database.orm, sql`select rate_plan_idx from orders where order_num = ${seeded.orderNum}`);
    const planIdx = Number(order!.rate_plan_idx);
    const stocked = await countOf(t.database, sql`select count(*)::int as n from daily_rates where rate_plan_idx = ${planIdx} and stay_date between ${day(t.now(), 0)} and ${day(t.now(), 89)} and stock >= 1`);
    expect(dates).toHaveLength(stocked);
    expect(dates.every((d) => d >= day(t.now(), 0) && d <= day(t.now(), 89))).toBe(true);

    const night = dates[5]!;
    const [before] = await stockOf(t.database, planIdx, night, day(t.now(), 200));
    const content = await member.get(`${CONTENT}/v1/books/num/${seeded.orderNum}/img-count/20`);
    const chosen = await choose(member, seeded.orderNum, content.body.data.voucherNum, night);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ orderNum: seeded.orderNum, orderProductStatus: 'confirm', checkinDate: night, voucher: { openDate: false }, confirmNum: expect.stringMatching(/^VC\d{6}[A-Z0-9]{8}$/) });
    expect(chosen.body.data.checkoutDate > night).toBe(true);
    expect((await stockOf(t.database, planIdx, night, day(t.now(), 200)))[0]).toBe(before! - 1);
    const after = await member.get(`${CONTENT}/v1/lmses/${seeded.orderNum}/confirm`);
    expect(after.body.data).toMatchObject({ canChooseDate: false, availableDates: [], confirmNum: chosen.body.data.confirmNum });

    const again = await choose(member, seeded.orderNum, content.body.data.voucherNum, dates[6]!);
    expect(again.status).toBe(409);
    expect(again.body.data.code).toBe('DATE_ALREADY_CHOSEN');
    expect((await stockOf(t.database, planIdx, night, day(t.now(), 200)))[0]).toBe(before! - 1);
  });

  test('out of the window, sold out, wrong voucher number, someone else’s voucher, malformed input: nothing changes', async () => {
    const v = await insertVoucher(t.database, userIdx, plan, day(t.now(), 10), day(t.now(), 19), 2);
    await setStock(t.database, plan.ratePlanIdx, day(t.now(), 10), day(t.now(), 20), 2);
    await setStock(t.database, plan.ratePlanIdx, day(t.now(), 14), day(t.now(), 15), 0);
    const info = await member.get(`${CONTENT}/v1/lmses/${v.orderNum}/confirm`);
    // Two nights each: the start days whose both nights have a room, the last night inside the window.
    expect(info.body.data.availableDates).toEqual([10, 11, 12, 15, 16, 17, 18].map((n) => day(t.now(), n)));
    // The calendar says why the others are closed: no room on the 14th (so the 13th and 14th cannot
    // start two nights), and the 19th would end after the period.
    const reasons = Object.fromEntries((info.body.data.dates as { date: string; open: boolean; reason?: string; price?: number }[]).map((d) => [d.date, d.open ? d.price : d.reason]));
    expect([13, 14, 19].map((n) => reasons[day(t.now(), n)])).toEqual(['SOLD_OUT', 'SOLD_OUT', 'PAST_PERIOD_END']);
    expect(reasons[day(t.now(), 10)]).toEqual(expect.any(Number));
    const stock = () => stockOf(t.database, plan.ratePlanIdx, day(t.now(), 10), day(t.now(), 20));
    const start = await stock();

    for (const n of [9, 19, -1]) {
      const out = await choose(member, v.orderNum, v.voucherNum!, day(t.now(), n));
      expect(out.status).toBe(400);
      expect(out.body.data.code).toBe('DATE_OUT_OF_RANGE');
    }
    const sold = await choose(member, v.orderNum, v.voucherNum!, day(t.now(), 13), {}); // night 14 has none
    expect(sold.status).toBe(409);
    expect(sold.body.data).toMatchObject({ code: 'SOLD_OUT', message: expect.any(String) });
    const wrong = await choose(member, v.orderNum, 'VNWRONG0000', day(t.now(), 10));
    expect(wrong.status).toBe(404);
    expect(wrong.body.data.code).toBe('ORDER_NOT_FOUND');
    const silver = new Agent(t.app);
    await login(silver, 'silver@awesomestay.kr');
    expect((await choose(silver, v.orderNum, v.voucherNum!, day(t.now(), 10))).body.data.code).toBe('ORDER_NOT_FOUND');
    expect((await silver.get(`${CONTENT}/v1/lmses/${v.orderNum}/confirm`)).status).toBe(404);
    expect((await new Agent(t.app).get(`${CONTENT}/v1/lmses/${v.orderNum}/confirm`)).status).toBe(401);
    for (const body of [{ checkInDate: '2026-02-30' }, { checkInDate: 'tomorrow' }, { orderNum: 'ASOTHER123' }, { extra: 1 }]) {
      const bad = await choose(member, v.orderNum, v.voucherNum!, day(t.now(), 10), body);
      expect(bad.status).toBe(400);
      expect(bad.body.data.code).toBe('INVALID_INPUT');
    }
    expect(await stock()).toEqual(start);
    expect(await countOf(t.database, sql`select count(*)::int as n from orders where idx = ${v.idx} and check_in_date is null and confirm_num is null`)).toBe(1);

    const ok = await choose(member, v.orderNum, v.voucherNum!, day(t.now(), 16), {}, );
    expect(ok.body.data).toMatchObject({ checkinDate: day(t.now(), 16), checkoutDate: day(t.now(), 18), terms: 2 });
    expect(await stock()).toEqual([2, 2, 2, 2, 0, 2, 1, 1, 2, 2]);
    // Cancelled vouchers cannot be dated.
    const c = await insertVoucher(t.database, userIdx, plan, day(t.now(), 10), day(t.now(), 19));
    await t.database.orm.execute(sql`update orders set status = 'cancel' where idx = ${c.idx}`);
    expect((await choose(member, c.orderNum, c.voucherNum!, day(t.now(), 10))).body.data.code).toBe('VOUCHER_CANCELLED');
  });
});

const postgres = databaseTargets().find((target) => target.name === 'postgres');
if (!postgres) console.warn('voucher race test SKIPPED: needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432)');

(postgres ? describe : describe.skip)('20 vouchers choosing the last room of a night at once (postgres)', () => {
  const RACERS = 20;
  let t: TestApp;
  let wide: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await build(postgres!);
    // A second pool with room for the crowd (the helper's has 5), as booking-race.test.ts does.
    const [row] = await rawRows<{ name: string }>(t.database.orm, sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
    url.pathname = `/${row!.name}`;
    wide = await openDatabase({ url: url.toString(), maxConnections: 20 });
    app = await buildApp({ db: wide, env: { nodeEnv: 'test', rateLimitEnabled: false, hashBusyDelayMs: 120_000 } });
    await app.ready();
    await wide.orm.execute(sql`insert into users (email, pwd_hash, name, phone, type)
      select 'voucher' || g || '@example.com', (select pwd_hash from users where email = 'bronze@awesomestay.kr'), '경주자', null, 'N'
      from generate_series(1, ${RACERS}) g`);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await wide?.close();
    await t?.close();
  });

  test('one voucher gets the night, 19 are SOLD_OUT, stock ends at 0 and the losers keep their open date', async () => {
    const plan = (await plans(wide))[3]!;
    const night = day(new Date(), 30);
    await setStock(wide, plan.ratePlanIdx, night, day(new Date(), 31), 1);
    const racers = await Promise.all(
      Array.from({ length: RACERS }, async (_, i) => {
        const agent = new Agent(app, `10.1.0.${i + 1}`);
        expect((await agent.post(`${API}/login`, { id: `voucher${i + 1}@example.com`, pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
        const v = await insertVoucher(wide, await userIdxOf(wide, `voucher${i + 1}@example.com`), plan, day(new Date(), 1), day(new Date(), 60));
        return { agent, v };
      }),
    );
    const replies = await Promise.all(racers.map(({ agent, v }) => choose(agent, v.orderNum, v.voucherNum!, night)));
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409 && r.body.data.code === 'SOLD_OUT')).toHaveLength(RACERS - 1);
    expect(await stockOf(wide, plan.ratePlanIdx, night, day(new Date(), 31))).toEqual([0]);
    expect(await countOf(wide, sql`select count(*)::int as n from orders where rate_plan_idx = ${plan.ratePlanIdx} and check_in_date = ${night} and voucher_num is not null`)).toBe(1);
    expect(await countOf(wide, sql`select count(*)::int as n from orders where rate_plan_idx = ${plan.ratePlanIdx} and voucher_num is not null and check_in_date is null and confirm_num is null`)).toBe(RACERS - 1);
  }, 120_000);
});
