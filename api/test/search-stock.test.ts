// Results follow bookings at once: the search caches a city's stock for a minute, and a hold, a
// release or a cancellation drops that city's cached nights (lib/stock-events.ts), so the last
// room booked shows sold out on the next search and shows again when it is given back.
import { stores } from './helpers/stores';
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { contentConfig } from '../src/modules/catalog/config';
import { createSearchStore } from '../src/modules/catalog/search/search-store';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, pay, PAYMENT, plans, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

describe.each(databaseTargets())('search stock after bookings on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  let plan: Plan;
  let name: string;
  let cond: { adtCnt: number; chdCnt: number; chdAges: number[]; checkInDate: string; checkOutDate: string; count: number };

  const card = async () => {
    const res = await member.post(`${CONTENT}/v1/products/findProducts`, { searchText: name, ...cond });
    return (res.body.data.products as { productIdx: number; soldOut: boolean }[]).find((p) => p.productIdx === plan.productIdx);
  };

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    plan = (await plans(t.database))[0]!;
    [{ name }] = await rawRows<{ name: string }>(t.database.orm, sql`select name_ko as name from properties where idx = ${plan.productIdx}`) as [{ name: string }];
    cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 40), checkOutDate: day(t.now(), 41), count: 1 };
    // One room left in the whole stay that night: this plan's.
    await t.database.orm.execute(sql`update daily_rates set stock = case when rate_plan_idx = ${plan.ratePlanIdx} then 1 else 0 end
      where stay_date = ${cond.checkInDate}::date and rate_plan_idx in (select idx from rate_plans where property_idx = ${plan.productIdx})`);
  }, 180_000);
  afterAll(async () => t?.close());

  test('the last room held -> sold out in results; the hold given back (declined payment) -> on sale again', async () => {
    expect(await card()).toMatchObject({ soldOut: false }); // now cached
    const created = await member.post(`${bookUrl(plan, 'OO')}/order`, { ...cond, ...DOMESTIC_GUEST });
    expect(created.status).toBe(201);
    expect(await card()).toMatchObject({ soldOut: true });

    const { paymentKey } = await pay(member, created.body.data.orderNum, 'card', 'decline');
    const failed = await member.post(`${PAYMENT}/payments/fail`, { orderNum: created.body.data.orderNum, paymentKey });
    expect(failed.body.data).toMatchObject({ released: true });
    expect(await card()).toMatchObject({ soldOut: false });
  });

  test('the startup warm-up loads every city\'s nights, so the first search waits on no night', async () => {
    const store = createSearchStore(stores(t.app), contentConfig({}));
    const today = day(t.now(), 0);
    await store.warm(today, 3);
    const cities = (await store.index()).locations.filter((l) => l.level === 'city').length;
    expect(store.stats().warm).toEqual({ cities, citiesDone: cities, nights: cities * 3, done: true });
    const block = await store.cityBlock(1);
    await store.pricedCity(block, { checkIn: today, checkOut: day(t.now(), 2), adults: 2, childAges: [], rooms: 1 }, today, { key: 'scope:all', plans: null });
    expect(store.stats().nights).toEqual({ hits: 2, misses: 0 });
  });
});
