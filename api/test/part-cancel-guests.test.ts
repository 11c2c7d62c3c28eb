// Partial cancellation and the guests (cancellation README "Partial cancellation and the guests"),
// on every database target: a family of two adults and a child in two rooms sleeping two each
// cancels one room. The preview says the party no longer fits and keeps nobody until the member
// chooses; a confirm without a choice, a choice that does not fit or one not in the booking
// changes nothing; the confirmed choice is what the booking, the voucher and the cancellation
// e-mail read afterwards.
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, pay, PAYMENT, setStock, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { setPrice } from './helpers/coupons';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

const GOLD = 'gold@awesomestay.kr';

describe.each(databaseTargets())('partial cancellation and the guests on $name', (target) => {
  let t: TestApp;
  let gold: Agent;
  let plan: Plan & { cancelFreeDays: number };

  /** A refundable own-inventory plan whose room sleeps exactly two. */
  async function twoPersonPlan() {
    const [row] = await rawRows<{ product_idx: number; room_idx: number; rate_plan_idx: number; cancel_free_days: number }>(
      t.database.orm,
      sql`select rp.property_idx as product_idx, rp.room_idx, rp.idx as rate_plan_idx, rp.cancel_free_days
          from rate_plans rp join rooms r on r.idx = rp.room_idx join properties p on p.idx = rp.property_idx
          where p.channel_code is null and r.max_occupancy = 2 and rp.cancel_free_days is not null and rp.cancel_free_days <= 14
          order by rp.idx limit 1`,
    );
    return { productIdx: Number(row!.product_idx), roomIdx: Number(row!.room_idx), ratePlanIdx: Number(row!.rate_plan_idx), channelCode: null, cancelFreeDays: Number(row!.cancel_free_days) };
  }

  async function familyInTwoRooms(offset: number, chdAges = [7]) {
    const cond = { adtCnt: 2, chdCnt: chdAges.length, chdAges, checkInDate: day(t.now(), offset + plan.cancelFreeDays), checkOutDate: day(t.now(), offset + 2 + plan.cancelFreeDays), count: 2 };
    await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 80_000);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 4);
    const created = await gold.post(`${bookUrl(plan, 'MC')}/order`, { ...cond, ...DOMESTIC_GUEST });
    expect(created.status).toBe(201);
    const { orderNum } = created.body.data as { orderNum: string };
    const p = await pay(gold, orderNum, 'card');
    expect((await gold.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey: p.paymentKey, amount: p.amount })).body.data.payStatus).toBe('complete');
    const id = (await gold.get(`${CONTENT}/v1/books/num/${orderNum}/img-count/1`)).body.data.orderProductIdx as number;
    return { orderNum, id };
  }
  const booking = async (orderNum: string) => (await gold.get(`${CONTENT}/v1/books/num/${orderNum}/img-count/1`)).body.data;
  const previewUrl = (id: number, query = '') => `${CONTENT}/v1/books/part-cancel/${id}/preview?kind=ROOM${query}`;

  beforeAll(async () => {
    t = await build(target);
    gold = new Agent(t.app);
    await login(gold, GOLD);
    plan = await twoPersonPlan();
  }, 180_000);
  afterAll(async () => t?.close());

  test('a party that no longer fits: the preview says so, nothing is cancelled until the member chooses who stays, and the booking then reads that party', async () => {
    const { orderNum, id } = await familyInTwoRooms(40);

    const shown = (await gold.get(previewUrl(id))).body.data.preview;
    expect(shown.allowed).toBe(true);
    expect(shown.guests).toEqual({ status: 'MUST_CHOOSE', before: { adults: 2, childAges: [7] }, after: null, rooms: 1, maxPerRoom: 2, sleeps: 2, over: 1 });

    // Confirming the party that does not fit is refused, with the preview, and changes nothing.
    const refused = await gold.put(`${CONTENT}/v1/books/part-cancel/${id}`, { kind: 'ROOM', fingerprint: shown.fingerprint }, { headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ code: 'GUESTS_MUST_CHOOSE', message: 'Not everyone fits the rooms you keep. Choose who stays, or cancel the whole booking.' });
    expect(refused.body.data.preview.guests.status).toBe('MUST_CHOOSE');
    expect(await booking(orderNum)).toMatchObject({ count: 2, adtCnt: 2, chdAges: [7], cancelledRooms: 0, orderProductStatus: 'confirm' });

    // A choice that still does not fit keeps nobody; one not in the booking is bad input.
    expect((await gold.get(previewUrl(id, '&adults=2&childAges=7'))).body.data.preview.guests).toMatchObject({ status: 'CHOICE_DOES_NOT_FIT', after: null });
    const stranger = await gold.get(previewUrl(id, '&adults=1&childAges=9'));
    expect(stranger.status).toBe(400);
    expect(stranger.body.data.code).toBe('GUESTS_NOT_IN_BOOKING');
    expect((await gold.get(previewUrl(id, '&adults=1'))).status).toBe(400);
    expect((await gold.get(`${CONTENT}/v1/books/part-cancel/${id}/preview?kind=NIGHTS&nights=1&adults=1&childAges=7`)).status).toBe(400);
    const sneaky = await gold.put(`${CONTENT}/v1/books/part-cancel/${id}`, { kind: 'ROOM', guests: { adults: 2, childAges: [7, 7] }, fingerprint: shown.fingerprint });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.data.code).toBe('GUESTS_NOT_IN_BOOKING');

    // One adult and the child stay: the preview shows it, the confirm carries it and it is kept.
    const chosen = (await gold.get(previewUrl(id, '&adults=1&childAges=7'))).body.data.preview;
    expect(chosen.guests).toMatchObject({ status: 'CHOSEN', before: { adults: 2, childAges: [7] }, after: { adults: 1, childAges: [7] } });
    // The preview shown is the party kept: a confirm of another choice with this fingerprint is refused.
    const mixed = await gold.put(`${CONTENT}/v1/books/part-cancel/${id}`, { kind: 'ROOM', guests: { adults: 2, childAges: [] }, fingerprint: chosen.fingerprint });
    expect(mixed.status).toBe(409);
    expect(mixed.body.data.code).toBe('PREVIEW_CHANGED');
    const done = await gold.put(`${CONTENT}/v1/books/part-cancel/${id}`, { kind: 'ROOM', guests: { adults: 1, childAges: [7] }, fingerprint: chosen.fingerprint });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ payStatus: 'partialCanceled', rooms: 1, adtCnt: 1, chdAges: [7] });

    // The voucher and the booking detail read the party kept, and that a room was cancelled.
    expect(await booking(orderNum)).toMatchObject({ count: 1, adtCnt: 1, chdCnt: 1, chdAges: [7], cancelledRooms: 1, payStatus: 'partialCanceled' });
    // The cancellation e-mail says what the booking keeps.
    const mails = await rawRows<{ body: string }>(t.database.orm, sql`select body from message_outbox where type = 'BOOKING_CANCELLED' and dedupe_key like ${`BOOKING_CANCELLED:${orderNum}:PART-%`}`);
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.body).toMatch(/남는 예약: 객실 1개 · 성인 1명 · 아동 1명|Your booking now: 1 room · 1 adult · 1 child|残るご予約: 1室 · 大人1名 · 子ども1名/);
  });

  test('a party that still fits the rooms left stays whole without a choice; infants are not counted', async () => {
    const { orderNum, id } = await familyInTwoRooms(50, [1]);
    const shown = (await gold.get(previewUrl(id))).body.data.preview;
    expect(shown.guests).toMatchObject({ status: 'ALL_STAY', after: { adults: 2, childAges: [1] }, over: 0 });
    const done = await gold.put(`${CONTENT}/v1/books/part-cancel/${id}`, { kind: 'ROOM', fingerprint: shown.fingerprint });
    expect(done.status).toBe(200);
    expect(await booking(orderNum)).toMatchObject({ count: 1, adtCnt: 2, chdAges: [1], cancelledRooms: 1 });
  });
});
