// Hold hoarding: one fresh account could hold all 17 rooms of a stay for 15 minutes in 17 calls.
// Now booking a stay again replaces the member's own unpaid hold of it (its rooms come back), a member
// keeps at most two unpaid holds of other stays, and a member (and, far more, an address) can start only so many holds.
import { stores } from './helpers/stores';
import { sql } from 'drizzle-orm';
import { Agent } from './helpers/agent';
import { CONTENT, DOMESTIC_GUEST, bookUrl, day, plans, setStock, stockOf, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API } from './helpers/flows';

describe.each(databaseTargets())('hold limits on $name', (target) => {
  let t: TestApp;
  let stays: Plan[];
  beforeAll(async () => {
    t = await build(target, { rateLimitEnabled: true, rateLimitLoginPerMinute: 1000, rateLimitSendPerMinute: 1000 });
    // Three different stays.
    const all = await plans(t.database, false, 40);
    stays = all.filter((p, i) => all.findIndex((q) => q.productIdx === p.productIdx) === i).slice(0, 3);
  }, 120_000);
  afterAll(async () => t?.close());

  let offset = 20;
  const stay = () => {
    offset += 3;
    return { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), offset), checkOutDate: day(t.now(), offset + 1), count: 1 };
  };
  const member = async (ip: string) => {
    const email = `holder${Math.random().toString(36).slice(2)}@example.com`;
    await t.database.orm.execute(sql`insert into users (email, pwd_hash, name, phone, type) values (${email}, (select pwd_hash from users where email = 'bronze@awesomestay.kr'), '보류자', null, 'N')`);
    const agent = new Agent(t.app, ip);
    expect((await agent.post(`${API}/login`, { id: email, pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
    return agent;
  };
  test('booking the same stay again replaces the unpaid hold: 17 calls hold one room, not 17', async () => {
    const hoarder = await member('203.0.113.10');
    const cond = stay();
    await setStock(t.database, stays[0]!.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 17);
    const codes: number[] = [];
    for (let i = 0; i < 17; i += 1) codes.push((await hoarder.post(`${bookUrl(stays[0]!, 'OO')}/order`, { ...cond, ...DOMESTIC_GUEST })).status);
    // Each new hold replaced the one before; after six the member is told to wait.
    expect(codes).toEqual([...Array(6).fill(201), ...Array(11).fill(429)]);
    expect(await stockOf(t.database, stays[0]!.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([16]);
  });

  test('a member who goes back from the payment page and books the last room again gets it, not SOLD_OUT from their own hold', async () => {
    const agent = await member('203.0.113.14');
    const other = await member('203.0.113.15');
    const cond = stay();
    const plan = stays[2]!;
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 1);
    const first = await agent.post(`${bookUrl(plan, 'OO')}/order`, { ...cond, ...DOMESTIC_GUEST });
    expect(first.status).toBe(201);
    // Back on the booking page: the last room is still theirs to book.
    expect((await agent.post(bookUrl(plan, 'OO'), cond)).body.result).toBe('SUCCESS');
    const again = await agent.post(`${bookUrl(plan, 'OO')}/order`, { ...cond, ...DOMESTIC_GUEST });
    expect(again.status).toBe(201);
    expect(again.body.data.orderNum).not.toBe(first.body.data.orderNum);
    // One room held, by the new order; the first was released; for anyone else it is sold out.
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([0]);
    const states = await t.database.orm.execute(sql`select order_num, hold_state from orders where order_num in (${first.body.data.orderNum}, ${again.body.data.orderNum}) order by idx`);
    expect((states as unknown as { rows: { hold_state: string }[] }).rows.map((r) => r.hold_state)).toEqual(['RELEASED', 'HELD']);
    const theirs = await other.post(`${bookUrl(plan, 'OO')}/order`, { ...cond, ...DOMESTIC_GUEST });
    expect(theirs.status).toBe(409);
    expect(theirs.body.data.code).toBe('SOLD_OUT');
  });

  test('at most two unpaid holds of other stays; the third is refused and holds nothing', async () => {
    const agent = await member('203.0.113.11');
    const conds = stays.map((p) => {
      const c = stay();
      return { p, c };
    });
    for (const { p, c } of conds) await setStock(t.database, p.ratePlanIdx, c.checkInDate, c.checkOutDate, 3);
    for (const { p, c } of conds.slice(0, 2)) expect((await agent.post(`${bookUrl(p, 'OO')}/order`, { ...c, ...DOMESTIC_GUEST })).status).toBe(201);
    const { p, c } = conds[2]!;
    const third = await agent.post(`${bookUrl(p, 'OO')}/order`, { ...c, ...DOMESTIC_GUEST });
    expect(third.status).toBe(409);
    expect(third.body.data).toMatchObject({ code: 'TOO_MANY_HOLDS', openHolds: 2, message: expect.any(String) });
    expect(await stockOf(t.database, p.ratePlanIdx, c.checkInDate, c.checkOutDate)).toEqual([3]);
  });

  test('the payment page names what an unfinished checkout holds, and releasing it gives the points back at once', async () => {
    const agent = await member('203.0.113.13');
    const newest = ((await t.database.orm.execute(sql`select idx from users order by idx desc limit 1`)) as unknown as { rows: { idx: number }[] }).rows[0];
    await stores(t.app).points.add({ userIdx: Number(newest!.idx), pointType: 'POINT', actionType: 'SAVE', amount: 5000, reason: 'SIGNUP_BONUS' }, t.now());
    const cond = stay();
    await setStock(t.database, stays[1]!.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 3);
    const url = bookUrl(stays[1]!, 'OO');
    const first = await agent.post(url, cond);
    expect(first.body.data.points.point).toBe(5000);
    expect(first.body.data.held).toEqual([]);
    const order = await agent.post(`${url}/order`, { ...cond, ...DOMESTIC_GUEST, usePoint: 3000 });
    expect(order.status).toBe(201);
    // Back on a payment page: the points look gone, and the page is told why and until when.
    const again = await agent.post(url, cond);
    expect(again.body.data.points.point).toBe(2000);
    expect(again.body.data.held).toEqual([
      expect.objectContaining({ productIdx: stays[1]!.productIdx, point: 3000, userPoint: 0, coupon: null, checkInDate: cond.checkInDate, expiresAt: expect.any(String) }),
    ]);
    const { orderNum } = again.body.data.held[0];
    expect((await agent.put(`${CONTENT}/v1/lmses/${orderNum}/cancel`, {})).status).toBe(200);
    const released = await agent.post(url, cond);
    expect(released.body.data.points.point).toBe(5000);
    expect(released.body.data.held).toEqual([]);
  });

  test('members behind one shared address each book: the 7th to the 50th hold are taken; one member alone starts six per hold lifetime', async () => {
    const ip = '100.64.3.3';
    const codes: string[] = [];
    // A popular night: fifty members each take a room of it.
    const night = stay();
    await setStock(t.database, stays[0]!.ratePlanIdx, night.checkInDate, night.checkOutDate, 60);
    for (let i = 0; i < 50; i += 1) {
      const agent = await member(ip);
      const res = await agent.post(`${bookUrl(stays[0]!, 'OO')}/order`, { ...night, ...DOMESTIC_GUEST });
      codes.push(res.status === 201 ? 'held' : res.body.data.code);
    }
    expect(codes).toEqual(Array(50).fill('held'));
    expect(await stockOf(t.database, stays[0]!.ratePlanIdx, night.checkInDate, night.checkOutDate)).toEqual([10]);
    // One member going back and forth uses their own six, not the address's.
    const alone = await member(ip);
    const c = stay();
    await setStock(t.database, stays[1]!.ratePlanIdx, c.checkInDate, c.checkOutDate, 2);
    const mine: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await alone.post(`${bookUrl(stays[1]!, 'OO')}/order`, { ...c, ...DOMESTIC_GUEST });
      mine.push(res.status === 201 ? 'held' : res.body.data.code);
    }
    expect(mine).toEqual([...Array(6).fill('held'), 'HOLDS_PER_MEMBER']);
    const other = await member(ip);
    expect((await other.post(`${bookUrl(stays[1]!, 'OO')}/order`, { ...c, ...DOMESTIC_GUEST })).status).toBe(201);
  }, 240_000);

  test('an address carries at most RATE_LIMIT_HOLDS_PER_ADDRESS holds per hold lifetime (a farm of accounts)', async () => {
    const small = await build(target, { rateLimitEnabled: true, rateLimitLoginPerMinute: 1000, rateLimitSendPerMinute: 1000, rateLimitHoldsPerAddress: 3 });
    try {
      const codes: string[] = [];
      const night = stay();
      await setStock(small.database, stays[0]!.ratePlanIdx, night.checkInDate, night.checkOutDate, 10);
      for (let i = 0; i < 4; i += 1) {
        const email = `farm${i}.${Math.random().toString(36).slice(2)}@example.com`;
        await small.database.orm.execute(sql`insert into users (email, pwd_hash, name, phone, type) values (${email}, (select pwd_hash from users where email = 'bronze@awesomestay.kr'), '농장', null, 'N')`);
        const agent = new Agent(small.app, '203.0.113.12');
        expect((await agent.post(`${API}/login`, { id: email, pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
        const res = await agent.post(`${bookUrl(stays[0]!, 'OO')}/order`, { ...night, ...DOMESTIC_GUEST });
        codes.push(res.status === 201 ? 'held' : res.body.data.code);
      }
      expect(codes).toEqual([...Array(3).fill('held'), 'HOLDS_PER_ADDRESS']);
    } finally {
      await small.close();
    }
  }, 240_000);
});
