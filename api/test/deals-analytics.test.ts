// Event deals (GET /v1/event-products/awesome/{id}, POST /v1/event-products/sale-dates/{id}),
// a theme page (POST /v1/theme-products/{id}) and the first-party analytics collector with its
// staff funnel report, through the API.
import { Agent } from './helpers/agent';
import { CONTENT } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { analyticsEvents } from '../src/db/schema/analytics';

const item = { item_id: '1', item_name: 'Stay', item_category: 'stay' };
const at = () => new Date().toISOString();

describe.each(databaseTargets())('event deals and analytics on $name', (target) => {
  let t: TestApp;
  let visitor: Agent;
  let bronze: Agent;
  let staff: Agent;

  beforeAll(async () => {
    t = await build(target);
    visitor = new Agent(t.app);
    bronze = new Agent(t.app);
    staff = new Agent(t.app);
    await login(bronze, 'bronze@awesomestay.kr');
    await login(staff, 'staff@awesomestay.kr');
  }, 180_000);
  afterAll(async () => t?.close());

  test('the seeded deals: one open, one opening soon, each with its sale dates and the next change', async () => {
    const list = await visitor.get(`${CONTENT}/v1/event-products/awesome`);
    const states = list.body.data.events.map((e: { state: string }) => e.state).sort();
    expect(states).toEqual(['OPEN', 'UPCOMING']);
    const soon = list.body.data.events.find((e: { state: string }) => e.state === 'UPCOMING');

    const page = await visitor.get(`${CONTENT}/v1/event-products/awesome/${soon.idx}`, { headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(200);
    expect(page.body.data.event).toMatchObject({ idx: soon.idx, pageKind: 'event', state: 'UPCOMING', eventTitle: 'Opening soon: 30% time deal', productIdx: expect.any(Number), productName: expect.any(String) });
    expect(page.body.data.event.nextChangeAt).toBe(page.body.data.event.opensAt);

    const dates = await visitor.post(`${CONTENT}/v1/event-products/sale-dates/${soon.idx}`, {});
    expect(dates.body.data).toMatchObject({ saleStartDate: soon.saleStartDate, state: 'UPCOMING', serverTime: expect.any(String) });

    expect((await visitor.get(`${CONTENT}/v1/event-products/awesome/99999999`)).status).toBe(404);
    expect((await visitor.get(`${CONTENT}/v1/event-products/awesome/abc`)).status).toBe(400);
    expect((await visitor.post(`${CONTENT}/v1/event-products/sale-dates/${soon.idx}`, { x: 1 })).status).toBe(400);
  });

  test("the demo's sale-start tool is for the content role: visitors, members and other staff change nothing", async () => {
    const list = await visitor.get(`${CONTENT}/v1/event-products/awesome`);
    const soon = list.body.data.events.find((e: { state: string }) => e.state === 'UPCOMING');
    const url = `${CONTENT}/v1/event-products/dev/sale-start/${soon.idx}`;
    expect((await visitor.post(url, { inDays: 0 })).status).toBe(401);
    const refused = await bronze.post(url, { inDays: 0 }, { headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toMatchObject({ code: 'CONTENT_ONLY', message: "Only staff with the content role can change a deal's sale dates." });
    expect((await staff.post(url, { inDays: 0 })).status).toBe(403);
    expect((await visitor.post(`${CONTENT}/v1/event-products/sale-dates/${soon.idx}`, {})).body.data.state).toBe('UPCOMING');
    const editor = new Agent(t.app);
    await login(editor, 'content@awesomestay.kr');
    const moved = await editor.post(url, { inDays: 3 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.state).toBe('UPCOMING');
  });

  test('a theme page prices its stays for the given condition', async () => {
    const themes = (await visitor.get(`${CONTENT}/v1/theme-products`)).body.data.themes;
    const id = themes[0].idx;
    const checkIn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 22 * 86_400_000).toISOString().slice(0, 10);
    const res = await visitor.post(`${CONTENT}/v1/theme-products/${id}`, { adtCnt: 2, checkInDate: checkIn, checkOutDate: checkOut });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ theme: { idx: id }, condition: { checkInDate: checkIn, checkOutDate: checkOut, adtCnt: 2 } });
    expect(res.body.data.products.length).toBeGreaterThan(0);
    expect((await visitor.post(`${CONTENT}/v1/theme-products/${id}`, { adtCnt: 2, checkInDate: '2000-01-01', checkOutDate: checkOut })).status).toBe(400);
    expect((await visitor.post(`${CONTENT}/v1/theme-products/99999999`, { adtCnt: 2, checkInDate: checkIn, checkOutDate: checkOut })).status).toBe(404);
    expect((await visitor.post(`${CONTENT}/v1/theme-products/${id}`, {})).status).toBe(400);
  });

  test('the collector stores valid batches, refuses a bad one whole, and staff see the funnel', async () => {
    const before = (await t.database.orm.select().from(analyticsEvents)).length;
    const s = 'funnel-session-1';
    const ok = await visitor.post(`${CONTENT}/v1/analytics/events`, {
      events: [
        { name: 'search', params: { city_code: 'SEL', check_in_date: '2026-05-01', check_out_date: '2026-05-02', adults: 2, children: 0, rooms: 1 }, at: at(), sessionId: s },
        { name: 'view_item', params: { currency: 'KRW', value: 1000, items: [item] }, at: at(), sessionId: s },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ stored: 2 });
    const booked = await bronze.post(`${CONTENT}/v1/analytics/events`, { events: [{ name: 'book', params: { transaction_id: 'T1', currency: 'KRW', value: 1000, items: [item] }, at: at(), sessionId: s }] });
    expect(booked.status).toBe(200);

    const bad = await visitor.post(`${CONTENT}/v1/analytics/events`, { events: [{ name: 'login', params: { method: 'email' }, at: at(), sessionId: 'another-session' }, { name: 'login', params: { method: 'naver' }, at: at(), sessionId: 'another-session' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.data.code).toBe('INVALID_INPUT');
    expect((await visitor.post(`${CONTENT}/v1/analytics/events`, { events: [] })).status).toBe(400);
    expect((await t.database.orm.select().from(analyticsEvents)).length).toBe(before + 3);

    const rows = await t.database.orm.select().from(analyticsEvents);
    expect(rows.find((r) => r.name === 'book')?.userIdx).toEqual(expect.any(Number));
    expect(rows.find((r) => r.name === 'search')?.userIdx).toBeNull();

    const funnel = await staff.get(`${CONTENT}/v1/analytics/funnel?days=7`);
    expect(funnel.status).toBe(200);
    expect(funnel.body.data.rows[0]).toMatchObject({ search: expect.any(Number), view_item: expect.any(Number), book: expect.any(Number) });
    // 'T1' is no booking of the member's: it is stored but not counted (analytics-limits.test.ts).
    expect(funnel.body.data.rows[0]).toMatchObject({ search: 1, view_item: 1, book: 0 });
    expect((await bronze.get(`${CONTENT}/v1/analytics/funnel`)).status).toBe(403);
    expect((await visitor.get(`${CONTENT}/v1/analytics/funnel`)).status).toBe(401);
    expect((await staff.get(`${CONTENT}/v1/analytics/funnel?days=99`)).status).toBe(400);
  });
});
