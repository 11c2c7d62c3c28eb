// An event deal booked through the normal booking path (SPEC §3 Promotion flags, §7 event
// products): the deal's discount is applied by the server only while the deal is on sale and for
// its stay dates; the event page's deal price is the order's total.
import { eq, sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { events } from '../src/db/schema/catalog';
import { Agent } from './helpers/agent';
import { CONTENT, day, DOMESTIC_GUEST, type Plan } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

describe.each(databaseTargets())('event deal price on bookings on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  let dealIdx: number;
  let otherDealIdx: number;

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    const list = (await member.get(`${CONTENT}/v1/event-products/awesome`)).body.data.events as { idx: number; state: string }[];
    dealIdx = list.find((e) => e.state === 'OPEN')!.idx;
    otherDealIdx = list.find((e) => e.state === 'UPCOMING')!.idx;
  }, 180_000);
  afterAll(async () => t?.close());

  const planOf = async (productIdx: number, ratePlanIdx: number): Promise<Plan> => {
    const [row] = await rawRows<{ room_idx: number }>(t.database.orm, sql`select room_idx from rate_plans where idx = ${ratePlanIdx}`);
    return { productIdx, roomIdx: Number(row!.room_idx), ratePlanIdx, channelCode: null };
  };
  const url = (p: Plan) => `${CONTENT}/v1/books/${p.productIdx}/order-type/OO/ids/${p.productIdx}/rooms/${p.roomIdx}/rateplan/${p.ratePlanIdx}`;

  // The click-through from the deal page (the stay page's address carries its dates, adults and
  // promotionIdx): the stay page's plans and price block answer the deal price, and the booking
  // quote for that plan charges exactly it. Runs before the test below closes the deal.
  test('the stay page opened from the deal answers the deal price the booking then charges', async () => {
    const page = (await member.get(`${CONTENT}/v1/event-products/awesome/${dealIdx}`)).body.data.event;
    const offer = page.offer;
    const cond = { adtCnt: offer.adults, chdCnt: 0, chdAges: [], checkInDate: offer.checkInDate, checkOutDate: offer.checkOutDate, count: 1 };
    const planOfOffer = (answer: { roomMappedRateplans: { mappedRateplanList: Record<string, unknown>[] }[] }) =>
      answer.roomMappedRateplans.flatMap((r) => r.mappedRateplanList).find((p) => p.rateplanIdx === offer.rateplanIdx)!;

    const plans = await member.post(`${CONTENT}/v1/products/${page.productIdx}/rateplans-v3`, { ...cond, promotionIdx: dealIdx });
    expect(plans.status).toBe(200);
    expect(plans.body.data.promotion).toMatchObject({ promotionIdx: dealIdx, isPromotion: true, discountRate: page.discountRate, refusal: null });
    expect(planOfOffer(plans.body.data)).toMatchObject({ normalAmount: offer.normalAmount, dealAmount: offer.dealAmount, memberDealAmount: offer.memberDealAmount });

    const detail = await member.post(`${CONTENT}/v2/products/${page.productIdx}`, { ...cond, promotionIdx: dealIdx });
    expect(detail.status).toBe(200);
    const prices = detail.body.data.prices;
    expect(prices.dealLowestAmount).toBeLessThan(prices.displayLowestAmount);
    // The headline is the cheapest plan's, the one the deal page priced.
    expect(prices.dealLowestAmount).toBe(offer.dealAmount);

    const quoted = await member.post(url(await planOf(page.productIdx, offer.rateplanIdx)), { ...cond, promotionIdx: dealIdx });
    expect(quoted.body.data.amounts.totalAmount).toBe(offer.dealAmount);

    // Without the deal, or naming another stay's deal, the page shows no deal price.
    const plain = await member.post(`${CONTENT}/v1/products/${page.productIdx}/rateplans-v3`, cond);
    expect(plain.body.data.promotion).toMatchObject({ promotionIdx: null, isPromotion: false });
    expect(planOfOffer(plain.body.data)).toMatchObject({ normalAmount: offer.normalAmount, dealAmount: null });
    const other = await member.post(`${CONTENT}/v1/products/${page.productIdx}/rateplans-v3`, { ...cond, promotionIdx: otherDealIdx });
    expect(other.body.data.promotion).toMatchObject({ isPromotion: false, refusal: 'OTHER_STAY' });
    expect(planOfOffer(other.body.data)).toMatchObject({ dealAmount: null });
    // A malformed id is a 400 and a price is never taken from the browser.
    expect((await member.post(`${CONTENT}/v1/products/${page.productIdx}/rateplans-v3`, { ...cond, promotionIdx: 'abc' })).status).toBe(400);
    expect((await member.post(`${CONTENT}/v1/products/${page.productIdx}/rateplans-v3`, { ...cond, promotionIdx: dealIdx, dealAmount: 1 })).status).toBe(400);

    // The stay page points to its deal on sale with the deal page's price, opened from it or not.
    expect(detail.body.data.openDeal).toMatchObject({ idx: dealIdx, eventUrl: `/events/${dealIdx}`, discountRate: page.discountRate, dealAmount: offer.dealAmount });
    expect((await member.post(`${CONTENT}/v2/products/${page.productIdx}`, cond)).body.data.openDeal).toMatchObject({ idx: dealIdx });
  });

  test('while the deal is open the quote and the order cost the event page deal price; closed, the normal price', async () => {
    const page = (await member.get(`${CONTENT}/v1/event-products/awesome/${dealIdx}`)).body.data.event;
    expect(page.state).toBe('OPEN');
    const offer = page.offer;
    expect(offer).toMatchObject({ rateplanIdx: expect.any(Number), dealAmount: expect.any(Number), normalAmount: expect.any(Number) });
    expect(offer.dealAmount).toBeLessThan(offer.normalAmount);
    const plan = await planOf(page.productIdx, offer.rateplanIdx);
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: offer.checkInDate, checkOutDate: offer.checkOutDate, count: 1 };

    const plain = await member.post(url(plan), cond);
    expect(plain.status).toBe(200);
    expect(plain.body.data.amounts).toMatchObject({ totalAmount: offer.normalAmount, promotionAmount: 0 });

    const quoted = await member.post(url(plan), { ...cond, promotionIdx: dealIdx });
    expect(quoted.status).toBe(200);
    expect(quoted.body.data.promotion).toMatchObject({ promotionIdx: dealIdx, isPromotion: true, discountRate: page.discountRate });
    expect(quoted.body.data.amounts).toMatchObject({ originalAmount: offer.normalAmount, promotionAmount: offer.normalAmount - offer.dealAmount, totalAmount: offer.dealAmount });

    const order = await member.post(`${url(plan)}/order`, { ...cond, ...DOMESTIC_GUEST, promotionIdx: dealIdx, amount: offer.dealAmount });
    expect(order.status).toBe(201);
    expect(order.body.data.amounts.totalAmount).toBe(offer.dealAmount);
    const [stored] = await rawRows<{ total_amount: number }>(t.database.orm, sql`select total_amount from orders where order_num = ${order.body.data.orderNum}`);
    expect(Number(stored!.total_amount)).toBe(offer.dealAmount);
    // The unpaid hold gives its room back: the quotes below are for the same nights, and the seeded
    // stock of a day may be a single room (then they would all be answered SOLD_OUT).
    expect((await member.put(`${CONTENT}/v1/lmses/${order.body.data.orderNum}/cancel`, {})).status).toBe(200);

    // Another deal's id, or nights outside the deal's stay dates: no discount.
    const other = await member.post(url(plan), { ...cond, promotionIdx: otherDealIdx });
    expect(other.status).toBe(200);
    expect(other.body.data.promotion).toMatchObject({ isPromotion: false, refusal: 'OTHER_STAY' });
    expect(other.body.data.amounts.totalAmount).toBe(offer.normalAmount);
    const [deal] = await t.database.orm.select().from(events).where(eq(events.idx, dealIdx));
    const late = { ...cond, checkInDate: day(t.now(), 100), checkOutDate: day(t.now(), 101) };
    if (late.checkInDate > deal!.stayEndDate) {
      const outside = await member.post(url(plan), { ...late, promotionIdx: dealIdx });
      expect(outside.body.data.promotion).toMatchObject({ isPromotion: false, refusal: 'STAY_DATES' });
      expect(outside.body.data.amounts.promotionAmount).toBe(0);
    }

    // The sale ends: the same booking is charged the normal price, and an order that still
    // carries the deal price is refused as a changed price.
    await t.database.orm.update(events).set({ saleStartDate: day(t.now(), -10), saleEndDate: day(t.now(), -1) }).where(eq(events.idx, dealIdx));
    const closed = await member.post(url(plan), { ...cond, promotionIdx: dealIdx });
    expect(closed.body.data.promotion).toMatchObject({ isPromotion: false, refusal: 'NOT_OPEN' });
    expect(closed.body.data.amounts).toMatchObject({ totalAmount: offer.normalAmount, promotionAmount: 0 });
    const stale = await member.post(`${url(plan)}/order`, { ...cond, ...DOMESTIC_GUEST, promotionIdx: dealIdx, amount: offer.dealAmount });
    expect(stale.status).not.toBe(201);
    expect(stale.body.data.code).toBe('PRICE_CHANGED');
    expect((await member.get(`${CONTENT}/v1/event-products/awesome/${dealIdx}`)).body.data.event.offer).toBeNull();

    // A deal id that does not exist changes nothing; a malformed one is a 400.
    expect((await member.post(url(plan), { ...cond, promotionIdx: 99999999 })).body.data.amounts.totalAmount).toBe(offer.normalAmount);
    expect((await member.post(url(plan), { ...cond, promotionIdx: 'abc' })).status).toBe(400);
  });
});
