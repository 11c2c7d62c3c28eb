// The product page: the detail and rate-plan calls over the seeded catalogue, on every
// database target. Prices must equal the results page's for the same condition (one engine).
import { sql } from 'drizzle-orm';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';

const CONTENT = '/api/service/content';

const day = (now: Date, plus: number) => new Date(now.getTime() + 9 * 3_600_000 + plus * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseTargets())('product page calls on $name', (target) => {
  let t: TestApp;
  let agent: Agent;
  let condition: { adtCnt: number; chdCnt: number; chdAges: number[]; checkInDate: string; checkOutDate: string; count: number };
  let productIdx: number;

  beforeAll(async () => {
    t = await build(target);
    agent = new Agent(t.app);
    condition = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 20), checkOutDate: day(t.now(), 22), count: 1 };
    // A stay with at least two rooms, so the ordering across rooms is exercised.
    const rows = (await t.database.orm.execute(
      sql`select property_idx as idx from rooms group by property_idx having count(*) >= 2 order by property_idx limit 1`,
    )) as unknown as { rows: { idx: number }[] };
    productIdx = Number(rows.rows[0]!.idx);
  }, 120_000);
  afterAll(async () => t?.close());

  const detail = (idx = productIdx, body: unknown = condition, lang = 'ko') =>
    agent.post(`${CONTENT}/v2/products/${idx}`, body, { headers: { 'accept-language': lang } });
  const ratePlans = (idx = productIdx, body: unknown = condition, lang = 'ko') =>
    agent.post(`${CONTENT}/v1/products/${idx}/rateplans-v3`, body, { headers: { 'accept-language': lang } });

  test('the detail of a seeded stay: info, images, location, facilities, prices, in the asked language', async () => {
    const ko = await detail();
    expect(ko.status).toBe(200);
    expect(ko.body.result).toBe('SUCCESS');
    const d = ko.body.data;
    expect(d.info).toMatchObject({ idx: productIdx, productName: expect.any(String), productNameEn: expect.any(String), star: expect.any(Number) });
    expect(d.img.length).toBeGreaterThan(0);
    expect(d.img.length).toBeLessThanOrEqual(100);
    expect(d.location).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number), address: expect.any(String) });
    expect(d.detailInfo).toMatchObject({ checkIn: expect.stringMatching(/^\d\d:\d\d$/), checkOut: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(d.favoriteProductIdx).toBeNull();
    const en = (await detail(productIdx, condition, 'en')).body.data;
    expect(en.info.productName).toBe(en.info.productNameEn);
    expect(en.info.productName).not.toBe(d.info.productName);
  });

  test('rate plans: rooms with plans sorted by member price, totals that add up per night', async () => {
    const res = await ratePlans();
    expect(res.body.result).toBe('SUCCESS');
    const { terms, roomMappedRateplans: rooms } = res.body.data;
    expect(terms).toBe(2);
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      expect(room).toMatchObject({ roomName: expect.any(String), bedTypeName: expect.any(String), basicNum: expect.any(Number), maxNum: expect.any(Number) });
      const saleable = room.mappedRateplanList.filter((p: { saleAble: boolean }) => p.saleAble);
      const member = saleable.map((p: { awesomeAmount: number }) => p.awesomeAmount);
      expect(member).toEqual([...member].sort((a, b) => a - b));
      // Sold-out plans come after every plan on sale.
      const flags = room.mappedRateplanList.map((p: { saleAble: boolean }) => p.saleAble);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      for (const plan of saleable) {
        expect(plan.nightlyRateList).toHaveLength(2);
        expect(plan.nightlyRateList.reduce((s: number, n: { normalAmount: number }) => s + n.normalAmount, 0)).toBe(plan.normalAmount);
        expect(plan.awesomeAmount).toBeLessThanOrEqual(plan.normalAmount);
      }
    }
  });

  test('price comparison: ours first and apart, competitors by price descending, all above ours', async () => {
    const { priceComparisonList: list } = (await ratePlans()).body.data;
    const prices = (await detail()).body.data.prices;
    expect(list[0]).toMatchObject({ own: true, price: prices.displayLowestAmount });
    const others = list.slice(1).map((c: { price: number; own: boolean }) => {
      expect(c.own).toBe(false);
      expect(c.price).toBeGreaterThan(prices.displayLowestAmount);
      return c.price;
    });
    expect(others.length).toBeGreaterThan(0);
    expect(others).toEqual([...others].sort((a: number, b: number) => b - a));
    // Simulated prices never carry a real site's name; each says what it is.
    for (const c of list.slice(1)) expect(c.title).toMatch(/^참고 사이트 [A-E] \(모의 가격\)$/);
  });

  test('the detail price block is the lowest plan on sale (the engine headline price)', async () => {
    const prices = (await detail()).body.data.prices;
    const rooms = (await ratePlans()).body.data.roomMappedRateplans;
    const onSale = rooms.flatMap((r: { mappedRateplanList: { saleAble: boolean; normalAmount: number }[] }) => r.mappedRateplanList.filter((p) => p.saleAble));
    expect(prices.displayLowestAmount).toBe(Math.min(...onSale.map((p: { normalAmount: number }) => p.normalAmount)));
    expect(prices.awesomeLowestAmount).toBeLessThanOrEqual(prices.displayLowestAmount);
  });

  test('the stay total equals the results page displayAmount for the same condition', async () => {
    const d = (await detail()).body.data;
    const find = await agent.post(`${CONTENT}/v1/products/findProducts`, {
      nationCode: d.info.nationCode,
      cityCode: d.info.cityCode,
      searchText: '',
      area: '',
      subArea: '',
      ...condition,
      size: 50,
    });
    expect(find.body.result).toBe('SUCCESS');
    const card = find.body.data.products.find((p: { productIdx: number }) => Number(p.productIdx) === productIdx);
    expect(card).toBeDefined();
    expect(card.prices.displayAmount).toBe(d.prices.displayLowestAmount);
    expect(card.prices.awesomeAmount).toBe(d.prices.awesomeLowestAmount);
  });

  test('a night without stock makes that plan sold out, and it sorts last', async () => {
    const rooms = (await ratePlans()).body.data.roomMappedRateplans;
    const room = rooms.find((r: { mappedRateplanList: unknown[] }) => r.mappedRateplanList.length >= 2) ?? rooms[0];
    const target = room.mappedRateplanList[0];
    await t.database.orm.execute(sql`update daily_rates set stock = 0 where rate_plan_idx = ${target.rateplanIdx} and stay_date = ${condition.checkInDate}`);
    const after = (await ratePlans()).body.data.roomMappedRateplans.find((r: { roomIdx: number }) => r.roomIdx === room.roomIdx);
    const plan = after.mappedRateplanList.find((p: { rateplanIdx: number }) => p.rateplanIdx === target.rateplanIdx);
    expect(plan).toMatchObject({ saleAble: false, stockStatus: 'SOLD_OUT', stock: 0 });
    expect(after.mappedRateplanList.at(-1).rateplanIdx === target.rateplanIdx || after.mappedRateplanList.every((p: { saleAble: boolean }) => !p.saleAble)).toBe(true);
  });

  test('events, nearby places and reviews', async () => {
    const events = await agent.get(`${CONTENT}/v1/products/findProductDetailEvent/${productIdx}`);
    expect(events.body.result).toBe('SUCCESS');
    expect(Array.isArray(events.body.data.events)).toBe(true);
    const poi = await agent.post(`${CONTENT}/v1/products/${productIdx}/poi`, { productIdx });
    expect(poi.body.data.pois.length).toBeGreaterThan(0);
    const distances = poi.body.data.pois.map((p: { distance: number }) => p.distance);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    const reviews = await agent.get(`${CONTENT}/v1/reviews/products/${productIdx}?size=5`);
    const r = reviews.body.data;
    expect(r.rating.starOne + r.rating.starTwo + r.rating.starThree + r.rating.starFour + r.rating.starFive).toBe(r.reviewCnt);
    const dates = r.reviews.map((x: { createdDt: string }) => x.createdDt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(r.reviews.length).toBeLessThanOrEqual(5);
  });

  test('bad input is FAIL 400 INVALID_INPUT; an unknown stay is FAIL 404 with a message', async () => {
    const bad: unknown[] = [
      { ...condition, checkInDate: day(t.now(), -1) },
      { ...condition, checkOutDate: condition.checkInDate },
      { ...condition, adtCnt: 0 },
      { ...condition, chdCnt: 1, chdAges: [] },
      { ...condition, checkInDate: '2030-02-30' },
      { ...condition, extra: 1 },
      { ...condition, count: 9 },
    ];
    for (const body of bad) {
      const res = await detail(productIdx, body);
      expect([res.status, res.body.result, res.body.data.code]).toEqual([400, 'FAIL', 'INVALID_INPUT']);
      expect((await ratePlans(productIdx, body)).status).toBe(400);
    }
    expect((await agent.post(`${CONTENT}/v2/products/abc`, condition)).status).toBe(400);
    const missing = await detail(999_999, condition, 'en');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ result: 'FAIL', data: { code: 'NOT_FOUND', message: expect.stringMatching(/stay was not found/) } });
    expect((await ratePlans(999_999)).status).toBe(404);
    expect((await agent.get(`${CONTENT}/v1/reviews/products/999999`)).status).toBe(404);
  });
});
