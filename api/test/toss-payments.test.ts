// Booking payments through Toss Payments (PAYMENT_GATEWAY=toss) against the Toss double
// (test/doubles/toss-double.ts: Toss's request checks, faults per call), on every database target:
// one confirm per payment at the server's amount, a tampered success URL changes nothing, a
// reloaded success page answers the same booking, a decline releases the hold with Toss's reason,
// 5xx / timeout / lost answers are settled by reconciliation (booked, or refunded once when the
// hold was over), a webhook is read back and replayed without a second booking, and two
// cancellations at once refund once.
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { bookingStore, reconcilePaying, sendBookingNotices } from '../src/modules/booking';
import { membershipGateway, runRenewals } from '../src/modules/membership';
import { confirmPayment } from '../src/modules/booking/use-cases/confirm-payment';
import { gatewayFor } from '../src/modules/payment';
import { reconcileAddPays } from '../src/modules/voucher';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, PAYMENT, plans, setStock, stockOf, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { cancelPlans, setPrice } from './helpers/coupons';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { startTossDouble, type TossDouble } from './doubles/toss-double';

const SECRET = 'test_sk_toss_it';
const CLIENT = 'test_ck_toss_it';

describe.each(databaseTargets())('Toss payments on $name', (target) => {
  let t: TestApp;
  let toss: TossDouble;
  let member: Agent;
  let plan: Plan & { cancelFreeDays?: number | null };
  let offset = 40;

  const nextStay = () => {
    offset += 3;
    const start = offset + (plan.cancelFreeDays ?? 0);
    return { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), start), checkOutDate: day(t.now(), start + 2), count: 1 };
  };
  const rows = <T>(q: ReturnType<typeof sql>) => rawRows<T>(t.database.orm, q);
  const orderRow = async (orderNum: string) => (await rows<{ idx: number; status: string; hold_state: string }>(sql`select idx, status, hold_state from orders where order_num = ${orderNum}`))[0]!;
  const completeCount = async (orderNum: string) =>
    Number((await rows<{ n: number }>(sql`select count(*)::int as n from payments p join orders o on o.idx = p.order_idx where o.order_num = ${orderNum} and p.pay_status = 'complete'`))[0]!.n);

  /** A held order of a fresh stay; its stock and the amount the server fixed. */
  const book = async () => {
    const cond = nextStay();
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 2);
    await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 60_000);
    const res = await member.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST });
    expect(res.status).toBe(201);
    const stock = () => stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate);
    return { orderNum: res.body.data.orderNum as string, total: res.body.data.amounts.totalAmount as number, stock };
  };
  /** Prepare, and the buyer pays in Toss's window: what the success URL carries. */
  const prepareAndPay = async (orderNum: string, method = 'card') => {
    const prepared = await member.post(`${PAYMENT}/payments/prepare`, { orderNum, method });
    if (prepared.body.result !== 'SUCCESS') throw new Error(JSON.stringify(prepared.body));
    const req = prepared.body.data.toss.request;
    const { paymentKey } = toss.authorize({ orderId: req.orderId, amount: req.amount.value, orderName: req.orderName, easyPay: req.card?.easyPay });
    return { prepared: prepared.body.data, paymentKey, orderId: req.orderId as string, amount: req.amount.value as number };
  };
  const confirm = (body: Record<string, unknown>) => member.post(`${PAYMENT}/payments/confirm`, body);
  const reconcile = () => reconcilePaying(t.database.orm, gatewayFor(t.database, t.now), t.now(), 60, (events) => sendBookingNotices(t.app, events));

  beforeAll(async () => {
    toss = await startTossDouble({ secretKey: SECRET });
    t = await build(target, { paymentGateway: 'toss', tossSecretKey: SECRET, tossClientKey: CLIENT, tossApiUrl: toss.url, tossSdkUrl: `${toss.url}/v2/standard`, tossTimeoutMs: 800 });
    member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    plan = (await cancelPlans(t.database, true))[0] ?? (await plans(t.database))[0]!;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await toss?.close();
  });

  test('prepare answers the SDK request; one confirm at Toss with the server amount; a reload answers the same booking', async () => {
    const { orderNum, total, stock } = await book();
    const { prepared, paymentKey, orderId, amount } = await prepareAndPay(orderNum, 'kakaopay');
    expect(prepared).toMatchObject({ gateway: 'toss', orderNum, amount: total, method: 'kakaopay', checkoutUrl: null, paymentKey: null });
    expect(prepared.toss).toMatchObject({ sdkUrl: `${toss.url}/v2/standard`, clientKey: CLIENT, request: { method: 'CARD', amount: { currency: 'KRW', value: total }, card: { flowMode: 'DIRECT', easyPay: 'KAKAOPAY' } } });
    expect(orderId).toBe(`${orderNum}-P1`);
    expect(prepared.toss.request.successUrl).toMatch(/^https?:\/\/[^/]+\/payment\/result\?orderNum=/);
    expect(prepared.toss.customerKey).toMatch(/^c_[\w-]{20,}$/);
    // A second prepare of the same method is the same attempt.
    expect((await member.post(`${PAYMENT}/payments/prepare`, { orderNum, method: 'kakaopay' })).body.data.toss.request.orderId).toBe(orderId);
    expect(amount).toBe(total);

    const done = await confirm({ orderNum, paymentKey, amount, orderId });
    expect(done.body).toMatchObject({ result: 'SUCCESS', data: { orderNum, payStatus: 'complete', orderProductStatus: 'confirm', paymentKey } });
    const confirms = toss.calls.filter((c) => c.on === 'confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({ authorized: true, body: { paymentKey, orderId, amount: total } });
    expect(confirms[0]!.idempotencyKey).toBeTruthy();
    // Reloaded success page: the same answer, no second confirm.
    const again = await confirm({ orderNum, paymentKey, amount, orderId });
    expect(again.body.data).toEqual(done.body.data);
    expect(toss.count('confirm')).toBe(1);
    expect(await completeCount(orderNum)).toBe(1);
    expect(await stock()).toEqual([1, 1]);
    const [row] = await rows<{ payment_key: string; gateway_order_id: string }>(sql`select payment_key, gateway_order_id from payments p join orders o on o.idx = p.order_idx where o.order_num = ${orderNum}`);
    expect(row).toEqual({ payment_key: paymentKey, gateway_order_id: orderId });
  });

  test('the confirmation mail commits with the booking: a process that dies right after the payment commits still sends it', async () => {
    const { orderNum } = await book();
    const p = await prepareAndPay(orderNum);
    const [row] = await rows<{ user_idx: number }>(sql`select user_idx from orders where order_num = ${orderNum}`);
    // The use case alone, as a process that stopped before the route's after-commit notices.
    const outcome = await confirmPayment(t.app, { orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: p.orderId, userIdx: row!.user_idx, locale: 'en' }, { confirm: async () => null, fail: async () => null });
    expect(outcome.refusal).toBeUndefined();
    const mails = await rows<{ dest: string; subject: string }>(sql`select dest, subject from message_outbox where type = 'BOOKING_CONFIRMED' and dedupe_key like ${`BOOKING_CONFIRMED:${orderNum}:%`}`);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.every((m) => m.subject.includes(orderNum))).toBe(true);
    // The after-commit path writes nothing twice.
    await sendBookingNotices(t.app, outcome.events, 'en');
    const again = await rows<{ n: number }>(sql`select count(*)::int as n from message_outbox where dedupe_key like ${`BOOKING_CONFIRMED:${orderNum}:%`}`);
    expect(Number(again[0]!.n)).toBe(mails.length);
  });

  test('a tampered success URL (amount, orderId) is refused before Toss is asked; the hold stays', async () => {
    // Another booking of the member's, paid (a new hold of the same plan starts the member over).
    const other = await book();
    const q = await prepareAndPay(other.orderNum);
    expect((await confirm({ orderNum: other.orderNum, paymentKey: q.paymentKey, amount: q.amount, orderId: q.orderId })).body.data.payStatus).toBe('complete');
    const first = await book();
    const p = await prepareAndPay(first.orderNum);
    const before = toss.count('confirm');
    const cheaper = await confirm({ orderNum: first.orderNum, paymentKey: p.paymentKey, amount: p.amount - 1000, orderId: p.orderId });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body.data.code).toBe('AMOUNT_MISMATCH');
    const foreign = await confirm({ orderNum: first.orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: q.orderId });
    expect(foreign.status).toBe(404);
    const bad = await confirm({ orderNum: first.orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: 'x' });
    expect(bad.status).toBe(400);
    expect(toss.count('confirm')).toBe(before);
    expect(await orderRow(first.orderNum)).toMatchObject({ hold_state: 'HELD' });
    // A made-up payment key: Toss knows none, nothing is charged and the hold stays.
    const madeUp = await confirm({ orderNum: first.orderNum, paymentKey: 'tdblmadeup0000', amount: p.amount, orderId: p.orderId });
    expect(madeUp.status).toBe(409);
    expect(madeUp.body.data.code).toBe('PAYMENT_NOT_APPROVED');
    expect(await orderRow(first.orderNum)).toMatchObject({ hold_state: 'HELD' });
    // The real one still pays.
    expect((await confirm({ orderNum: first.orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: p.orderId })).body.data.payStatus).toBe('complete');
  });

  test("a declined card: Toss's code and the issuer's reason, no booking, the room given back", async () => {
    const { orderNum, stock } = await book();
    const p = await prepareAndPay(orderNum);
    toss.fault({ on: 'confirm', kind: 'decline', code: 'REJECT_CARD_COMPANY', message: '[1234] 한도초과 거절' });
    const res = await confirm({ orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: p.orderId });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ code: 'PAYMENT_DECLINED', failCode: 'PAY_DECLINED', gatewayCode: 'REJECT_CARD_COMPANY' });
    expect(res.body.data.reason).toContain('[1234] 한도초과 거절');
    expect(await orderRow(orderNum)).toMatchObject({ hold_state: 'RELEASED' });
    expect(await stock()).toEqual([2, 2]);
    expect(toss.payments.get(p.paymentKey)!.status).toBe('IN_PROGRESS');
  });

  test('the fail URL (window closed) releases the hold by the attempt orderId', async () => {
    const { orderNum, stock } = await book();
    const prepared = (await member.post(`${PAYMENT}/payments/prepare`, { orderNum, method: 'card' })).body.data;
    const res = await member.post(`${PAYMENT}/payments/fail`, { orderNum, orderId: prepared.toss.request.orderId, code: 'PAY_PROCESS_CANCELED' });
    expect(res.body.data).toMatchObject({ payStatus: 'fail', failCode: 'USER_CANCEL', released: true });
    expect(await stock()).toEqual([2, 2]);
    expect((await member.post(`${PAYMENT}/payments/fail`, { orderNum })).status).toBe(400);
  });

  test.each(['5xx', 'timeout'] as const)('a %s on confirm books nothing at once; reconciliation settles it from Toss', async (kind) => {
    const { orderNum } = await book();
    const p = await prepareAndPay(orderNum);
    toss.fault({ on: 'confirm', kind });
    const res = await confirm({ orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: p.orderId });
    expect(res.status).toBe(409);
    expect(res.body.data.code).toBe('PAYMENT_IN_PROGRESS');
    expect(await orderRow(orderNum)).toMatchObject({ hold_state: 'PAYING' });
    expect(await completeCount(orderNum)).toBe(0);
    // Not stale yet: left alone.
    expect((await reconcile()).paid).toBe(0);
    t.advance(61);
    const report = await reconcile();
    // Toss never charged it (the fault answered before confirming): the buyer's approval is
    // captured with the ORDER's amount, once.
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderNum)).toMatchObject({ hold_state: 'SOLD', status: 'confirm' });
    expect(toss.payments.get(p.paymentKey)).toMatchObject({ status: 'DONE', totalAmount: p.amount });
    expect(await completeCount(orderNum)).toBe(1);
  });

  test('a lost confirm answer: reconciliation books it without a second charge', async () => {
    const { orderNum } = await book();
    const p = await prepareAndPay(orderNum);
    toss.fault({ on: 'confirm', kind: 'lost' });
    const before = toss.count('confirm');
    const res = await confirm({ orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: p.orderId });
    expect(res.body.data.code).toBe('PAYMENT_IN_PROGRESS');
    expect(toss.payments.get(p.paymentKey)!.status).toBe('DONE');
    t.advance(61);
    await reconcile();
    expect(await orderRow(orderNum)).toMatchObject({ hold_state: 'SOLD', status: 'confirm' });
    expect(toss.count('confirm')).toBe(before + 1);
    // Booked late but booked: the confirmation the lost answer never sent is written now, once.
    const confirmations = await rows<{ n: number }>(sql`select count(*)::int as n from message_outbox where type = 'BOOKING_CONFIRMED' and body like ${'%' + orderNum + '%'}`);
    expect(confirmations[0]!.n).toBeGreaterThanOrEqual(1);
    const [row] = await rows<{ payment_key: string }>(sql`select payment_key from payments p join orders o on o.idx = p.order_idx where o.order_num = ${orderNum}`);
    expect(row!.payment_key).toBe(p.paymentKey);
    // The buyer's reload now answers the booking.
    expect((await confirm({ orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: p.orderId })).body.data.payStatus).toBe('complete');
  });

  test('a lost confirm answer found after the hold ran out: refunded once, room back, guest told', async () => {
    const { orderNum, stock } = await book();
    const p = await prepareAndPay(orderNum);
    toss.fault({ on: 'confirm', kind: 'lost' });
    await confirm({ orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: p.orderId });
    t.advance(16 * 60);
    const report = await reconcile();
    expect(report.refunded).toBe(1);
    expect(await reconcile()).toMatchObject({ refunded: 0, paid: 0 });
    const paid = toss.payments.get(p.paymentKey)!;
    expect(paid).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(paid.cancels).toHaveLength(1);
    expect(await orderRow(orderNum)).toMatchObject({ hold_state: 'RELEASED' });
    expect(await stock()).toEqual([2, 2]);
    const [pay] = await rows<{ pay_status: string; cancel_amount: number }>(sql`select pay_status, cancel_amount from payments p join orders o on o.idx = p.order_idx where o.order_num = ${orderNum}`);
    expect(pay).toMatchObject({ pay_status: 'cancel', cancel_amount: p.amount });
    const told = await rows<{ n: number }>(sql`select count(*)::int as n from message_outbox where type = 'BOOKING_REFUNDED' and dest = 'bronze@awesomestay.kr'`);
    expect(Number(told[0]!.n)).toBeGreaterThanOrEqual(1);
    // Sixteen minutes on, the member's access token has expired.
    await login(member, 'bronze@awesomestay.kr');
  });

  test('a webhook is read back from Toss, never trusted; replayed twice it books once', async () => {
    const { orderNum } = await book();
    const p = await prepareAndPay(orderNum);
    const hook = (status: string) => new Agent(t.app).post(`${PAYMENT}/webhooks/toss`, { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: { paymentKey: p.paymentKey, orderId: p.orderId, status } });
    // A forged DONE for a payment Toss holds as not confirmed books nothing.
    const forged = await hook('DONE');
    expect(forged.status).toBe(200);
    expect(await orderRow(orderNum)).toMatchObject({ hold_state: 'HELD' });
    // The confirm's answer is lost; Toss then tells us, twice (and twice at once).
    toss.fault({ on: 'confirm', kind: 'lost' });
    await confirm({ orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: p.orderId });
    const replies = [await hook('DONE'), ...(await Promise.all([hook('DONE'), hook('DONE')]))];
    for (const r of replies) expect(r.status).toBe(200);
    expect(await orderRow(orderNum)).toMatchObject({ hold_state: 'SOLD', status: 'confirm' });
    expect(await completeCount(orderNum)).toBe(1);
    expect(toss.payments.get(p.paymentKey)).toMatchObject({ status: 'DONE', cancels: [] });
    // Malformed: 400, and an order id that is not ours: 200, ignored.
    expect((await new Agent(t.app).post(`${PAYMENT}/webhooks/toss`, { eventType: 'PAYMENT_STATUS_CHANGED', data: {} })).status).toBe(400);
    expect((await new Agent(t.app).post(`${PAYMENT}/webhooks/toss`, { eventType: 'SOMETHING', data: { orderId: p.orderId } })).status).toBe(400);
    const stranger = await new Agent(t.app).post(`${PAYMENT}/webhooks/toss`, { eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: 'NOT-OURS-1', paymentKey: 'tdblxxxx', status: 'DONE' } });
    expect(stranger.body.data).toMatchObject({ outcome: 'ignored' });
  });

  test('a charge Toss reports for a booking already given back is refunded once, however often it is reported', async () => {
    const { orderNum } = await book();
    const p = await prepareAndPay(orderNum);
    // The member leaves; the hold is given back.
    expect((await member.post(`${PAYMENT}/payments/fail`, { orderNum, orderId: p.orderId, code: 'PAY_PROCESS_CANCELED' })).body.data.released).toBe(true);
    // A confirm that reached Toss late (its answer lost) charged it after all.
    Object.assign(toss.payments.get(p.paymentKey)!, { status: 'DONE', approvedAt: new Date().toISOString() });
    const hook = () => new Agent(t.app).post(`${PAYMENT}/webhooks/toss`, { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: p.paymentKey, orderId: p.orderId, status: 'DONE' } });
    const replies = await Promise.all([hook(), hook()]);
    replies.push(await hook());
    for (const r of replies) expect(r.status).toBe(200);
    expect(replies.filter((r) => r.body.data.outcome === 'refunded')).toHaveLength(1);
    expect(toss.payments.get(p.paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(toss.payments.get(p.paymentKey)!.cancels).toHaveLength(1);
    expect(await orderRow(orderNum)).toMatchObject({ hold_state: 'RELEASED' });
    expect(await completeCount(orderNum)).toBe(0);
  });

  test('two cancellations at once refund once, the previewed amount', async () => {
    const { orderNum } = await book();
    const p = await prepareAndPay(orderNum);
    expect((await confirm({ orderNum, paymentKey: p.paymentKey, amount: p.amount, orderId: p.orderId })).body.data.payStatus).toBe('complete');
    const url = `${CONTENT}/v1/lmses/${orderNum}/cancel`;
    const preview = await member.get(`${url}-preview`);
    const before = toss.count('cancel', 200);
    const replies = await Promise.all([member.put(url, { reason: '일정 변경' }), member.put(url, { reason: '일정 변경' })]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(toss.count('cancel', 200)).toBe(before + 1);
    const cancel = toss.calls.filter((c) => c.on === 'cancel' && c.outcome === 200).at(-1)!;
    expect(cancel.idempotencyKey).toBeTruthy();
    const refunded = toss.payments.get(p.paymentKey)!.cancels.reduce((s, c) => s + c.cancelAmount, 0);
    if (preview.status === 200 && typeof preview.body.data?.refundAmount === 'number') expect(refunded).toBe(preview.body.data.refundAmount);
    else expect(refunded).toBe(p.amount);
  });

  test("a voucher's additional payment through Toss: its own orderId, one confirm, a reload answers the same", async () => {
    const gold = new Agent(t.app);
    await login(gold, 'gold@awesomestay.kr');
    const booking = (await gold.get(`${CONTENT}/v1/books/num/ASDEMO3U/img-count/1`)).body.data;
    const [extra] = booking.addPays as { orderAddPayIdx: number; orderAddPayAmount: number }[];
    const prepared = await gold.post(`${CONTENT}/v1/add-payments`, { orderAddPayIdx: extra!.orderAddPayIdx, orderProductIdx: booking.orderProductIdx, method: 'tosspay' });
    expect(prepared.body.data).toMatchObject({ gateway: 'toss', paymentKey: null, checkoutUrl: null, amount: extra!.orderAddPayAmount, toss: { clientKey: CLIENT, request: { amount: { value: extra!.orderAddPayAmount }, card: { easyPay: 'TOSSPAY' } } } });
    const req = prepared.body.data.toss.request;
    expect(req.orderId).toMatch(new RegExp(`^${booking.orderNum}-A${extra!.orderAddPayIdx}-\\d+$`));
    const { paymentKey } = toss.authorize({ orderId: req.orderId, amount: req.amount.value, easyPay: 'TOSSPAY' });
    const before = toss.count('confirm');
    const tampered = await gold.post(`${PAYMENT}/payments/confirm`, { orderNum: booking.orderNum, paymentKey, amount: 100, orderId: req.orderId });
    expect(tampered.body.data.code).toBe('AMOUNT_MISMATCH');
    expect(toss.count('confirm')).toBe(before);
    const done = await gold.post(`${PAYMENT}/payments/confirm`, { orderNum: booking.orderNum, paymentKey, amount: req.amount.value, orderId: req.orderId });
    expect(done.body).toMatchObject({ result: 'SUCCESS', data: { payStatus: 'complete', orderAddPayStatus: true, paymentKey } });
    const again = await gold.post(`${PAYMENT}/payments/confirm`, { orderNum: booking.orderNum, paymentKey, amount: req.amount.value, orderId: req.orderId });
    expect(again.body.data).toEqual(done.body.data);
    expect(toss.count('confirm')).toBe(before + 1);
    expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'DONE', totalAmount: extra!.orderAddPayAmount });
    // The receipt, once to each address of the booking, however often the success page is reloaded.
    const receipts = await rows<{ dest: string }>(sql`select dest from message_outbox where type = 'ADD_PAY_PAID' and subject like ${`%${booking.orderNum}%`}`);
    expect(receipts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(receipts.map((r) => r.dest)).size).toBe(receipts.length);
  });

  /** A new unpaid additional payment on gold@'s demo booking (the demo's own is paid by the test above). */
  const newExtra = async (amount: number) => {
    const gold = new Agent(t.app);
    await login(gold, 'gold@awesomestay.kr');
    const [order] = await rows<{ idx: number }>(sql`select idx from orders where order_num = 'ASDEMO3U'`);
    const created = await bookingStore(t.database.orm).addPayments.create({ orderIdx: order!.idx, titleKo: '조식 추가', titleEn: 'Breakfast', titleJa: '朝食追加', amount }, t.now());
    const booking = (await gold.get(`${CONTENT}/v1/books/num/ASDEMO3U/img-count/1`)).body.data;
    const prepared = await gold.post(`${CONTENT}/v1/add-payments`, { orderAddPayIdx: created.idx, orderProductIdx: booking.orderProductIdx, method: 'card' });
    expect(prepared.body.result).toBe('SUCCESS');
    const paidNow = async () => (await rows<{ state: string }>(sql`select state from order_add_pays where idx = ${created.idx}`))[0]!.state === 'PAID';
    return { gold, request: prepared.body.data.toss.request as { orderId: string; amount: { value: number } }, paidNow };
  };

  test('an additional payment whose confirm answer was lost: reconciliation marks it paid, one charge, one receipt', async () => {
    const { gold, request: req, paidNow } = await newExtra(25_000);
    const { paymentKey } = toss.authorize({ orderId: req.orderId, amount: req.amount.value });
    const before = toss.count('confirm', 200);
    // Toss charges, the answer never comes back: nothing is paid on our side yet.
    toss.fault({ on: 'confirm', kind: 'lost' });
    const lost = await gold.post(`${PAYMENT}/payments/confirm`, { orderNum: 'ASDEMO3U', paymentKey, amount: req.amount.value, orderId: req.orderId });
    expect(lost.body.result).not.toBe('SUCCESS');
    expect(await paidNow()).toBe(false);
    const gateway = gatewayFor(t.database, t.now);
    // Not before it is stale (the buyer's own confirm may still be on its way).
    expect((await reconcileAddPays(t.app, gateway, t.now(), 60)).paid).toBe(0);
    t.advance(120);
    const settled = await Promise.all([reconcileAddPays(t.app, gateway, t.now(), 60), reconcileAddPays(t.app, gateway, t.now(), 60)]);
    expect(settled.reduce((n, r) => n + r.paid, 0)).toBe(1);
    expect(await paidNow()).toBe(true);
    expect([...toss.payments.values()].filter((p) => p.orderId === req.orderId && p.status === 'DONE')).toHaveLength(1);
    const receipts = await rows<{ n: number }>(sql`select count(*)::int as n from message_outbox where type = 'ADD_PAY_PAID' and dedupe_key like ${`%ASDEMO3U:%`} and body like ${'%25,000%'}`);
    expect(Number(receipts[0]!.n)).toBe(1);
    // The reloaded success page answers it as paid; Toss confirmed it once.
    const reload = await gold.post(`${PAYMENT}/payments/confirm`, { orderNum: 'ASDEMO3U', paymentKey, amount: req.amount.value, orderId: req.orderId });
    expect(reload.body).toMatchObject({ result: 'SUCCESS', data: { orderAddPayStatus: true } });
    // One confirm reached Toss for this attempt: the one whose answer was lost.
    expect(toss.calls.filter((c) => c.on === 'confirm' && (c.body as { orderId?: string }).orderId === req.orderId)).toHaveLength(1);
    expect(toss.count('confirm', 200)).toBe(before);
  });

  test('an additional payment attempt never paid at Toss is marked abandoned after Toss’s window and not read again', async () => {
    const { paidNow } = await newExtra(15_000);
    const gateway = gatewayFor(t.database, t.now);
    t.advance(36 * 60);
    const first = await reconcileAddPays(t.app, gateway, t.now(), 60);
    expect(first).toEqual({ paid: 0, abandoned: 1 });
    expect(await paidNow()).toBe(false);
    const reads = toss.count('get');
    expect(await reconcileAddPays(t.app, gateway, t.now(), 60)).toEqual({ paid: 0, abandoned: 0 });
    expect(toss.count('get')).toBe(reads);
  });

  // Last: it moves the clock a month.
  test('membership: Silver through a Toss billing key, renewed once a month later; the key never stored in clear', async () => {
    const M = '/api/service/content/membership';
    // A fresh session: tests before moved the clock past the access token's life.
    await login(member, 'bronze@awesomestay.kr');
    const started = await member.post(`${M}/checkout`, { kind: 'SUBSCRIBE', plan: 'SILVER', site: 'en' });
    expect(started.status).toBe(200);
    const c = started.body.data;
    expect(c).toMatchObject({ clientKey: CLIENT, sdkUrl: `${toss.url}/v2/standard`, plan: 'SILVER' });
    expect(c.successUrl).toMatch(new RegExp(`^https?://[^/]+/en/membership/awesome/subscribe\\?checkout=${c.checkoutId}$`));
    expect(c.failUrl).toContain('failed=1');
    expect(JSON.stringify(c)).not.toContain(SECRET);
    // Opaque: nothing of the member's id in it (the same key their payments use).
    expect(c.customerKey).toMatch(/^c_[\w-]{20,}$/);
    // The buyer registers the card in Toss's window and comes back with an authKey.
    const { authKey } = toss.billingAuth(c.customerKey);
    const done = await member.post(`${M}/checkout/complete`, { checkoutId: c.checkoutId, authKey, customerKey: c.customerKey });
    expect(done.body).toMatchObject({ result: 'SUCCESS', data: { membership: { plan: 'SILVER', status: 'ACTIVE' } } });
    const first = toss.calls.filter((x) => x.on === 'billing-charge');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ authorized: true, outcome: 200, body: { amount: c.amount, customerKey: c.customerKey } });
    const billingKey = decodeURIComponent(first[0]!.path.split('/').pop()!);
    const [sub] = await rows<{ billing_key: string }>(sql`select billing_key from subscriptions where status = 'ACTIVE' order by idx desc limit 1`);
    expect(sub!.billing_key).toMatch(/^tbk1\./);
    expect(sub!.billing_key).not.toContain(billingKey);
    expect(JSON.stringify(done.body)).not.toContain(billingKey);
    // Replayed return: no second charge.
    await member.post(`${M}/checkout/complete`, { checkoutId: c.checkoutId, authKey, customerKey: c.customerKey });
    expect(toss.count('billing-charge')).toBe(1);

    t.advance(32 * 86_400);
    const renew = () => runRenewals(t.database.orm, membershipGateway(t.app), t.now());
    // The renewal's answer is lost (Toss charged it): the charge stays pending, nothing twice.
    toss.fault({ on: 'billing-charge', kind: 'lost' });
    await Promise.all([renew(), renew()]);
    await renew();
    expect([...toss.payments.values()].filter((p) => p.customerKey === c.customerKey && p.status === 'DONE')).toHaveLength(2);
    // Taken up again once stale: the same Idempotency-Key answers the charge Toss made.
    t.advance(3 * 60);
    await renew();
    const [renewal] = await rows<{ status: string; amount: number }>(sql`select status, amount from membership_charges where kind = 'RENEWAL' order by idx desc limit 1`);
    expect(renewal).toMatchObject({ status: 'PAID' });
    expect([...toss.payments.values()].filter((p) => p.customerKey === c.customerKey && p.status === 'DONE')).toHaveLength(2);
    const charges = toss.calls.filter((x) => x.on === 'billing-charge' && x.outcome === 200);
    expect(charges).toHaveLength(2);
    expect((charges[1]!.body as { customerKey: string }).customerKey).toBe(c.customerKey);
    expect(decodeURIComponent(charges[1]!.path.split('/').pop()!)).toBe(billingKey);
    expect((charges[1]!.body as { orderId: string }).orderId).not.toBe((charges[0]!.body as { orderId: string }).orderId);
    expect(charges[1]!.idempotencyKey).toBeTruthy();
  });
});
