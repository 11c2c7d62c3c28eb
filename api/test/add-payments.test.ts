// Additional payments (SPEC §3, §7 POST /v1/add-payments) on every database target: prepared for
// the server's amount, approved at the sandbox gateway, confirmed through the payment service's
// /payments/confirm with one charge however often it is replayed; a tampered amount or a declined
// payment changes nothing else.
import { sql } from 'drizzle-orm';
import { Agent } from './helpers/agent';
import { CONTENT, PAYMENT } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { countOf, insertAddPay } from './helpers/vouchers';

describe.each(databaseTargets())('additional payments on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  /** Gold's seeded upcoming booking (ASDEMO3U) and its unpaid extra bed. */
  let booking: { orderNum: string; orderProductIdx: number; addPays: { orderAddPayIdx: number; orderAddPayAmount: number }[] };

  const snapshot = () =>
    countOf(
      t.database,
      sql`select coalesce(sum(hashtext(o.status || o.hold_state || o.total_amount || coalesce(o.check_in_date::text, '') || p.pay_status || p.amount || d.stock)), 0)::int as n
          from orders o join payments p on p.order_idx = o.idx join daily_rates d on d.rate_plan_idx = o.rate_plan_idx and d.stay_date >= o.check_in_date and d.stay_date < o.check_out_date
          where o.order_num = ${booking.orderNum}`,
    );
  const prepare = (agent: Agent, addPayIdx: number, method = 'card', extra: Record<string, unknown> = {}) =>
    agent.post(`${CONTENT}/v1/add-payments`, { orderAddPayIdx: addPayIdx, orderProductIdx: booking.orderProductIdx, method, ...extra });
  const decide = (agent: Agent, checkoutUrl: string, action: string) => agent.get(`${checkoutUrl}/decide?action=${action}`);
  const confirm = (agent: Agent, paymentKey: string, amount: number) => agent.post(`${PAYMENT}/payments/confirm`, { orderNum: booking.orderNum, paymentKey, amount });
  const captures = (paymentKey: string) => countOf(t.database, sql`select coalesce(sum(captures), 0)::int as n from sandbox_gateway_payments where payment_key = ${paymentKey}`);

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    await login(member, 'gold@awesomestay.kr');
    booking = (await member.get(`${CONTENT}/v1/books/num/ASDEMO3U/img-count/1`)).body.data;
  }, 180_000);
  afterAll(async () => t?.close());

  test('prepare -> approve at the sandbox -> confirm x4 at once: one charge, paid once, the booking untouched', async () => {
    const before = await snapshot();
    const [extraBed] = booking.addPays;
    expect(extraBed).toMatchObject({ orderAddPayAmount: 30_000 });
    const prepared = await prepare(member, extraBed!.orderAddPayIdx, 'kakaopay', { successUrl: `/lms/${booking.orderNum}?done=1` });
    expect(prepared.status).toBe(200);
    expect(prepared.body.data).toMatchObject({ orderNum: booking.orderNum, amount: 30_000, method: 'kakaopay', methodLabel: '카카오페이', checkoutUrl: expect.stringContaining('/sandbox/checkout/') });
    // A double click gets the same gateway payment.
    expect((await prepare(member, extraBed!.orderAddPayIdx, 'kakaopay')).body.data.paymentKey).toBe(prepared.body.data.paymentKey);
    const { paymentKey, checkoutUrl } = prepared.body.data;
    const back = await decide(member, checkoutUrl, 'approve');
    expect(String(back.headers.location)).toMatch(new RegExp(`^/lms/${booking.orderNum}\\?done=1&paymentKey=${paymentKey}&orderId=${booking.orderNum}&amount=30000$`));

    const tampered = await confirm(member, paymentKey, 100);
    expect(tampered.status).toBe(409);
    expect(tampered.body.data).toMatchObject({ code: 'AMOUNT_MISMATCH', amount: 30_000 });
    expect(await captures(paymentKey)).toBe(0);

    const replies = await Promise.all(Array.from({ length: 4 }, () => confirm(member, paymentKey, 30_000)));
    for (const r of replies) expect(r.body).toMatchObject({ result: 'SUCCESS', data: { orderNum: booking.orderNum, payStatus: 'complete', orderAddPayStatus: true, orderAddPayIdx: extraBed!.orderAddPayIdx, amount: 30_000 } });
    const replay = await confirm(member, paymentKey, 30_000);
    expect(replay.body.data.payDate).toBe(replies[0]!.body.data.payDate);
    expect(await captures(paymentKey)).toBe(1);
    expect(await countOf(t.database, sql`select count(*)::int as n from order_add_pay_payments where payment_key = ${paymentKey} and pay_status = 'complete'`)).toBe(1);

    const content = await member.get(`${CONTENT}/v1/books/num/${booking.orderNum}/img-count/1`);
    expect(content.body.data.addPays).toEqual([expect.objectContaining({ orderAddPayIdx: extraBed!.orderAddPayIdx, orderAddPayStatus: true })]);
    expect(content.body.data).toMatchObject({ orderProductStatus: 'confirm', payStatus: 'complete' });
    expect(await snapshot()).toBe(before);
    const paidAgain = await prepare(member, extraBed!.orderAddPayIdx);
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.data.code).toBe('ALREADY_PAID');
  });

  test('a declined additional payment changes nothing else and can be paid again; an abandoned one through /payments/fail', async () => {
    const before = await snapshot();
    const second = await insertAddPay(t.database, booking.orderProductIdx, 15_000);
    const declined = (await prepare(member, second.idx, 'card')).body.data;
    expect((await decide(member, declined.checkoutUrl, 'decline')).headers.location).toContain('code=PAY_DECLINED');
    const refused = await confirm(member, declined.paymentKey, 15_000);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ code: 'PAYMENT_DECLINED', failCode: 'PAY_DECLINED' });
    expect(refused.body.data.message).toContain('예약은 그대로');
    expect(await snapshot()).toBe(before);
    expect(await countOf(t.database, sql`select count(*)::int as n from order_add_pays where idx = ${second.idx} and state = 'READY'`)).toBe(1);

    const abandoned = (await prepare(member, second.idx, 'naverpay')).body.data;
    await decide(member, abandoned.checkoutUrl, 'abandon');
    const failed = await member.post(`${PAYMENT}/payments/fail`, { orderNum: booking.orderNum, paymentKey: abandoned.paymentKey });
    expect(failed.body.data).toMatchObject({ payStatus: 'fail', failCode: 'USER_CANCEL', orderAddPayStatus: false, orderProductStatus: 'confirm' });

    const retry = (await prepare(member, second.idx, 'card')).body.data;
    expect(retry.paymentKey).not.toBe(declined.paymentKey);
    await decide(member, retry.checkoutUrl, 'approve');
    expect((await confirm(member, retry.paymentKey, 15_000)).body.data).toMatchObject({ payStatus: 'complete', orderAddPayStatus: true });
    // Replaying the declined key charges nothing: the additional payment is paid (by the retry).
    const replayed = await confirm(member, declined.paymentKey, 15_000);
    expect(replayed.status).toBe(409);
    expect(replayed.body.data.code).toBe('ALREADY_PAID');
    expect(await countOf(t.database, sql`select coalesce(sum(captures), 0)::int as n from sandbox_gateway_payments where payment_key in (${declined.paymentKey}, ${abandoned.paymentKey}, ${retry.paymentKey})`)).toBe(1);
    expect(await snapshot()).toBe(before);
  });

  test('someone else’s, unknown or mismatched additional payment is 404; visitors 401; malformed 400', async () => {
    const [extraBed] = booking.addPays;
    const silver = new Agent(t.app);
    await login(silver, 'silver@awesomestay.kr');
    const other = await prepare(silver, extraBed!.orderAddPayIdx);
    expect(other.status).toBe(404);
    expect(other.body.data.code).toBe('ADD_PAY_NOT_FOUND');
    expect((await member.post(`${CONTENT}/v1/add-payments`, { orderAddPayIdx: extraBed!.orderAddPayIdx, orderProductIdx: booking.orderProductIdx + 1, method: 'card' })).body.data.code).toBe('ADD_PAY_NOT_FOUND');
    expect((await prepare(member, 999_999)).status).toBe(404);
    expect((await prepare(new Agent(t.app), extraBed!.orderAddPayIdx)).status).toBe(401);
    for (const body of [{ method: 'cash' }, { orderAddPayIdx: '1' }, { orderAddPayIdx: 0 }, { successUrl: 'https://evil.example' }, { extra: true }]) {
      const bad = await member.post(`${CONTENT}/v1/add-payments`, { orderAddPayIdx: extraBed!.orderAddPayIdx, orderProductIdx: booking.orderProductIdx, method: 'card', ...body });
      expect(bad.status).toBe(400);
      expect(bad.body.data.code).toBe('INVALID_INPUT');
    }
    // An additional payment's key confirmed against another of the member's orders is not found.
    const second = await insertAddPay(t.database, booking.orderProductIdx, 5_000);
    const p = (await prepare(member, second.idx)).body.data;
    const wrongOrder = await member.post(`${PAYMENT}/payments/confirm`, { orderNum: 'ASDEMO3V', paymentKey: p.paymentKey, amount: 5_000 });
    expect(wrongOrder.status).toBe(404);
  });

  // Last: it cancels the booking the tests above use.
  test('cancelling the booking refunds its paid additional payments with it, once', async () => {
    const paid = await countOf(t.database, sql`select coalesce(sum(p.amount), 0)::int as n from order_add_pay_payments p join order_add_pays a on a.idx = p.add_pay_idx where a.order_idx = ${booking.orderProductIdx} and p.pay_status = 'complete'`);
    expect(paid).toBe(45_000); // the extra bed (30,000) and the second one (15,000) paid above
    const main = await countOf(t.database, sql`select total_amount as n from orders where order_num = ${booking.orderNum}`);
    const cancel = await member.put(`${CONTENT}/v1/lmses/${booking.orderNum}/cancel`, {});
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ orderProductStatus: 'cancel', cancelAmount: main + paid });
    expect(await countOf(t.database, sql`select count(*)::int as n from order_add_pay_payments p join order_add_pays a on a.idx = p.add_pay_idx where a.order_idx = ${booking.orderProductIdx} and p.pay_status = 'complete'`)).toBe(0);
    // At the gateway: every charged additional payment is refunded in full.
    expect(
      await countOf(t.database, sql`select coalesce(sum(g.canceled_amount), 0)::int as n from sandbox_gateway_payments g join order_add_pay_payments p on p.payment_key = g.payment_key where p.pay_status = 'cancel'`),
    ).toBe(paid);
    expect((await member.put(`${CONTENT}/v1/lmses/${booking.orderNum}/cancel`, {})).body.data.code).toBe('ALREADY_CANCELLED');
  });
});
