// Cancellation with refund and the PAYING reconciliation on every database target (booking README
// "Cancellation", "Reconciliation"): a paid booking cancelled within its free-cancel date is
// refunded at the gateway and gives its rooms, points and coupon back once; after the date nothing
// changes; an order a crashed confirm left PAYING is settled from what the gateway says.
import { stores } from './helpers/stores';
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { gatewayFor } from '../src/modules/payment';
import { reconcilePaying } from '../src/modules/booking';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, pay, PAYMENT, setStock, stockOf, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { cancelPlans, couponOf, couponRow, gatewayRow, paymentRow, setPrice } from './helpers/coupons';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

const BRONZE = 'bronze@awesomestay.kr';
const cancelUrl = (orderNum: string) => `${CONTENT}/v1/lmses/${orderNum}/cancel`;

describe.each(databaseTargets())('cancellation and reconciliation on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  let refundable: Plan & { cancelFreeDays: number | null };
  let offset = 20;

  const stayOf = (plan: Plan & { cancelFreeDays: number | null }, nights = 2) => {
    offset += 3;
    // Far enough ahead that today is within the free-cancel days.
    const start = offset + (plan.cancelFreeDays ?? 0);
    return { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), start), checkOutDate: day(t.now(), start + nights), count: 1 };
  };
  const book = async (agent: Agent, plan: Plan, cond: ReturnType<typeof stayOf>, extra: Record<string, unknown> = {}) => {
    await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 60_000);
    const res = await agent.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST, ...extra });
    expect(res.status).toBe(201);
    return res.body.data as { orderNum: string; amounts: { totalAmount: number; pointAmount: number }; cancelDate: string | null };
  };
  const payNow = async (agent: Agent, orderNum: string) => {
    const p = await pay(agent, orderNum, 'card');
    const done = await agent.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey: p.paymentKey, amount: p.amount });
    expect(done.body.data.payStatus).toBe('complete');
    return p;
  };
  const points = async (agent: Agent = member) => (await agent.get('/api/service/auth/points')).body.data.point as number;
  const order = async (orderNum: string) => (await rawRows<{ idx: number; status: string; hold_state: string }>(t.database.orm, sql`select idx, status, hold_state from orders where order_num = ${orderNum}`))[0]!;

  beforeAll(async () => {
    // The reconciliation runs when this test says, not on the app's timer.
    const saved = process.env.PAYING_RECONCILE_INTERVAL_SECONDS;
    process.env.PAYING_RECONCILE_INTERVAL_SECONDS = '0';
    t = await build(target);
    if (saved === undefined) delete process.env.PAYING_RECONCILE_INTERVAL_SECONDS;
    else process.env.PAYING_RECONCILE_INTERVAL_SECONDS = saved;
    member = new Agent(t.app);
    await login(member, BRONZE);
    refundable = (await cancelPlans(t.database, true))[0]!;
  }, 180_000);
  afterAll(async () => t?.close());

  test('a paid booking within its free-cancel date: refunded once, rooms, points and coupon back', async () => {
    const cond = stayOf(refundable);
    await setStock(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 2);
    const coupon = await couponOf(t.database, BRONZE, 'MEMBER5000');
    const before = await points();
    const created = await book(member, refundable, cond, { couponUserIdx: coupon, usePoint: 1200 });
    const { paymentKey, amount } = await payNow(member, created.orderNum);
    expect((await couponRow(t.database, coupon)).state).toBe('used');
    expect(await stockOf(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([1, 1]);

    expect((await new Agent(t.app).put(cancelUrl(created.orderNum), {})).status).toBe(401);
    const stranger = new Agent(t.app);
    await login(stranger, 'silver@awesomestay.kr');
    const notYours = await stranger.put(cancelUrl(created.orderNum), {});
    expect(notYours.status).toBe(404);
    expect(notYours.body.data.code).toBe('ORDER_NOT_FOUND');

    const res = await member.put(cancelUrl(created.orderNum), { reason: '일정 변경' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderNum: created.orderNum, orderProductStatus: 'cancel', payStatus: 'cancel', cancelAmount: amount, cancelPointAmount: 1200, couponReturned: true });
    expect(Date.parse(res.body.data.cancelDate)).not.toBeNaN();
    // The gateway shows the refund; our payment records it.
    expect(await gatewayRow(t.database, paymentKey)).toMatchObject({ state: 'CANCELED', captures: 1, canceled_amount: amount });
    expect(await paymentRow(t.database, paymentKey)).toMatchObject({ pay_status: 'cancel', cancel_amount: amount });
    expect((await paymentRow(t.database, paymentKey)).cancel_date).not.toBeNull();
    expect(await order(created.orderNum)).toMatchObject({ status: 'cancel', hold_state: 'RELEASED' });
    expect(await stockOf(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([2, 2]);
    expect(await points()).toBe(before);
    expect(await couponRow(t.database, coupon)).toEqual({ state: 'unused', order_idx: null });

    const twice = await member.put(cancelUrl(created.orderNum), {});
    expect(twice.status).toBe(409);
    expect(twice.body.data).toMatchObject({ code: 'ALREADY_CANCELLED', message: '이미 취소된 예약입니다.' });
    expect(await stockOf(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([2, 2]);
    expect((await gatewayRow(t.database, paymentKey)).canceled_amount).toBe(amount);
  });

  test('an unpaid hold is released: rooms, points and coupon back, its open payment voided', async () => {
    const cond = stayOf(refundable);
    await setStock(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 1);
    const coupon = await couponOf(t.database, BRONZE, 'MEMBER10PCT');
    const before = await points();
    const created = await book(member, refundable, cond, { couponUserIdx: coupon, usePoint: 500 });
    const prepared = await member.post(`${PAYMENT}/payments/prepare`, { orderNum: created.orderNum, method: 'card' });
    const res = await member.put(cancelUrl(created.orderNum));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderProductStatus: 'cancel', cancelAmount: 0, cancelPointAmount: 500, couponReturned: true });
    expect(await stockOf(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([1, 1]);
    expect(await points()).toBe(before);
    expect((await couponRow(t.database, coupon)).state).toBe('unused');
    expect((await gatewayRow(t.database, prepared.body.data.paymentKey)).state).toBe('CANCELED');
    expect((await member.put(cancelUrl(created.orderNum), {})).body.data.code).toBe('ALREADY_CANCELLED');
  });

  test('a non-refundable booking cannot be cancelled, and nothing changes', async () => {
    const plan = (await cancelPlans(t.database, false))[0];
    if (!plan) return console.warn('no non-refundable rate plan in the seed: not exercised');
    const cond = stayOf(plan);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 2);
    const created = await book(member, plan, cond);
    expect(created.cancelDate).toBeNull();
    const { paymentKey } = await payNow(member, created.orderNum);
    const res = await member.put(cancelUrl(created.orderNum), {}, { headers: { 'accept-language': 'ja' } });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ code: 'CANCEL_NOT_ALLOWED', message: expect.stringContaining('キャンセル') });
    expect(await order(created.orderNum)).toMatchObject({ status: 'confirm', hold_state: 'SOLD' });
    expect(await gatewayRow(t.database, paymentKey)).toMatchObject({ state: 'DONE', canceled_amount: 0 });
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([1, 1]);
  });

  test('PAYING reconciliation: captured -> paid, approved only -> captured and paid, undecided -> voided and released', async () => {
    const gateway = gatewayFor(t.database, t.now);
    const cond = stayOf(refundable, 1);
    await setStock(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 3);
    const coupon = await couponOf(t.database, BRONZE, 'MEMBER5000');
    const before = await points();
    /** A confirm that claimed the order and died: after the gateway call (`captured`), before it, or before the buyer decided. */
    const crashed = async (stage: 'captured' | 'approved' | 'undecided', extra: Record<string, unknown> = {}) => {
      const created = await member.post(`${bookUrl(refundable, 'OO')}/order`, { ...cond, ...DOMESTIC_GUEST, ...extra });
      expect(created.status).toBe(201);
      const { orderNum } = created.body.data;
      const p = stage === 'undecided' ? { paymentKey: (await member.post(`${PAYMENT}/payments/prepare`, { orderNum, method: 'card' })).body.data.paymentKey, amount: 0 } : await pay(member, orderNum);
      const o = await order(orderNum);
      expect(await stores(t.app).orders.claimForPayment(o.idx, t.now())).toBe(true);
      if (stage === 'captured') expect((await gateway.confirm(p.paymentKey, orderNum, p.amount)).status).toBe('approved');
      return { orderNum, paymentKey: p.paymentKey };
    };
    const captured = await crashed('captured');
    const approved = await crashed('approved');
    const undecided = await crashed('undecided', { couponUserIdx: coupon, usePoint: 700 });
    expect(await stockOf(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([0]);

    // Not a minute yet: a confirm may still be talking to the gateway.
    expect(await reconcilePaying(t.app.database.orm, gateway, t.now())).toEqual({ paid: 0, released: 0, refunded: 0 });
    t.advance(61);
    expect(await reconcilePaying(t.app.database.orm, gateway, t.now())).toEqual({ paid: 2, released: 1, refunded: 0 });

    for (const done of [captured, approved]) {
      expect(await order(done.orderNum)).toMatchObject({ status: 'confirm', hold_state: 'SOLD' });
      expect(await paymentRow(t.database, done.paymentKey)).toMatchObject({ pay_status: 'complete' });
      expect(await gatewayRow(t.database, done.paymentKey)).toMatchObject({ state: 'DONE', captures: 1 });
    }
    expect(await order(undecided.orderNum)).toMatchObject({ status: 'cancel', hold_state: 'RELEASED' });
    expect(await paymentRow(t.database, undecided.paymentKey)).toMatchObject({ pay_status: 'fail' });
    expect((await gatewayRow(t.database, undecided.paymentKey)).state).toBe('CANCELED');
    expect(await stockOf(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([1]);
    expect((await couponRow(t.database, coupon)).state).toBe('unused');
    await login(member, BRONZE);
    expect(await points()).toBe(before);
    // Settled once: nothing left for the next run.
    t.advance(61);
    expect(await reconcilePaying(t.app.database.orm, gateway, t.now())).toEqual({ paid: 0, released: 0, refunded: 0 });
  });

  test('malformed input on the cancel route is a 400 FAIL', async () => {
    await login(member, BRONZE);
    for (const [url, body, field] of [
      [`${CONTENT}/v1/lmses/abc/cancel`, {}, 'orderNum'],
      [cancelUrl('AS2401010000'), { reason: 12 }, 'reason'],
      [cancelUrl('AS2401010000'), { extra: true }, 'extra'],
    ] as const) {
      const res = await member.put(url, body);
      expect([url, res.status, res.body.data.code]).toEqual([url, 400, 'INVALID_INPUT']);
      expect(res.body.data.field).toBe(field);
    }
    expect((await member.put(cancelUrl('AS2401010000'), [1])).status).toBe(400);
    expect((await member.put(cancelUrl('AS2401010000'), {})).body.data.code).toBe('ORDER_NOT_FOUND');
  });

  // Moves the clock by days: keep it last.
  test('free cancellation ends after the cancel date (Korean day): on it refunded, after it 409', async () => {
    await login(member, BRONZE);
    const cond = stayOf({ ...refundable, cancelFreeDays: refundable.cancelFreeDays });
    // Check-in so that the free-cancel date is two days from today.
    const checkIn = day(t.now(), (refundable.cancelFreeDays ?? 0) + 2);
    const stay = { ...cond, checkInDate: checkIn, checkOutDate: day(t.now(), (refundable.cancelFreeDays ?? 0) + 4) };
    await setStock(t.database, refundable.ratePlanIdx, stay.checkInDate, stay.checkOutDate, 5);
    // Each paid before the next is booked: a new hold of the same stay replaces an unpaid one (hold limits).
    const onTheDay = await book(member, refundable, stay);
    expect(onTheDay.cancelDate).toBe(day(t.now(), 2));
    await payNow(member, onTheDay.orderNum);
    const afterIt = await book(member, refundable, stay);
    const late = await payNow(member, afterIt.orderNum);

    t.advance(2 * 86_400);
    await login(member, BRONZE);
    const ok = await member.put(cancelUrl(onTheDay.orderNum), {});
    expect(ok.status).toBe(200);
    expect(ok.body.data.cancelAmount).toBe(onTheDay.amounts.totalAmount);

    t.advance(86_400);
    await login(member, BRONZE);
    const refused = await member.put(cancelUrl(afterIt.orderNum), {});
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ code: 'CANCEL_NOT_ALLOWED', cancelDate: afterIt.cancelDate });
    expect(await order(afterIt.orderNum)).toMatchObject({ status: 'confirm', hold_state: 'SOLD' });
    expect(await gatewayRow(t.database, late.paymentKey)).toMatchObject({ state: 'DONE', canceled_amount: 0 });
    expect(await stockOf(t.database, refundable.ratePlanIdx, stay.checkInDate, stay.checkOutDate)).toEqual([4, 4]);
  });
});
