// findProducts (docs/api/content-search.md "Results"): location, filters, sorts, pages, facets,
// validation, and prices that are exactly the price engine's for the same condition.
import { stores } from './helpers/stores';
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { defaultStayDays } from '@stay/shared/dates/default-stay';
import { koreanDay, priceStays, type StayCondition } from '../src/modules/pricing';
import { Agent, type Json } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { day, findProducts } from './helpers/content';
import { databaseTargets } from './helpers/databases';

describe.each(databaseTargets())('findProducts on $name', (target) => {
  let t: TestApp;
  let agent: Agent;
  let soldOutStay: number;
  beforeAll(async () => {
    t = await build(target);
    agent = new Agent(t.app);
    // One Busan stay has no room left on the first night of the searched stay.
    const [stay] = await rawRows<{ idx: number }>(t.database.orm, sql`select p.idx from properties p join cities c on c.idx = p.city_idx where c.code = 'PUS' order by p.idx limit 1`);
    soldOutStay = stay!.idx;
    await t.database.orm.execute(sql`update daily_rates set stock = 0 where stay_date = ${day(14)}::date and rate_plan_idx in (select idx from rate_plans where property_idx = ${soldOutStay})`);
  }, 120_000);
  afterAll(async () => t?.close());

  const count = async (where: ReturnType<typeof sql>) =>
    (await rawRows<{ n: number }>(t.database.orm, sql`select count(*)::int as n from properties p join cities c on c.idx = p.city_idx left join areas a on a.idx = p.area_idx where ${where}`))[0]!.n;

  const all = async (body: Record<string, unknown>, lang = 'ko'): Promise<Json[]> => {
    const out: Json[] = [];
    for (let page = 0; ; page += 1) {
      const res = await findProducts(agent, { ...body, page, size: 50 }, lang);
      expect(res.status).toBe(200);
      out.push(...res.body.data.products);
      if (out.length >= res.body.data.total) return out;
    }
  };

  test('a city: every stay there, each with the card fields, and facets over them', async () => {
    const res = await findProducts(agent, { nationCode: 'KR', cityCode: 'SEL', searchText: '서울', area: '', subArea: '', size: 50 });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.total).toBe(await count(sql`c.code = 'SEL'`));
    expect(data.page).toBe(0);
    for (const card of data.products) {
      expect(card).toEqual({
        productIdx: expect.any(Number), productName: expect.any(String), productNameEn: expect.any(String), productType: expect.any(String),
        productTypeName: expect.any(String), star: expect.any(Number), area: expect.any(String), nationCode: 'KR', cityCode: 'SEL',
        imgUrl: expect.stringMatching(/^\/media\/img\/\w+\/\d+\.svg$/), reviewScore: expect.any(Number), reviewCount: expect.any(Number), starAvg: expect.any(Number), nights: 2,
        prices: card.prices === null ? null : { displayAmount: expect.any(Number), awesomeAmount: expect.any(Number), awesomePer: expect.any(Number), perNight: expect.any(Number) },
        freeCancel: expect.any(Boolean), soldOut: expect.any(Boolean), location: { lat: expect.any(Number), lng: expect.any(Number) },
      });
      // One scale for the badge: our own reviews out of 5, the same figure as reviewScore out of 10.
      expect(card.starAvg).toBeGreaterThanOrEqual(0);
      expect(card.starAvg).toBeLessThanOrEqual(5);
      if (card.reviewCount > 0) expect(Math.abs(card.starAvg * 2 - card.reviewScore)).toBeLessThanOrEqual(0.11);
      // Seoul stays stand in Seoul on the results map.
      expect(card.location.lat).toBeGreaterThan(37.4);
      expect(card.location.lat).toBeLessThan(37.75);
      expect(card.location.lng).toBeGreaterThan(126.75);
      expect(card.location.lng).toBeLessThan(127.2);
    }
    expect(data.facets.types.reduce((n: number, f: Json) => n + f.count, 0)).toBe(data.total);
    expect(data.facets.types[0]).toEqual({ code: expect.any(String), name: expect.any(String), count: expect.any(Number) });
    expect(data.facets.priceRange.min).toBeLessThanOrEqual(data.facets.priceRange.max);
  });

  test('an area narrows to its stays; names come in the asked language', async () => {
    const stays = await all({ cityCode: 'SEL', area: 'SEL-GANGNAM' }, 'en');
    expect(stays).toHaveLength(await count(sql`a.code = 'SEL-GANGNAM'`));
    for (const s of stays) expect(s.area).toBe('Gangnam');
    const byName = await all({ searchText: '도쿄' });
    expect(byName).toHaveLength(await count(sql`c.code = 'TYO'`));
  });

  test('pages do not overlap and together give every stay once', async () => {
    const a = await findProducts(agent, { cityCode: 'TYO', page: 0, size: 3 });
    const b = await findProducts(agent, { cityCode: 'TYO', page: 1, size: 3 });
    expect(a.body.data.products).toHaveLength(3);
    const ids = [...a.body.data.products, ...b.body.data.products].map((p: Json) => p.productIdx);
    expect(new Set(ids).size).toBe(ids.length);
    const every = await all({ cityCode: 'TYO' });
    expect(new Set(every.map((p) => p.productIdx)).size).toBe(a.body.data.total);
  });

  test('sorts: price up and down, rating, recommended; bookable stays first', async () => {
    const bookable = (list: Json[]) => list.filter((p) => p.prices && !p.soldOut);
    const asc = await all({ nationCode: 'JP', sort: 'priceAsc' });
    const amounts = bookable(asc).map((p) => p.prices.displayAmount);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    expect(asc.slice(0, amounts.length).every((p) => p.prices && !p.soldOut)).toBe(true);
    const desc = bookable(await all({ nationCode: 'JP', sort: 'priceDesc' })).map((p) => p.prices.displayAmount);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    // Rating: a Bayesian average (catalog/rules/rating-rank.ts). A stay scored at least the prior (7.0)
    // never ranks below one it beats on both score and number of reviews; reviewed stays come first.
    const rating = bookable(await all({ nationCode: 'JP', sort: 'rating' })).map((p) => ({ score: p.reviewScore as number, count: p.reviewCount as number }));
    expect(rating.length).toBeGreaterThan(1);
    rating.forEach((upper, i) =>
      rating.slice(i + 1).forEach((lower) => {
        expect(upper.score >= 7 && lower.score > upper.score && lower.count >= upper.count && upper.count > 0 ? [upper, lower] : null).toBeNull();
        expect(upper.count === 0 && lower.count > 0).toBe(false);
      }),
    );
    const recommended = bookable(await all({ nationCode: 'JP' })).map((p) => p.productIdx);
    const pop = await rawRows<{ idx: number }>(t.database.orm, sql`select idx from properties where idx in (${sql.join(recommended.map((i) => sql`${i}`), sql`, `)}) order by popularity desc, idx`);
    expect(recommended).toEqual(pop.map((r) => r.idx));
  });

  test('filters: type, stars, price range, facilities', async () => {
    const hotels = await all({ nationCode: 'KR', filters: { types: ['HOTEL'] } });
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.every((p) => p.productType === 'HOTEL')).toBe(true);
    const stars = await all({ nationCode: 'KR', filters: { stars: [4, 5] } });
    expect(stars.every((p) => p.star >= 4)).toBe(true);
    const priced = await all({ nationCode: 'KR', filters: { priceMin: 100000, priceMax: 300000 } });
    expect(priced.every((p) => p.prices.displayAmount >= 100000 && p.prices.displayAmount <= 300000 && !p.soldOut)).toBe(true);
    const pool = await all({ filters: { facilities: ['POOL', 'WIFI'] } });
    expect(pool.length).toBe(await count(sql`p.idx in (select property_idx from property_facilities pf join facilities f on f.idx = pf.facility_idx where f.code = 'POOL')`));
    const none = await findProducts(agent, { nationCode: 'KR', filters: { types: ['NOPE'] } });
    expect(none.body.data).toMatchObject({ total: 0, products: [] });
  });

  test('a stay without stock on one night is sold out, listed last, with its last known price', async () => {
    const busan = await all({ cityCode: 'PUS' });
    const card = busan.find((p) => p.productIdx === soldOutStay)!;
    expect(card.soldOut).toBe(true);
    expect(busan.indexOf(card)).toBeGreaterThanOrEqual(busan.filter((p) => p.prices && !p.soldOut).length);
    // The stay after the sold-out night is bookable again.
    const later = await findProducts(agent, { cityCode: 'PUS', checkInDate: day(15), checkOutDate: day(16), size: 50 });
    expect(later.body.data.products.find((p: Json) => p.productIdx === soldOutStay)).toBeDefined();
  });

  test.each([
    ['2 adults, 2 nights', { adtCnt: 2 }],
    ['2 adults and a child of 5, 3 nights', { adtCnt: 2, chdCnt: 1, chdAges: [5], checkOutDate: day(17) }],
    ['4 adults in 2 rooms', { adtCnt: 4, count: 2 }],
  ])('the price shown is the price engine’s for the same condition (%s)', async (_label, over) => {
    const body = { cityCode: 'PUS', ...over };
    const cards = await all(body);
    const condition: StayCondition = {
      checkIn: day(14), checkOut: (over as { checkOutDate?: string }).checkOutDate ?? day(16), adults: (over as { adtCnt: number }).adtCnt,
      childAges: (over as { chdAges?: number[] }).chdAges ?? [], rooms: (over as { count?: number }).count ?? 1,
    };
    const priced = await priceStays(stores(t.app).catalogRates.source, cards.map((c) => c.productIdx), condition, koreanDay(new Date()));
    let compared = 0;
    for (const card of cards) {
      const shown = priced.get(card.productIdx)!.display;
      if (!shown) {
        expect(card.prices).toBeNull();
        continue;
      }
      compared += 1;
      const a = shown.quote.amounts!;
      expect(card.prices).toEqual({ displayAmount: a.normalAmount, awesomeAmount: a.awesomeAmount, awesomePer: a.awesomePer, perNight: a.perNight });
      expect(card.soldOut).toBe(shown.soldOut);
      expect(card.freeCancel).toBe(shown.quote.freeCancel);
    }
    expect(compared).toBeGreaterThan(0);
  });

  test.each([
    ['a past check-in', { checkInDate: day(-1) }, 'checkInDate'],
    ['check-out not after check-in', { checkOutDate: day(14) }, 'checkOutDate'],
    ['a date that is not yyyy-MM-dd', { checkInDate: '2030/01/01' }, 'checkInDate'],
    ['a day that does not exist', { checkInDate: '2030-02-30' }, 'checkInDate'],
    ['no adult', { adtCnt: 0 }, 'adtCnt'],
    ['more than 8 guests', { adtCnt: 6, chdCnt: 3, chdAges: [1, 2, 3] }, 'chdCnt'],
    ['more ages than children', { chdCnt: 1, chdAges: [3, 4] }, 'chdAges'],
    ['a child of 14', { chdCnt: 1, chdAges: [14] }, 'chdAges.0'],
    ['six rooms', { count: 6 }, 'count'],
    ['more rooms than adults', { adtCnt: 2, count: 3 }, 'count'],
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
    ['a page size over 50', { size: 51 }, 'size'],
    ['an inverted price range', { filters: { priceMin: 5, priceMax: 1 } }, 'filters.priceMin'],
    ['an unknown field', { colour: 'red' }, 'colour'],
  ])('%s is INVALID_INPUT naming the field', async (_label, over, field) => {
    const res = await findProducts(agent, { cityCode: 'SEL', ...over });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ code: 'INVALID_INPUT', field });
    expect(typeof res.body.data.message).toBe('string');
  });

  test('without dates (SPEC §7 sends none) or with one of them empty, the search uses the default stay and says which', async () => {
    const expected = defaultStayDays(koreanDay(new Date()));
    for (const dates of [{ checkInDate: undefined, checkOutDate: undefined }, { checkInDate: day(20), checkOutDate: '' }, { checkInDate: null, checkOutDate: null }]) {
      const res = await findProducts(agent, { nationCode: 'KR', cityCode: 'SEL', size: 5, ...dates });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject(expected);
      expect(res.body.data.products.length).toBeGreaterThan(0);
      for (const card of res.body.data.products) expect(card.nights).toBe(1);
    }
    const given = await findProducts(agent, { nationCode: 'KR', cityCode: 'SEL', size: 5 });
    expect(given.body.data).toMatchObject({ checkInDate: day(14), checkOutDate: day(16) });
  });

  test('an unknown city code finds nothing rather than everything', async () => {
    const res = await findProducts(agent, { cityCode: 'XXX' });
    expect(res.body.data).toMatchObject({ total: 0, products: [] });
  });
});
