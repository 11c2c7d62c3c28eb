// "Ask about this booking" through the API on every database target: the inquiry form's booking
// picker lists a member's real bookings only (paid, and cancelled after paying), newest first, never
// the checkouts they declined, abandoned or left unpaid; an inquiry sent about a booking keeps its
// order number and the staff queue shows that booking (stay and dates); an unpaid checkout's number
// is refused like someone else's and stores nothing.
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, pay, PAYMENT, setStock, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { cancelPlans, setPrice } from './helpers/coupons';
import { databaseTargets } from './helpers/databases';
import { login, signUp } from './helpers/flows';

type PickerEntry = { orderNum: string; productName: string; checkinDate: string | null; checkoutDate: string | null };

describe.each(databaseTargets())('asking about a booking on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  let staff: Agent;
  let plan: Plan & { cancelFreeDays: number | null };
  let offset = 40;

  /** A fresh two-night stay each time, far enough ahead to be cancelled free. */
  const book = async () => {
    offset += 3;
    const start = offset + (plan.cancelFreeDays ?? 0);
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), start), checkOutDate: day(t.now(), start + 2), count: 1 };
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 2);
    await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 60_000);
    const res = await member.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST });
    expect(res.status).toBe(201);
    return { orderNum: res.body.data.orderNum as string, ...cond };
  };
  const payNow = async (orderNum: string) => {
    const p = await pay(member, orderNum, 'card');
    const done = await member.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey: p.paymentKey, amount: p.amount });
    expect(done.body.data.payStatus).toBe('complete');
  };
  const inquiriesAbout = async (orderNum: string) =>
    (await rawRows<{ n: number }>(t.database.orm, sql`select count(*)::int as n from inquiries where order_num = ${orderNum}`))[0]!.n;

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    await signUp(member);
    staff = new Agent(t.app);
    await login(staff, 'staff@awesomestay.kr');
    plan = (await cancelPlans(t.database, true))[0]!;
  }, 180_000);
  afterAll(async () => t?.close());

  test('the picker lists paid and paid-then-cancelled bookings, newest first; an inquiry about one keeps it and staff see it', async () => {
    const cancelledAfterPaying = await book();
    await payNow(cancelledAfterPaying.orderNum);
    expect((await member.put(`${CONTENT}/v1/lmses/${cancelledAfterPaying.orderNum}/cancel`, {})).body.data).toMatchObject({ orderProductStatus: 'cancel', payStatus: 'cancel' });

    const declined = await book();
    const d = await pay(member, declined.orderNum, 'card', 'decline');
    expect((await member.post(`${PAYMENT}/payments/confirm`, { orderNum: declined.orderNum, paymentKey: d.paymentKey, amount: d.amount })).body.data.code).toBe('PAYMENT_DECLINED');

    const abandoned = await book();
    const a = await pay(member, abandoned.orderNum, 'naverpay', 'abandon');
    expect((await member.post(`${PAYMENT}/payments/fail`, { orderNum: abandoned.orderNum, paymentKey: a.paymentKey })).body.data).toMatchObject({ released: true });

    const paid = await book();
    await payNow(paid.orderNum);
    const unpaid = await book();

    const picker = await member.get(`${CONTENT}/v1/inquiries/orders`);
    expect(picker.status).toBe(200);
    const listed = picker.body.data.orders as PickerEntry[];
    expect(listed.map((o) => o.orderNum)).toEqual([paid.orderNum, cancelledAfterPaying.orderNum]);
    expect(listed[0]).toMatchObject({ checkinDate: paid.checkInDate, checkoutDate: paid.checkOutDate, productName: expect.any(String) });

    // The same rule decides what a new question may be about: an unpaid checkout is not found.
    for (const { orderNum } of [declined, abandoned, unpaid]) {
      expect((await member.get(`${CONTENT}/v1/inquiries/RESERVATION?orderNum=${orderNum}`)).body.data.code).toBe('ORDER_NOT_FOUND');
      const refused = await member.post(`${CONTENT}/v1/inquiries`, { type: 'RESERVATION', title: '결제 문의', content: '결제가 되었는지 확인 부탁드립니다.', orderNum, inquiryType: 'BOOKING' });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toMatchObject({ code: 'ORDER_NOT_FOUND', field: 'orderNum' });
      expect(await inquiriesAbout(orderNum)).toBe(0);
    }
    expect((await member.get(`${CONTENT}/v1/inquiries/RESERVATION?orderNum=${cancelledAfterPaying.orderNum}`)).body.data.inquiry).toMatchObject({ orderNum: cancelledAfterPaying.orderNum });

    const sent = await member.post(`${CONTENT}/v1/inquiries`, {
      type: 'RESERVATION',
      title: '주차 문의',
      content: '이 예약으로 주차가 가능한지 알고 싶습니다.',
      orderNum: paid.orderNum,
      inquiryType: 'BOOKING',
      pageUrl: '/inquiries/new',
    });
    expect(sent.status).toBe(200);
    const idx = sent.body.data.inquiry.idx as number;
    const [stored] = await rawRows<{ order_num: string | null }>(t.database.orm, sql`select order_num from inquiries where idx = ${idx}`);
    expect(stored!.order_num).toBe(paid.orderNum);

    const queue = await staff.get(`${CONTENT}/v1/staff/inquiries?status=WAIT&size=100`);
    const seen = (queue.body.data.inquiries as ({ idx: number } & PickerEntry)[]).find((q) => q.idx === idx);
    expect(seen).toMatchObject({ orderNum: paid.orderNum, productName: listed[0]!.productName, checkinDate: paid.checkInDate, checkoutDate: paid.checkOutDate });
  });
});
