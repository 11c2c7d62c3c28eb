// Staff roles through the API on every database target: the customer centre's agent answers
// inquiries and chat but cannot touch membership prices; the pricing admin schedules prices (never
// below the plan's floor, each change naming who scheduled it) but does not see members' inquiries.
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { membershipPriceChanges } from '../src/db/schema/memberships';
import { Agent, type Json } from './helpers/agent';
import { CONTENT } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { pricingAdminByEmail } from '../src/modules/membership/use-cases/staff-only';

const M = `${CONTENT}/membership`;
const kstDay = (d: Date, plusDays: number) => DateTime.fromJSDate(d, { zone: 'Asia/Seoul' }).plus({ days: plusDays }).toFormat('yyyy-MM-dd');

describe.each(databaseTargets())('staff roles on $name', (target) => {
  let t: TestApp;
  let agent: Agent;
  let pricing: Agent;
  let bronze: Agent;
  let pricingIdx: number;

  beforeAll(async () => {
    t = await build(target, { demoMode: false });
    agent = new Agent(t.app);
    pricing = new Agent(t.app);
    bronze = new Agent(t.app);
    await login(agent, 'staff@awesomestay.kr');
    await login(pricing, 'pricing@awesomestay.kr');
    await login(bronze, 'bronze@awesomestay.kr');
    pricingIdx = (await pricing.get('/api/service/auth/users')).body.data.idx;
  }, 180_000);
  afterAll(async () => t?.close());

  test('each member is told their own roles; a visitor is asked to log in', async () => {
    expect((await agent.get(`${CONTENT}/v1/staff/roles`)).body.data).toEqual({ roles: ['agent'] });
    expect((await pricing.get(`${CONTENT}/v1/staff/roles`)).body.data).toEqual({ roles: ['pricing'] });
    expect((await bronze.get(`${CONTENT}/v1/staff/roles`)).body.data).toEqual({ roles: [] });
    expect((await new Agent(t.app).get(`${CONTENT}/v1/staff/roles`)).status).toBe(401);
  });

  test('the agent cannot schedule or list membership prices, and nothing is scheduled', async () => {
    const body = { plan: 'GOLD', price: 100, effectiveFrom: kstDay(t.now(), 31) };
    for (const price of [100, 21000]) {
      const res = await agent.post(`${M}/admin/price-changes`, { ...body, price });
      expect([res.status, res.body.data.code]).toEqual([403, 'PRICING_ONLY']);
    }
    const list = await agent.get(`${M}/admin/price-changes`);
    expect([list.status, list.body.data.code]).toEqual([403, 'PRICING_ONLY']);
    expect((await agent.post(`${M}/admin/price-changes`, body, { headers: { 'accept-language': 'ja' } })).body.data.message).toContain('権限');
    expect(await t.database.orm.select().from(membershipPriceChanges)).toEqual([]);
  });

  test('the agent still answers inquiries and works the chat', async () => {
    expect((await agent.get(`${CONTENT}/v1/staff/inquiries`)).status).toBe(200);
    expect((await agent.get(`${CONTENT}/v1/staff/me`)).body.data).toEqual({ staff: true });
    expect((await agent.post(`${CONTENT}/v1/staff/chat/presence`, { online: true })).status).toBe(200);
    expect((await agent.get(`${CONTENT}/v1/staff/chat/threads`)).status).toBe(200);
    await agent.post(`${CONTENT}/v1/staff/chat/presence`, { online: false });
  });

  test('the pricing admin does not see the inquiry queue or the chat', async () => {
    expect((await pricing.get(`${CONTENT}/v1/staff/me`)).body.data).toEqual({ staff: false });
    const queue = await pricing.get(`${CONTENT}/v1/staff/inquiries`);
    expect([queue.status, queue.body.data.code]).toEqual([403, 'STAFF_ONLY']);
    expect((await pricing.get(`${CONTENT}/v1/staff/chat/threads`)).status).toBe(403);
  });

  test('the pricing admin schedules above the floor, is refused below it, and the record names them', async () => {
    const effectiveFrom = kstDay(t.now(), 31);
    for (const [plan, price] of [['GOLD', 100], ['GOLD', 9499], ['SILVER', 949]] as const) {
      const res = await pricing.post(`${M}/admin/price-changes`, { plan, price, effectiveFrom });
      expect([plan, price, res.status, res.body.data.code]).toEqual([plan, price, 409, 'PRICE_BELOW_FLOOR']);
    }
    expect((await pricing.post(`${M}/admin/price-changes`, { plan: 'GOLD', price: 100, effectiveFrom }, { headers: { 'accept-language': 'en' } })).body.data.message).toMatch(/9,500 won/);
    expect(await t.database.orm.select().from(membershipPriceChanges)).toEqual([]);

    const done = await pricing.post(`${M}/admin/price-changes`, { plan: 'GOLD', price: 9500, effectiveFrom });
    expect(done.status).toBe(200);
    const [row] = await t.database.orm.select().from(membershipPriceChanges).where(eq(membershipPriceChanges.idx, done.body.data.idx));
    expect(row).toMatchObject({ plan: 'GOLD', newPrice: 9500, createdBy: pricingIdx });
    expect(Math.abs(row!.createdAt.getTime() - t.now().getTime())).toBeLessThan(60_000);
    const items = (await pricing.get(`${M}/admin/price-changes`)).body.data.items as Json[];
    expect(items).toEqual([expect.objectContaining({ plan: 'GOLD', newPrice: 9500, createdAt: row!.createdAt.toISOString(), createdBy: { idx: pricingIdx, email: 'pricing@awesomestay.kr', name: expect.any(String) } })]);
  });

  test('the command line signs a change only with a pricing admin named by e-mail', async () => {
    expect(await pricingAdminByEmail(t.database.orm, 'pricing@awesomestay.kr', 'en')).toBe(pricingIdx);
    for (const email of ['staff@awesomestay.kr', 'bronze@awesomestay.kr', 'nobody@example.com']) {
      await expect(pricingAdminByEmail(t.database.orm, email, 'en')).rejects.toMatchObject({ statusCode: 403, extra: expect.objectContaining({ code: 'PRICING_ONLY' }) });
    }
  });
});
