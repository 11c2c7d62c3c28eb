// Main page, popular destinations, common codes, notices, FAQs and generated images
// (docs/api/content-search.md "Main page" and "Popular destinations"; SPEC §3 FAQ and Notice).
import { stores } from './helpers/stores';
import { koreanDay, priceStays } from '../src/modules/pricing';
import { DEFAULT_PRODUCT_IMAGE } from '../src/modules/catalog/rules/texts';
import { Agent, type Json } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { CONTENT, day } from './helpers/content';
import { databaseTargets } from './helpers/databases';

describe.each(databaseTargets())('main page and support content on $name', (target) => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await build(target);
    agent = new Agent(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (path: string, lang = 'ko') => agent.get(`${CONTENT}${path}`, { headers: { 'accept-language': lang } });

  test('banners, in the asked language, with search links that carry the city name', async () => {
    const res = await get('/v1/mains', 'en');
    expect(res.status).toBe(200);
    const banners: Json[] = res.body.data.mainBanners;
    expect(banners.length).toBeGreaterThan(0);
    expect(banners[0]).toEqual({ idx: expect.any(Number), title: expect.stringMatching(/[A-Za-z]/), subTitle: expect.any(String), imgUrl: expect.stringMatching(/^\/media\//), linkUrl: expect.any(String) });
    expect(banners.find((b) => b.linkUrl.includes('cityCode=TYO'))!.linkUrl).toContain('searchText=Tokyo');
  });

  test('place list pages by start and end', async () => {
    const res = await get('/v1/mains/place-list?start=0&end=3', 'ja');
    expect(res.body.data).toMatchObject({ start: 0, end: 3, totalPlaceCnt: expect.any(Number) });
    expect(res.body.data.placelist).toHaveLength(3);
    expect(res.body.data.placelist[0]).toEqual({ placeName: 'ソウル', nationCode: 'KR', cityCode: 'SEL', imgUrl: expect.stringMatching(/^\/media\//) });
    expect((await get('/v1/mains/place-list?start=2&end=1')).body.data.placelist).toEqual([]);
    expect((await get('/v1/mains/place-list?start=x')).status).toBe(400);
  });

  test('recommended stays are priced for one night and two adults by the engine', async () => {
    const res = await agent.post(`${CONTENT}/v2/products/findMainRecommendProducts`, { checkInDate: day(20), searchType: 'MAIN' });
    expect(res.status).toBe(200);
    const products: Json[] = res.body.data.products;
    expect(products.length).toBeGreaterThan(0);
    const priced = await priceStays(stores(t.app).catalogRates.source, products.map((p) => p.productIdx), { checkIn: day(20), checkOut: day(21), adults: 2, childAges: [], rooms: 1 }, koreanDay(new Date()));
    for (const p of products) {
      expect(p.nights).toBe(1);
      expect(p.prices?.displayAmount ?? null).toBe(priced.get(p.productIdx)!.display?.quote.amounts?.normalAmount ?? null);
    }
    const domestic = await agent.post(`${CONTENT}/v2/products/findMainRecommendProducts`, { checkInDate: day(20), searchType: 'DOMESTIC' });
    expect(domestic.body.data.products.every((p: Json) => p.nationCode === 'KR')).toBe(true);
    expect((await agent.post(`${CONTENT}/v2/products/findMainRecommendProducts`, { checkInDate: day(-2) })).status).toBe(400);
  });

  test('themes and a theme’s stays; an unknown theme is NOT_FOUND', async () => {
    const themes: Json[] = (await get('/v1/theme-products')).body.data.themes;
    expect(themes.length).toBeGreaterThanOrEqual(4);
    const content = await get(`/v1/theme-products/content/${themes[0].idx}`);
    expect(content.body.data.theme).toEqual(themes[0]);
    expect(Array.isArray(content.body.data.products)).toBe(true);
    const missing = await get('/v1/theme-products/content/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.data.code).toBe('NOT_FOUND');
  });

  test('location tabs (one per nation), their sub-locations, and awesome locations', async () => {
    const tabs: Json[] = (await get('/v1/locations/tabs?page=0', 'en')).body.data.tabs;
    expect(tabs.map((x) => x.title)).toEqual(['South Korea', 'Japan', 'Vietnam', 'Guam', 'Thailand']);
    const subs: Json[] = (await get(`/v1/locations/tabs/${tabs[1]!.idx}/sub-locations`)).body.data.subLocations;
    expect(subs.length).toBeGreaterThan(3);
    expect(subs.every((s) => s.nationCode === 'JP')).toBe(true);
    expect(subs).toContainEqual({ imgUrl: expect.any(String), addressName: '도쿄 신주쿠', nationCode: 'JP', cityCode: 'TYO', area: 'TYO-SHINJUKU', subArea: '' });
    const awesome = await get('/v1/products/locations/awesome/OSA', 'ja');
    expect(awesome.body.data.searchLocation).toMatchObject({ title: '大阪', addressName: '大阪', nationCode: 'JP', cityCode: 'OSA', area: '', subArea: '' });
    expect((await get('/v1/products/locations/awesome/NOPE')).status).toBe(404);
  });

  test('common codes by group, localised', async () => {
    const types: Json[] = (await get('/v1/commoncode/PRODUCT_TYPE', 'en')).body.data.commonCodes;
    expect(types).toContainEqual({ code: 'HOTEL', name: 'Hotel' });
    const inquiry: Json[] = (await get('/v1/commoncode/105')).body.data.commonCodes;
    expect(inquiry[0]).toEqual({ code: 'RESERVATION', name: '예약 문의' });
    expect((await get('/v1/commoncode/UNKNOWN')).body.data.commonCodes).toEqual([]);
  });

  test('notices: a page of them, pinned first, and one by id', async () => {
    const list = await get('/v1/notices?page=1&size=5', 'en');
    expect(list.body.data).toMatchObject({ total: expect.any(Number), page: 1, size: 5 });
    const notices: Json[] = list.body.data.notices;
    expect(notices).toHaveLength(5);
    expect(notices[0]).toEqual({ idx: expect.any(Number), title: 'Customer centre hours', content: expect.any(String), createdDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), updatedDt: expect.anything(), type: 'NOTICE', important: true });
    expect(notices[1]).toMatchObject({ important: false });
    const one = await get(`/v1/notices/${notices[1]!.idx}`, 'en');
    expect(one.body.data.notice).toEqual(notices[1]);
    expect((await get('/v1/notices/999999')).status).toBe(404);
    expect((await get('/v1/notices?type=EVENT')).body.data.notices.every((n: Json) => n.type === 'EVENT')).toBe(true);
  });

  test('FAQ types and the FAQs of a type, by idx or code, or all', async () => {
    const types: Json[] = (await get('/v2/faqs/types', 'ja')).body.data.faqTypes;
    expect(types[0]).toEqual({ faqTypeIdx: expect.any(Number), code: 'RESERVATION', name: '予約・決済' });
    const byIdx: Json[] = (await get(`/v2/faqs/type/${types[1]!.faqTypeIdx}`)).body.data.faqs;
    expect(byIdx.length).toBeGreaterThan(0);
    expect(byIdx.every((f) => f.faqTypeIdx === types[1]!.faqTypeIdx)).toBe(true);
    expect(byIdx[0]).toEqual({ faqIdx: expect.any(Number), faqTypeIdx: types[1]!.faqTypeIdx, title: expect.any(String), content: expect.any(String), createDate: expect.any(String) });
    expect((await get('/v2/faqs/type/cancel')).body.data.faqs).toEqual(byIdx);
    const every: Json[] = (await get('/v2/faqs/type/all')).body.data.faqs;
    expect(new Set(every.map((f) => f.faqTypeIdx)).size).toBe(types.length);
    expect((await get('/v2/faqs/type/NOPE')).status).toBe(404);
  });

  test('images are generated SVGs, cached for good; unknown ones are refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/img/beach/42.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toMatch(/^<svg /);
    expect((await t.app.inject({ method: 'GET', url: '/media/img/beach/42.svg' })).body).toBe(res.body);
    expect((await t.app.inject({ method: 'GET', url: '/media/icon/POOL.svg' })).statusCode).toBe(200);
    // The picture of a stay without pictures (catalog/rules/texts.ts DEFAULT_PRODUCT_IMAGE).
    expect((await t.app.inject({ method: 'GET', url: DEFAULT_PRODUCT_IMAGE })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/media/img/nowhere/1.svg' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/media/img/beach/..%2Fx.svg' })).statusCode).toBe(400);
  });
});
