// External channels (suppliers/README.md) on every database target: a stay whose channelCode
// is not null is price-checked at its (simulated) supplier, booked there after payment keyed by
// the order number, and settled by the reconciliation job when the supplier's answer was lost.
import { sql } from 'drizzle-orm';
import { Agent } from '../../../../../test/helpers/agent';
import { bookUrl, setStock, stockOf } from '../../../../../test/helpers/booking';
import { build, type TestApp } from '../../../../../test/helpers/build';
import { databaseTargets } from '../../../../../test/helpers/databases';
import { login } from '../../../../../test/helpers/flows';
import { cancelSupplierBooking, supplierBookingStore } from '../../../suppliers';
import { reconcileSupplierBookings } from '../reconcile-suppliers';
import { channelPlan, confirmPayment, one, orderAndApprove, orderOf, simulator, stayAt, type ChannelPlan, type Cond } from './supplier-helpers';

describe.each(databaseTargets())('external channel bookings on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  let plan: ChannelPlan;
  let cond: Cond;
  let offset = 20;

  const nextStay = async (stock = 3) => {
    offset += 3;
    cond = stayAt(t, offset);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, stock);
    return cond;
  };
  const stock = () => stockOf(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate);
  const orderRow = (orderNum: string) =>
    one<{ status: string; hold_state: string; confirm_num: string | null; total_amount: number }>(t.database, sql`select status, hold_state, confirm_num, total_amount from orders where order_num = ${orderNum}`);
  const simRow = (orderNum: string) =>
    one<{ status: string; confirm_num: string | null; book_calls: number } | undefined>(t.database, sql`select status, confirm_num, book_calls from supplier_sim_bookings where order_num = ${orderNum}`);
  const gatewayRow = (orderNum: string) =>
    one<{ state: string; captures: number; canceled_amount: number; amount: number }>(t.database, sql`select state, captures, canceled_amount, amount from sandbox_gateway_payments where order_id = ${orderNum}`);
  const paymentRow = (orderNum: string) =>
    one<{ pay_status: string; cancel_amount: number }>(t.database, sql`select p.pay_status, p.cancel_amount from payments p join orders o on o.idx = p.order_idx where o.order_num = ${orderNum}`);

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    plan = await channelPlan(t.database);
  }, 180_000);
  afterEach(() => simulator(t, plan).reset());
  afterAll(async () => t?.close());

  test('happy path: the product page price is charged, the supplier confirms, the order shows its confirmNum', async () => {
    await nextStay(3);
    const productPage = await member.post(`/api/service/content/v1/products/${plan.productIdx}/rateplans-v3`, cond);
    const shown = productPage.body.data.roomMappedRateplans
      .flatMap((r: { mappedRateplanList: unknown[] }) => r.mappedRateplanList)
      .find((p: { rateplanIdx: number }) => p.rateplanIdx === plan.ratePlanIdx);
    const quote = await member.post(bookUrl(plan, 'OC'), cond);
    expect(quote.body.data).toMatchObject({ channelCode: plan.channelCode, amounts: { totalAmount: shown.normalAmount } });
    const paid = await orderAndApprove(member, plan, cond, { amount: shown.normalAmount });
    expect(paid.amount).toBe(shown.normalAmount);
    // Our allotment is held like our own rooms (README "Allotment").
    expect(await stock()).toEqual([2, 2]);
    const confirmed = await confirmPayment(member, paid);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ orderNum: paid.orderNum, orderProductStatus: 'confirm', payStatus: 'complete', confirmNum: expect.stringMatching(/^[A-Z]{2,4}\d{8}$/) });
    const row = await orderRow(paid.orderNum);
    expect(row).toMatchObject({ status: 'confirm', hold_state: 'SOLD', confirm_num: confirmed.body.data.confirmNum });
    expect(await simRow(paid.orderNum)).toMatchObject({ status: 'CONFIRMED', confirm_num: confirmed.body.data.confirmNum, book_calls: 1 });
    // A replayed callback answers the same booking and books nothing more.
    const again = await confirmPayment(member, paid);
    expect(again.body.data).toMatchObject({ orderProductStatus: 'confirm', confirmNum: confirmed.body.data.confirmNum });
    expect((await simRow(paid.orderNum))!.book_calls).toBe(1);
  });

  test('a price that moved at the supplier: 409 PRICE_CHANGED with the new amount, then accepted and charged', async () => {
    await nextStay(3);
    const quoted = (await member.post(bookUrl(plan, 'OC'), cond)).body.data.amounts.totalAmount as number;
    simulator(t, plan).force('priceCheck', { kind: 'PRICE_CHANGED', amount: quoted + 5000 });
    const moved = await orderOf(member, plan, cond, { amount: quoted });
    expect(moved.status).toBe(409);
    // Bronze pays the normal price: the new total is the supplier's.
    expect(moved.body.data).toMatchObject({ code: 'PRICE_CHANGED', amount: quoted + 5000, message: expect.any(String) });
    expect(await stock()).toEqual([3, 3]);
    // Without an amount the traveller saw the product page's price: still a change to accept.
    expect((await orderOf(member, plan, cond)).body.data).toMatchObject({ code: 'PRICE_CHANGED', amount: quoted + 5000 });
    const paid = await orderAndApprove(member, plan, cond, { amount: quoted + 5000 });
    expect(paid.amount).toBe(quoted + 5000);
    const confirmed = await confirmPayment(member, paid);
    expect(confirmed.body.data).toMatchObject({ orderProductStatus: 'confirm', totalAmount: quoted + 5000 });
    expect((await gatewayRow(paid.orderNum)).amount).toBe(quoted + 5000);
  });

  test('sold out at the supplier: 409 SOLD_OUT, nothing held', async () => {
    await nextStay(3);
    simulator(t, plan).force('priceCheck', { kind: 'SOLD_OUT' });
    const sold = await orderOf(member, plan, cond);
    expect(sold.status).toBe(409);
    expect(sold.body.data.code).toBe('SOLD_OUT');
    expect(await stock()).toEqual([3, 3]);
  });

  test('refused at booking: the payment is refunded, the order cancelled, the room given back', async () => {
    await nextStay(2);
    const paid = await orderAndApprove(member, plan, cond);
    simulator(t, plan).force('book', { kind: 'FAILED', code: 'ROOM_UNAVAILABLE' });
    const confirmed = await confirmPayment(member, paid);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.data).toMatchObject({ code: 'SUPPLIER_REJECTED', orderProductStatus: 'cancel', payStatus: 'cancel', cancelAmount: paid.amount });
    expect(await gatewayRow(paid.orderNum)).toMatchObject({ state: 'CANCELED', captures: 1, canceled_amount: paid.amount });
    expect(await paymentRow(paid.orderNum)).toMatchObject({ pay_status: 'cancel', cancel_amount: paid.amount });
    expect(await orderRow(paid.orderNum)).toMatchObject({ status: 'cancel', hold_state: 'RELEASED' });
    expect(await stock()).toEqual([2, 2]);
  });

  test('timeout: paid and confirm_wait, then the job finds the late confirmation', async () => {
    await nextStay(2);
    const paid = await orderAndApprove(member, plan, cond);
    simulator(t, plan).force('book', { kind: 'TIMEOUT', later: 'CONFIRMED', settleAfterSeconds: 45 });
    const waiting = await confirmPayment(member, paid);
    expect(waiting.body.data).toMatchObject({ orderProductStatus: 'confirm_wait', payStatus: 'complete', confirmNum: null });
    expect(await orderRow(paid.orderNum)).toMatchObject({ status: 'confirm_wait', hold_state: 'SOLD' });
    // Not due yet (looked at again after SUPPLIER_RECHECK_SECONDS), then still PENDING at the supplier.
    expect(await reconcileSupplierBookings(t.app)).toEqual({ confirmed: 0, cancelled: 0, waiting: 0 });
    t.advance(31);
    expect(await reconcileSupplierBookings(t.app)).toEqual({ confirmed: 0, cancelled: 0, waiting: 1 });
    t.advance(31);
    expect(await reconcileSupplierBookings(t.app)).toEqual({ confirmed: 1, cancelled: 0, waiting: 0 });
    const late = await simRow(paid.orderNum);
    expect(late).toMatchObject({ status: 'CONFIRMED', book_calls: 1 });
    expect(await orderRow(paid.orderNum)).toMatchObject({ status: 'confirm', confirm_num: late!.confirm_num });
    expect(await stock()).toEqual([1, 1]);
    await login(member, 'bronze@awesomestay.kr');
    const replay = await confirmPayment(member, paid);
    expect(replay.body.data).toMatchObject({ orderProductStatus: 'confirm', confirmNum: late!.confirm_num });
  });

  test('timeout and never booked: after the grace period the job refunds at the gateway and cancels', async () => {
    await login(member, 'bronze@awesomestay.kr');
    await nextStay(2);
    const paid = await orderAndApprove(member, plan, cond);
    simulator(t, plan).force('book', { kind: 'TIMEOUT', later: 'NOT_FOUND' });
    expect((await confirmPayment(member, paid)).body.data.orderProductStatus).toBe('confirm_wait');
    t.advance(31);
    // The supplier does not know it yet, but it may still arrive: keep waiting within the grace period.
    expect(await reconcileSupplierBookings(t.app)).toMatchObject({ cancelled: 0, waiting: 1 });
    expect(await paymentRow(paid.orderNum)).toMatchObject({ pay_status: 'complete' });
    t.advance(300);
    expect(await reconcileSupplierBookings(t.app)).toMatchObject({ cancelled: 1 });
    expect(await gatewayRow(paid.orderNum)).toMatchObject({ state: 'CANCELED', captures: 1, canceled_amount: paid.amount });
    expect(await paymentRow(paid.orderNum)).toMatchObject({ pay_status: 'cancel', cancel_amount: paid.amount });
    expect(await orderRow(paid.orderNum)).toMatchObject({ status: 'cancel', hold_state: 'RELEASED' });
    expect(await simRow(paid.orderNum)).toBeUndefined();
    expect(await stock()).toEqual([2, 2]);
    // Settled: the job has nothing left to do for it.
    expect(await reconcileSupplierBookings(t.app)).toEqual({ confirmed: 0, cancelled: 0, waiting: 0 });
  });

  test('paid but never sent (the paying request stopped): the job books it, with the same order number', async () => {
    await login(member, 'bronze@awesomestay.kr');
    await nextStay(2);
    const paid = await orderAndApprove(member, plan, cond);
    simulator(t, plan).force('book', { kind: 'TIMEOUT', later: 'NOT_FOUND' });
    await confirmPayment(member, paid);
    // As if the request had died right after markPaid: nothing sent, nothing at the supplier.
    await t.database.orm.execute(sql`update supplier_bookings set state = 'PRICED', book_calls = 0, booked_at = null, next_check_at = null where order_num = ${paid.orderNum}`);
    expect(await reconcileSupplierBookings(t.app)).toEqual({ confirmed: 0, cancelled: 0, waiting: 0 });
    t.advance(61);
    expect(await reconcileSupplierBookings(t.app)).toMatchObject({ confirmed: 1 });
    const booked = await simRow(paid.orderNum);
    expect(booked).toMatchObject({ status: 'CONFIRMED', book_calls: 1 });
    expect(await orderRow(paid.orderNum)).toMatchObject({ status: 'confirm', confirm_num: booked!.confirm_num });
  });

  test('the cancellation seam: cancelled at the supplier once, and never while someone else holds the booking', async () => {
    await login(member, 'bronze@awesomestay.kr');
    await nextStay(2);
    const paid = await orderAndApprove(member, plan, cond);
    await confirmPayment(member, paid);
    const store = supplierBookingStore(t.database.orm);
    const booking = (await store.byOrderNum(paid.orderNum))!;
    const lease = await store.claim(booking.orderIdx, ['CONFIRMED'], t.now(), 60);
    expect(await cancelSupplierBooking(t.database, t.now, paid.orderNum)).toEqual({ status: 'BUSY' });
    expect((await simRow(paid.orderNum))!.status).toBe('CONFIRMED');
    await store.letGo(booking.orderIdx, lease!.token, t.now());
    const original = (await one<{ original_amount: number }>(t.database, sql`select original_amount from orders where order_num = ${paid.orderNum}`)).original_amount;
    expect(await cancelSupplierBooking(t.database, t.now, paid.orderNum)).toEqual({ status: 'CANCELLED', refundAmount: original });
    expect(await cancelSupplierBooking(t.database, t.now, paid.orderNum)).toEqual({ status: 'CANCELLED', refundAmount: original });
    expect((await simRow(paid.orderNum))!.status).toBe('CANCELLED');
    expect(await cancelSupplierBooking(t.database, t.now, 'ASNOSUCHORDER1')).toEqual({ status: 'NOT_CHANNEL' });
  });
});
