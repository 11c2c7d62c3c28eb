// Coupons on every database target (booking README "Coupons"): download once, the member's list,
// coupons priced for a stay by the booking's own quote, the coupon in the quote and the order
// (reserved by one order, used when paid, back after a failed payment), and bad input.
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { bookUrl, day, DOMESTIC_GUEST, pay, PAYMENT, setStock, stockOf } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { cancelPlans, couponOf, couponRow, COUPONS, managerIdx, myCoupons, setPrice } from './helpers/coupons';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

const BRONZE = 'bronze@awesomestay.kr';

describe.each(databaseTargets())('coupons on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  let plan: Awaited<ReturnType<typeof cancelPlans>>[number];
  let cond: { adtCnt: number; chdCnt: number; chdAges: number[]; checkInDate: string; checkOutDate: string; count: number };
  let offset = 20;

  /** A fresh two-night stay at a known price per night, with stock. */
  const nextStay = async (price = 60_000, stock = 3) => {
    offset += 3;
    cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), offset), checkOutDate: day(t.now(), offset + 2), count: 1 };
    await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, price);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, stock);
    return cond;
  };
  const quote = (extra: Record<string, unknown> = {}) => member.post(bookUrl(plan, 'OC'), { ...cond, ...extra });
  const order = (extra: Record<string, unknown> = {}) => member.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST, ...extra });
  const points = async () => (await member.get('/api/service/auth/points')).body.data.point as number;

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    await login(member, BRONZE);
    plan = (await cancelPlans(t.database, true))[0]!;
  }, 180_000);
  afterAll(async () => t?.close());

  test('public coupons: listed for visitors; a member downloads each once; unknown or not public is 404', async () => {
    const visitor = new Agent(t.app);
    const listed = await visitor.get(`${COUPONS}/public`);
    expect(listed.status).toBe(200);
    const welcome = listed.body.data.coupons.find((c: { couponName: string }) => c.couponName === '웰컴 10,000원 쿠폰');
    expect(welcome).toMatchObject({ discountType: 'AMOUNT', discount: 10_000, minPrice: 50_000, issued: false });
    expect(listed.body.data.coupons.map((c: { discountType: string }) => c.discountType).sort()).toEqual(['AMOUNT', 'RATE']);
    expect((await visitor.post(COUPONS, { couponIdx: welcome.couponManagerIdx })).status).toBe(401);

    const first = await member.post(COUPONS, { couponIdx: welcome.couponManagerIdx }, { headers: { 'accept-language': 'en' } });
    expect(first.status).toBe(200);
    expect(first.body.data.coupon).toMatchObject({ couponName: 'Welcome KRW 10,000', title: '₩10,000 off', state: 'unused', avail: true, couponAmount: 0 });
    const again = await member.post(COUPONS, { couponIdx: welcome.couponManagerIdx });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ code: 'COUPON_ALREADY_ISSUED', message: '이미 받은 쿠폰입니다.' });
    expect((await member.get(`${COUPONS}/public`)).body.data.coupons.find((c: { couponManagerIdx: number }) => c.couponManagerIdx === welcome.couponManagerIdx).issued).toBe(true);

    const missing = await member.post(COUPONS, { couponIdx: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.data.code).toBe('COUPON_NOT_FOUND');
    // An ISSUED coupon (given by us) cannot be downloaded.
    expect((await member.post(COUPONS, { couponIdx: await managerIdx(t.database, 'MEMBER5000') })).body.data.code).toBe('COUPON_NOT_FOUND');
    // Only the one copy exists.
    const [n] = await rawRows<{ n: number }>(t.database.orm, sql`select count(*)::int as n from user_coupons uc join users u on u.idx = uc.user_idx where u.email = ${BRONZE} and uc.coupon_manager_idx = ${welcome.couponManagerIdx}`);
    expect(Number(n!.n)).toBe(1);
  });

  test("the member's coupons: seeded AMOUNT and RATE unused first, the expired one last", async () => {
    expect((await new Agent(t.app).get(`${COUPONS}/user`)).status).toBe(401);
    const coupons = await myCoupons(member);
    const states = coupons.map((c) => c.state);
    expect(states[states.length - 1]).toBe('expired');
    expect(states.indexOf('expired')).toBe(states.length - 1);
    const seeded = coupons.filter((c) => ['회원 감사 5,000원 쿠폰', '회원 전용 10% 할인 (최대 30,000원)', '봄맞이 3,000원 쿠폰'].includes(c.couponName));
    // Unused ones sort by their last day (the 10% coupon ends first).
    expect(seeded.map((c) => [c.discountType, c.state, c.avail, c.reason])).toEqual([
      ['RATE', 'unused', true, null],
      ['AMOUNT', 'unused', true, null],
      ['AMOUNT', 'expired', false, 'EXPIRED'],
    ]);
  });

  test('coupons for a stay are priced from the booking quote; the quote and the order take the same amount', async () => {
    await nextStay(60_000);
    const q = await quote();
    const sale = q.body.data.amounts.saleAmount;
    expect(sale).toBeGreaterThanOrEqual(120_000);
    const listed = await member.post(`${COUPONS}/book`, { productIdx: plan.productIdx, rateplanIdx: plan.ratePlanIdx, startDate: cond.checkInDate, endDate: cond.checkOutDate, adtCnt: 2 });
    expect(listed.status).toBe(200);
    expect(listed.body.data.saleAmount).toBe(sale);
    const byName = (name: string) => listed.body.data.coupons.find((c: { couponName: string }) => c.couponName === name);
    expect(byName('회원 감사 5,000원 쿠폰')).toMatchObject({ avail: true, couponAmount: 5000 });
    expect(byName('회원 전용 10% 할인 (최대 30,000원)')).toMatchObject({ avail: true, couponAmount: Math.min(30_000, Math.floor(sale / 10)) });
    // Expired coupons are not offered for a stay.
    expect(byName('봄맞이 3,000원 쿠폰')).toBeUndefined();

    const rate = await couponOf(t.database, BRONZE, 'MEMBER10PCT');
    const withCoupon = await quote({ couponUserIdx: rate });
    const couponAmount = Math.min(30_000, Math.floor(sale / 10));
    // The coupon comes off the sale amount first; points may then take it down to 100 won.
    expect(withCoupon.body.data.amounts).toMatchObject({ saleAmount: sale, couponAmount, totalAmount: sale - couponAmount });
    expect(withCoupon.body.data.maxUsablePoint).toBe(sale - couponAmount - 100);
    expect(withCoupon.body.data.coupon).toMatchObject({ couponUserIdx: rate, couponAmount });

    // A cheap stay: below both minimum prices.
    await nextStay(10_000);
    const cheap = await member.post(`${COUPONS}/book`, { productIdx: plan.productIdx, rateplanIdx: plan.ratePlanIdx, startDate: cond.checkInDate, endDate: cond.checkOutDate });
    for (const c of cheap.body.data.coupons) expect(c).toMatchObject({ avail: false, reason: 'MIN_PRICE', couponAmount: 0 });
    const refused = await quote({ couponUserIdx: rate });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', reason: 'MIN_PRICE' });
    // An expired coupon, and someone else's.
    expect((await quote({ couponUserIdx: await couponOf(t.database, BRONZE, 'SPRING3000') })).body.data).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', reason: 'EXPIRED' });
    const others = await quote({ couponUserIdx: await couponOf(t.database, 'gold@awesomestay.kr', 'MEMBER5000') });
    expect(others.status).toBe(404);
    expect(others.body.data.code).toBe('COUPON_NOT_FOUND');
  });

  test('one order at a time: reserved by the order, back after a declined payment, used once paid', async () => {
    await nextStay(60_000, 3);
    const amount5000 = await couponOf(t.database, BRONZE, 'MEMBER5000');
    const before = await points();
    const sale = (await quote()).body.data.amounts.saleAmount;
    const created = await order({ couponUserIdx: amount5000, usePoint: 1000, amount: sale - 5000 - 1000 });
    expect(created.status).toBe(201);
    expect(created.body.data.amounts).toMatchObject({ couponAmount: 5000, pointAmount: 1000, totalAmount: sale - 6000 });
    const { orderNum } = created.body.data;
    const [stored] = await rawRows<{ coupon_amount: number; total_amount: number; idx: number }>(t.database.orm, sql`select idx, coupon_amount, total_amount from orders where order_num = ${orderNum}`);
    expect({ coupon: Number(stored!.coupon_amount), total: Number(stored!.total_amount) }).toEqual({ coupon: 5000, total: sale - 6000 });
    expect(await couponRow(t.database, amount5000)).toEqual({ state: 'reserved', order_idx: stored!.idx });
    expect(await points()).toBe(before - 1000);

    const second = await order({ couponUserIdx: amount5000 });
    expect(second.status).toBe(409);
    expect(second.body.data.code).toBe('COUPON_IN_USE');
    expect((await quote({ couponUserIdx: amount5000 })).body.data.code).toBe('COUPON_IN_USE');
    // The refused order took nothing.
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([2, 2]);

    // Declined: the booking is released, the coupon and the points come back.
    const declined = await pay(member, orderNum, 'card', 'decline');
    const confirm = await member.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey: declined.paymentKey, amount: declined.amount });
    expect(confirm.body.data.code).toBe('PAYMENT_DECLINED');
    expect(await couponRow(t.database, amount5000)).toEqual({ state: 'unused', order_idx: null });
    expect(await points()).toBe(before);
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([3, 3]);

    // Again, paid this time: used, and no longer usable.
    const paid = await order({ couponUserIdx: amount5000 });
    expect(paid.status).toBe(201);
    const approved = await pay(member, paid.body.data.orderNum, 'kakaopay');
    const done = await member.post(`${PAYMENT}/payments/confirm`, { orderNum: paid.body.data.orderNum, paymentKey: approved.paymentKey, amount: approved.amount });
    expect(done.body.data).toMatchObject({ payStatus: 'complete', totalAmount: sale - 5000 });
    expect((await couponRow(t.database, amount5000)).state).toBe('used');
    const reused = await order({ couponUserIdx: amount5000 });
    expect(reused.status).toBe(400);
    expect(reused.body.data).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', reason: 'USED' });
    expect((await myCoupons(member)).find((c) => c.couponUserIdx === amount5000)).toMatchObject({ state: 'used', avail: false, reason: 'USED' });
  });

  test('the coupon comes off first, then points, and the total never goes below 100 won', async () => {
    await nextStay(60_000, 3);
    const corp = new Agent(t.app);
    await login(corp, 'corp@awesomestay.kr');
    const coupon = await couponOf(t.database, 'corp@awesomestay.kr', 'MEMBER5000');
    const q = await corp.post(bookUrl(plan, 'OC'), { ...cond, couponUserIdx: coupon });
    const { saleAmount } = q.body.data.amounts;
    expect(q.body.data.maxUsablePoint).toBe(saleAmount - 5000 - 100);
    const over = await corp.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST, couponUserIdx: coupon, useUserPoint: saleAmount - 5000 - 99 });
    expect(over.status).toBe(400);
    expect(over.body.data.field).toBe('usePoint');
    const exact = await corp.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST, couponUserIdx: coupon, useUserPoint: saleAmount - 5000 - 100 });
    expect(exact.status).toBe(201);
    expect(exact.body.data.amounts).toMatchObject({ couponAmount: 5000, userPointAmount: saleAmount - 5100, totalAmount: 100 });
  });

  test('malformed input on the coupon routes is a 400 FAIL naming the field', async () => {
    const cases: [string, unknown, string][] = [
      [COUPONS, { couponIdx: 'x' }, 'couponIdx'],
      [COUPONS, { couponIdx: 0 }, 'couponIdx'],
      [COUPONS, {}, 'couponIdx'],
      [COUPONS, { couponIdx: 1, extra: 1 }, 'extra'],
      [`${COUPONS}/book`, { productIdx: plan.productIdx, rateplanIdx: plan.ratePlanIdx }, 'startDate'],
      [`${COUPONS}/book`, { productIdx: plan.productIdx, rateplanIdx: plan.ratePlanIdx, startDate: '2030-02-30' }, 'startDate'],
      [`${COUPONS}/book`, { productIdx: plan.productIdx, rateplanIdx: plan.ratePlanIdx, startDate: cond.checkInDate, endDate: cond.checkInDate }, 'endDate'],
      [`${COUPONS}/book`, { productIdx: plan.productIdx, rateplanIdx: plan.ratePlanIdx, startDate: day(t.now(), 400) }, 'startDate'],
      [`${COUPONS}/book`, { productIdx: -1, rateplanIdx: plan.ratePlanIdx, startDate: cond.checkInDate }, 'productIdx'],
      [bookUrl(plan, 'OC'), { ...cond, couponUserIdx: 'abc' }, 'couponUserIdx'],
    ];
    for (const [url, body, field] of cases) {
      const res = await member.post(url, body);
      expect([url, res.status, res.body.result, res.body.data.code]).toEqual([url, 400, 'FAIL', 'INVALID_INPUT']);
      expect(res.body.data.field).toBe(field);
    }
    expect((await member.get(`${COUPONS}/user?x=1`)).status).toBe(400);
  });
});
