// Partial cancellation on a real PostgreSQL server (PGlite serialises everything and would hide the
// race): five confirms of one room of a two-room booking at once refund once; a replay of the same
// confirm refunds nothing; the coupon stays with the booking until the rest is cancelled, and then
// comes back once; points never go negative and come back in full over both cancels.
import { claimPart } from '../src/modules/cancellation/use-cases/close';
import { stores } from './helpers/stores';
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, pay, PAYMENT, setStock, stockOf } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { cancelPlans, couponOf, couponRow, gatewayRow, paymentRow, setPrice } from './helpers/coupons';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { gatewayFor } from '../src/modules/payment';

const postgres = databaseTargets().find((target) => target.name === 'postgres');
if (!postgres) console.warn('partial cancellation race test SKIPPED: need PostgreSQL (DATABASE_URL or 127.0.0.1:5432)');

const GOLD = 'gold@awesomestay.kr';

(postgres ? describe : describe.skip)('partial cancellation races (postgres)', () => {
  let t: TestApp;
  let gold: Agent;
  const count = async (query: ReturnType<typeof sql>) => Number((await rawRows<{ n: number }>(t.database.orm, query))[0]!.n);
  const codes = (replies: { status: number; body: { data: { code?: string } } }[]) => replies.map((r) => (r.status < 300 ? String(r.status) : r.body.data.code)).sort();

  beforeAll(async () => {
    t = await build(postgres!);
    gold = new Agent(t.app);
    await login(gold, GOLD);
  }, 180_000);
  afterAll(async () => t?.close());

  test('five confirms of one room at once: one refund of half, one room back, coupon kept; the rest later refunds the remainder once', async () => {
    const plan = (await cancelPlans(t.database, true))[1]!;
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 60 + (plan.cancelFreeDays ?? 0)), checkOutDate: day(t.now(), 62 + (plan.cancelFreeDays ?? 0)), count: 2 };
    await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 70_000);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 3);
    const coupon = await couponOf(t.database, GOLD, 'MEMBER10PCT');
    const pointsBefore = (await gold.get('/api/service/auth/points')).body.data.point as number;
    const created = await gold.post(`${bookUrl(plan, 'MC')}/order`, { ...cond, ...DOMESTIC_GUEST, couponUserIdx: coupon, usePoint: 3001 });
    expect(created.status).toBe(201);
    const { orderNum } = created.body.data;
    const p = await pay(gold, orderNum, 'card');
    expect((await gold.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey: p.paymentKey, amount: p.amount })).body.data.payStatus).toBe('complete');
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([1, 1]);
    const booking = (await gold.get(`${CONTENT}/v1/books/num/${orderNum}/img-count/1`)).body.data;
    const id = booking.orderProductIdx as number;
    expect(booking.partCancel).toEqual({ room: true, maxNights: 1 });

    const shown = (await gold.get(`${CONTENT}/v1/books/part-cancel/${id}/preview?kind=ROOM`)).body.data.preview;
    expect(shown.allowed).toBe(true);
    expect(shown.coupon).toMatchObject({ returned: false, reason: 'PARTIAL_KEEPS' });
    // Two adults in two rooms: both fit the room left, nobody has to choose.
    expect(shown.guests).toMatchObject({ status: 'ALL_STAY', after: { adults: 2, childAges: [] }, rooms: 1 });
    const cardBack = shown.refunds.find((r: { route: string }) => r.route === 'PAYMENT').amount as number;
    const cashBack = shown.refunds.find((r: { route: string }) => r.route === 'AWESOME_CASH').amount as number;
    expect(cardBack).toBe(Math.floor(p.amount / 2));
    expect(cashBack).toBe(1500);

    const confirm = { kind: 'ROOM', fingerprint: shown.fingerprint };
    const replies = await Promise.all(Array.from({ length: 5 }, () => gold.put(`${CONTENT}/v1/books/part-cancel/${id}`, confirm)));
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(codes(replies)).toEqual(['200', 'PREVIEW_CHANGED', 'PREVIEW_CHANGED', 'PREVIEW_CHANGED', 'PREVIEW_CHANGED']);
    const won = replies.find((r) => r.status === 200)!.body.data;
    expect(won).toMatchObject({ payStatus: 'partialCanceled', rooms: 1, cancelAmount: cardBack, cancelPointAmount: cashBack, couponReturned: false });
    // The refused confirms carry the new preview: under way, or one room left and nothing more to take off.
    for (const r of replies.filter((x) => x.status === 409)) expect(['CANCEL_IN_PROGRESS', 'NOT_DIVISIBLE']).toContain(r.body.data.preview.refusal);

    // A replay of the same confirm later: a new preview, no second refund.
    const replay = await gold.put(`${CONTENT}/v1/books/part-cancel/${id}`, confirm);
    expect(replay.status).toBe(409);
    expect(replay.body.data.code).toBe('PREVIEW_CHANGED');

    expect(await gatewayRow(t.database, p.paymentKey)).toMatchObject({ state: 'PARTIAL_CANCELED', captures: 1, canceled_amount: cardBack });
    expect(await paymentRow(t.database, p.paymentKey)).toMatchObject({ pay_status: 'complete', cancel_amount: cardBack });
    expect(await count(sql`select count(*)::int as n from order_part_cancels o join orders x on x.idx = o.order_idx where x.order_num = ${orderNum} and o.pay_status = 'partialCanceled'`)).toBe(1);
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([2, 2]);
    expect(await count(sql`select count(*)::int as n from point_ledger where order_num = ${orderNum} and action_type = 'CANCEL'`)).toBe(1);
    expect((await gold.get('/api/service/auth/points')).body.data.point).toBe(pointsBefore - 3001 + cashBack);
    expect((await couponRow(t.database, coupon)).state).not.toBe('unused');
    const after = (await gold.get(`${CONTENT}/v1/books/num/${orderNum}/img-count/1`)).body.data;
    expect(after).toMatchObject({ count: 1, adtCnt: 2, cancelledRooms: 1, payStatus: 'partialCanceled', orderProductStatus: 'confirm' });
    expect(after.amounts.totalAmount).toBe(p.amount - cardBack);

    // The rest, cancelled whole: the remainder comes back once, and the coupon with it.
    const rest = await gold.put(`${CONTENT}/v1/lmses/${orderNum}/cancel`, {});
    expect(rest.status).toBe(200);
    expect(rest.body.data.cancelAmount).toBe(p.amount - cardBack);
    expect(rest.body.data.couponReturned).toBe(true);
    expect(await gatewayRow(t.database, p.paymentKey)).toMatchObject({ state: 'CANCELED', canceled_amount: p.amount });
    expect(await paymentRow(t.database, p.paymentKey)).toMatchObject({ pay_status: 'cancel', cancel_amount: p.amount });
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([3, 3]);
    expect((await gold.get('/api/service/auth/points')).body.data.point).toBe(pointsBefore);
    expect((await couponRow(t.database, coupon)).state).toBe('unused');
    // The refunds ledger holds both cancellations, route by route, and adds up to everything paid.
    const ledger = (await gold.get(`${CONTENT}/v1/books/num/${orderNum}/img-count/1`)).body.data.refunds as { scope: string; route: string; amount: number }[];
    expect(ledger.map((r) => [r.scope, r.route, r.amount])).toEqual([
      ['ROOM', 'PAYMENT', cardBack],
      ['ROOM', 'AWESOME_CASH', cashBack],
      ['WHOLE', 'PAYMENT', p.amount - cardBack],
      ['WHOLE', 'AWESOME_CASH', 3001 - cashBack],
      ['WHOLE', 'COUPON', expect.any(Number)],
    ]);
  });

  test('a partial cancel left behind by a dead process (refund made, booking not shrunk) is finished by the next confirm, refunding nothing twice', async () => {
    const plan = (await cancelPlans(t.database, true))[1]!;
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 70 + (plan.cancelFreeDays ?? 0)), checkOutDate: day(t.now(), 72 + (plan.cancelFreeDays ?? 0)), count: 2 };
    await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 50_000);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 2);
    const created = await gold.post(`${bookUrl(plan, 'MC')}/order`, { ...cond, ...DOMESTIC_GUEST });
    const { orderNum } = created.body.data;
    const p = await pay(gold, orderNum, 'card');
    await gold.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey: p.paymentKey, amount: p.amount });
    const id = (await gold.get(`${CONTENT}/v1/books/num/${orderNum}/img-count/1`)).body.data.orderProductIdx as number;
    const shown = (await gold.get(`${CONTENT}/v1/books/part-cancel/${id}/preview?kind=NIGHTS&nights=1`)).body.data.preview;
    // The dead process: claimed and refunded at the gateway, then nothing.
    const order = (await stores(t.app).orders.byNum(orderNum))!;
    const part = (await claimPart(t.app.database.orm, order, shown, t.now()))!;
    await gatewayFor(t.database, t.now).cancel(p.paymentKey, part.paymentRefund);
    const early = await gold.put(`${CONTENT}/v1/books/part-cancel/${id}`, { kind: 'NIGHTS', nights: 1, fingerprint: shown.fingerprint });
    expect(early.status).toBe(409);
    expect(early.body.data.preview.refusal).toBe('CANCEL_IN_PROGRESS');

    t.advance(61);
    await login(gold, GOLD);
    const taken = await gold.put(`${CONTENT}/v1/books/part-cancel/${id}`, { kind: 'NIGHTS', nights: 1, fingerprint: shown.fingerprint });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ nights: 1, checkoutDate: day(t.now(), 71 + (plan.cancelFreeDays ?? 0)) });
    expect(await gatewayRow(t.database, p.paymentKey)).toMatchObject({ canceled_amount: part.paymentRefund });
    expect(await paymentRow(t.database, p.paymentKey)).toMatchObject({ cancel_amount: part.paymentRefund });
    expect(await stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate)).toEqual([0, 2]);
  });

  test('bad input changes nothing: 400 for a malformed confirm, 404 for someone else\'s booking, 401 for visitors', async () => {
    const bad = await gold.put(`${CONTENT}/v1/books/part-cancel/abc`, { kind: 'ROOM', fingerprint: 'x' });
    expect(bad.status).toBe(400);
    const unknown = await gold.get(`${CONTENT}/v1/books/part-cancel/999999/preview?kind=ROOM`);
    expect(unknown.status).toBe(404);
    const visitor = await new Agent(t.app).get(`${CONTENT}/v1/books/part-cancel/1/preview?kind=ROOM`);
    expect(visitor.status).toBe(401);
  });
});
