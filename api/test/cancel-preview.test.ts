// Cancellation with a server-computed preview (modules/cancellation): the preview shows every
// figure, the confirm carrying its fingerprint refunds exactly those figures (and the refunds
// ledger records them once), and a fingerprint the
// booking no longer matches (the free-cancel date passed) is refused with 409 PREVIEW_CHANGED and
// the new preview, nothing changed. Concurrent confirms refund once (PostgreSQL when present).
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, pay, PAYMENT, setStock, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { cancelPlans, couponOf, couponRow, gatewayRow, setPrice } from './helpers/coupons';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

const BRONZE = 'bronze@awesomestay.kr';
const previewUrl = (orderNum: string) => `${CONTENT}/v1/lmses/${orderNum}/cancel-preview`;
const cancelUrl = (orderNum: string) => `${CONTENT}/v1/lmses/${orderNum}/cancel`;

describe.each(databaseTargets())('cancellation preview and confirm on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  let refundable: Plan & { cancelFreeDays: number | null };
  let offset = 30;

  const bookPaid = async (startIn: number, extra: Record<string, unknown> = {}) => {
    offset += 3;
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), startIn || offset), checkOutDate: day(t.now(), (startIn || offset) + 2), count: 1 };
    await setStock(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 5);
    await setPrice(t.database, refundable.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 70_000);
    const res = await member.post(`${bookUrl(refundable, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST, ...extra });
    expect(res.status).toBe(201);
    const created = res.body.data as { orderNum: string; amounts: { totalAmount: number }; cancelDate: string | null };
    const p = await pay(member, created.orderNum, 'card');
    const done = await member.post(`${PAYMENT}/payments/confirm`, { orderNum: created.orderNum, paymentKey: p.paymentKey, amount: p.amount });
    expect(done.body.data.payStatus).toBe('complete');
    return { ...created, paymentKey: p.paymentKey, amount: p.amount };
  };

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    await login(member, BRONZE);
    refundable = (await cancelPlans(t.database, true))[0]!;
  }, 180_000);
  afterAll(async () => t?.close());

  test('the confirm refunds exactly the preview: card, awesome cash and coupon', async () => {
    const coupon = await couponOf(t.database, BRONZE, 'MEMBER5000');
    const booked = await bookPaid(0, { couponUserIdx: coupon, usePoint: 1500 });

    expect((await new Agent(t.app).get(previewUrl(booked.orderNum))).status).toBe(401);
    const stranger = new Agent(t.app);
    await login(stranger, 'gold@awesomestay.kr');
    expect((await stranger.get(previewUrl(booked.orderNum))).status).toBe(404);

    const res = await member.get(previewUrl(booked.orderNum));
    expect(res.status).toBe(200);
    const preview = res.body.data.preview;
    expect(preview).toMatchObject({ allowed: true, refusal: null, rule: { kind: 'FREE_UNTIL', cancelDate: booked.cancelDate }, fee: { amount: 0 } });
    expect(preview.refunds).toEqual([
      { route: 'PAYMENT', method: 'card', amount: booked.amount, timing: 'BY_DATE', by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      { route: 'AWESOME_CASH', method: null, amount: 1500, timing: 'IMMEDIATE', by: null },
    ]);
    expect(preview.coupon).toMatchObject({ returned: true, usable: true, reason: 'FREE_CANCEL' });

    const bad = await member.put(cancelUrl(booked.orderNum), { fingerprint: 'nothex' });
    expect(bad.status).toBe(400);

    const started = performance.now();
    const done = await member.put(cancelUrl(booked.orderNum), { fingerprint: preview.fingerprint });
    console.info(`[cancel figures ${target.name}] confirm of a preview -> refunded: ${(performance.now() - started).toFixed(1)} ms`);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ orderProductStatus: 'cancel', cancelAmount: booked.amount, cancelPointAmount: 1500, couponReturned: true });
    expect(done.body.data.preview.fingerprint).toBe(preview.fingerprint);
    expect(await gatewayRow(t.database, booked.paymentKey)).toMatchObject({ canceled_amount: booked.amount });
    expect((await couponRow(t.database, coupon)).state).toBe('unused');
    // The refunds ledger records exactly what was previewed, one row per route, plus the coupon.
    const ledger = [
      { scope: 'WHOLE', route: 'PAYMENT', method: 'card', amount: booked.amount, timing: 'BY_DATE', by: preview.refunds[0].by },
      { scope: 'WHOLE', route: 'AWESOME_CASH', method: null, amount: 1500, timing: 'IMMEDIATE', by: null },
      { scope: 'WHOLE', route: 'COUPON', method: null, amount: preview.coupon.amount, timing: 'IMMEDIATE', by: null },
    ];
    expect(done.body.data.refunds).toEqual(ledger.map((l) => ({ ...l, at: expect.any(String) })));
    // ... and the booking detail reads it back.
    const detail = await member.get(`${CONTENT}/v1/books/num/${booked.orderNum}/img-count/1`);
    expect(detail.body.data.refunds).toEqual(done.body.data.refunds);
    expect(detail.body.data.amounts.cancelAmount).toBe(booked.amount);

    const after = await member.get(previewUrl(booked.orderNum));
    expect(after.body.data.preview).toMatchObject({ allowed: false, refusal: 'ALREADY_CANCELLED', refunds: [] });
    // Everything came back: nothing is still paid, and nothing is kept as a fee.
    expect(after.body.data.preview).toMatchObject({ paid: [], paidTotal: 0, fee: { amount: 0 } });
  });

  test('five confirms of one preview at once refund once, awesome cash back once', async () => {
    const booked = await bookPaid(0, { usePoint: 1000 });
    const { fingerprint } = (await member.get(previewUrl(booked.orderNum))).body.data.preview;
    const answers = await Promise.all(Array.from({ length: 5 }, () => member.put(cancelUrl(booked.orderNum), { fingerprint })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await gatewayRow(t.database, booked.paymentKey)).toMatchObject({ canceled_amount: booked.amount });
    const rows = await rawRows<{ n: number; total: number }>(t.database.orm, sql`select count(*)::int as n, coalesce(sum(amount), 0)::int as total from point_ledger where order_num = ${booked.orderNum} and action_type = 'CANCEL'`);
    expect(rows[0]).toEqual({ n: 1, total: 1000 });
    const ledger = await rawRows<{ route: string; amount: number }>(t.database.orm, sql`select r.route, r.amount from order_refunds r join orders o on o.idx = r.order_idx where o.order_num = ${booked.orderNum} order by r.idx`);
    expect(ledger).toEqual([
      { route: 'PAYMENT', amount: booked.amount },
      { route: 'AWESOME_CASH', amount: 1000 },
    ]);
  });

  // Moves the clock: keep it last.
  test('a preview made before the free-cancel date passed is refused with the new preview, nothing changes', async () => {
    const booked = await bookPaid((refundable.cancelFreeDays ?? 0) + 1);
    expect(booked.cancelDate).toBe(day(t.now(), 1));
    const { preview } = (await member.get(previewUrl(booked.orderNum))).body.data;
    expect(preview.allowed).toBe(true);

    t.advance(2 * 86_400);
    await login(member, BRONZE);
    const res = await member.put(cancelUrl(booked.orderNum), { fingerprint: preview.fingerprint });
    expect(res.status).toBe(409);
    expect(res.body.data.code).toBe('PREVIEW_CHANGED');
    expect(res.body.data.preview).toMatchObject({ allowed: false, refusal: 'CANCEL_NOT_ALLOWED', rule: { kind: 'DEADLINE_PASSED' }, refundTotal: 0 });
    expect(await gatewayRow(t.database, booked.paymentKey)).toMatchObject({ state: 'DONE', canceled_amount: 0 });
  });
});
