// Operator price changes with each member's consent, through the API on every database
// target: only the pricing admin schedules (with 30 days' notice), a renewal before the start date is unaffected,
// the member is asked within the 30 days before the renewal it applies to, every answer is a
// receipt and the latest counts, a refusal ends the membership at the period end with no charge,
// and consent renews at the new price.
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { membershipCharges, subscriptionEvents, subscriptions } from '../src/db/schema/memberships';
import { messageOutbox } from '../src/db/schema/messages';
import { runRenewals } from '../src/modules/membership/use-cases/renewals';
import { membershipGateway } from '../src/modules/membership';
import { Agent, type Json } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

const M = '/api/service/content/membership';
const DAY = 86_400;
const kstDay = (d: Date, plusDays = 0) => DateTime.fromJSDate(d, { zone: 'Asia/Seoul' }).plus({ days: plusDays }).toFormat('yyyy-MM-dd');

describe.each(databaseTargets())('membership price changes on $name', (target) => {
  let t: TestApp;
  let staff: Agent;
  let silver: Agent;
  let gold: Agent;
  let silverIdx: number;
  let goldIdx: number;
  let effectiveDay: string;

  const renew = () => runRenewals(t.database.orm, membershipGateway(t.app), t.now());
  const status = async (a: Agent) => (await a.get(`${M}/status`)).body.data.membership;
  const relogin = async () => {
    await login(staff, 'pricing@awesomestay.kr');
    await login(silver, 'silver@awesomestay.kr');
    await login(gold, 'gold@awesomestay.kr');
  };

  beforeAll(async () => {
    // Not demo mode: the operator's 30 days' notice holds (demo mode lets a tester start a price today).
    t = await build(target, { demoMode: false });
    staff = new Agent(t.app);
    silver = new Agent(t.app);
    gold = new Agent(t.app);
    await relogin();
    silverIdx = (await silver.get('/api/service/auth/users')).body.data.idx;
    goldIdx = (await gold.get('/api/service/auth/users')).body.data.idx;
  }, 180_000);
  afterAll(async () => t?.close());

  it('only the pricing admin schedules a price, at least 30 days ahead; bad input changes nothing', async () => {
    const bronze = new Agent(t.app);
    await login(bronze, 'bronze@awesomestay.kr');
    effectiveDay = kstDay(t.now(), 31);
    const body = { plan: 'SILVER', price: 2900, effectiveFrom: effectiveDay };
    expect((await new Agent(t.app).post(`${M}/admin/price-changes`, body)).status).toBe(401);
    expect((await bronze.post(`${M}/admin/price-changes`, body)).body.data.code).toBe('PRICING_ONLY');
    expect((await staff.post(`${M}/admin/price-changes`, { ...body, effectiveFrom: kstDay(t.now(), 2) })).body.data.code).toBe('PRICE_TOO_SOON');
    expect((await staff.post(`${M}/admin/price-changes`, { ...body, price: 1900 })).body.data.code).toBe('PRICE_SAME');
    for (const bad of [{ ...body, price: -1 }, { ...body, price: 2900.5 }, { ...body, plan: 'BRONZE' }, { ...body, effectiveFrom: 'soon' }, { ...body, extra: 1 }]) {
      const res = await staff.post(`${M}/admin/price-changes`, bad);
      expect([bad, res.status]).toEqual([bad, 400]);
    }
    expect((await staff.get(`${M}/admin/price-changes`)).body.data.items).toEqual([]);

    const done = await staff.post(`${M}/admin/price-changes`, body);
    expect(done.status).toBe(200);
    expect((await staff.post(`${M}/admin/price-changes`, { plan: 'GOLD', price: 21000, effectiveFrom: effectiveDay })).status).toBe(200);
    expect((await staff.get(`${M}/admin/price-changes`)).body.data.items.map((c: Json) => [c.plan, c.newPrice])).toEqual([['GOLD', 21000], ['SILVER', 2900]]);
  });

  it('the renewal before the start date is charged at the old price, nobody is asked yet', async () => {
    expect((await status(silver)).priceChange).toBeNull();
    expect((await status(gold)).priceChange).toMatchObject({ kind: 'RISE', asking: false, oldPrice: 19000, newPrice: 21000 });
    expect((await gold.post(`${M}/price-change/answer`, { priceChangeIdx: (await status(gold)).priceChange.priceChangeIdx, answer: 'ACCEPT' })).body.data.code).toBe('PRICE_NOT_ASKED');

    t.advance(22 * DAY);
    await relogin();
    await renew();
    const renewals = await t.database.orm.select().from(membershipCharges).where(and(eq(membershipCharges.userIdx, silverIdx), eq(membershipCharges.kind, 'RENEWAL')));
    expect(renewals.map((r) => [r.status, r.amount])).toEqual([['PAID', 1900]]);
  });

  it('within 30 days of the next renewal the member is asked with the date, both prices and the card; each answer is a receipt', async () => {
    // Asked by notice once, however often the scheduler runs.
    await Promise.all([renew(), renew()]);
    await renew();
    const asked = await t.database.orm.select({ type: messageOutbox.type }).from(messageOutbox).where(and(eq(messageOutbox.dest, 'silver@awesomestay.kr'), eq(messageOutbox.type, 'MEMBERSHIP_PRICE_CONSENT')));
    expect(asked).toHaveLength(1);
    const m = await status(silver);
    expect(m.priceChange).toMatchObject({ kind: 'RISE', asking: true, answer: null, oldPrice: 1900, newPrice: 2900, cardMasked: '4330-****-****-1111' });
    expect(m.priceChange.renewalAt).toBe(m.currentPeriodEnd);
    // Not agreed (yet): no charge is planned.
    expect(m.nextChargeAt).toBeNull();
    const screen = (await silver.get(`${M}/price-change`)).body.data;
    expect(screen.ask).toMatchObject({ asking: true, newPrice: 2900 });
    const idx = screen.ask.priceChangeIdx;

    expect((await silver.post(`${M}/price-change/answer`, { priceChangeIdx: idx, answer: 'MAYBE' })).status).toBe(400);
    expect((await silver.post(`${M}/price-change/answer`, { priceChangeIdx: idx + 100, answer: 'ACCEPT' })).body.data.code).toBe('PRICE_NOT_ASKED');
    await silver.post(`${M}/price-change/answer`, { priceChangeIdx: idx, answer: 'ACCEPT' });
    expect((await status(silver)).nextChargeAmount).toBe(2900);
    const last = await silver.post(`${M}/price-change/answer`, { priceChangeIdx: idx, answer: 'DECLINE' });
    expect(last.body.data.receipts.map((r: Json) => [r.answer, r.oldPrice, r.newPrice, r.plan])).toEqual([
      ['DECLINED', 1900, 2900, 'SILVER'],
      ['ACCEPTED', 1900, 2900, 'SILVER'],
    ]);
    expect(last.body.data.ask.answer).toBe('DECLINED');
    expect((await status(silver)).nextChargeAt).toBeNull();
  });

  it('a refusal ends the membership at the period end: no charge, a notice, Bronze after', async () => {
    const end = new Date((await status(silver)).currentPeriodEnd);
    t.advance(Math.ceil((end.getTime() - t.now().getTime()) / 1000) + 60);
    await relogin();
    await Promise.all([renew(), renew()]);
    const [sub] = await t.database.orm.select().from(subscriptions).where(eq(subscriptions.userIdx, silverIdx));
    expect(sub!.status).toBe('ENDED');
    const charges = await t.database.orm.select().from(membershipCharges).where(and(eq(membershipCharges.userIdx, silverIdx), sql`${membershipCharges.periodStart} >= ${end}`));
    expect(charges).toEqual([]);
    const events = await t.database.orm.select({ e: subscriptionEvents.eventType }).from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionIdx, sub!.idx));
    expect(events.map((e) => e.e).at(-1)).toBe('CANCEL');
    const notices = await t.database.orm.select({ type: messageOutbox.type }).from(messageOutbox).where(eq(messageOutbox.dest, 'silver@awesomestay.kr'));
    expect(notices.map((n) => n.type)).toContain('MEMBERSHIP_ENDED_PRICE');
    expect((await silver.get('/api/service/auth/users')).body.data.grade).toBe('Bronze');
    // The receipts stay visible after the end.
    expect((await silver.get(`${M}/price-change`)).body.data).toMatchObject({ ask: null, receipts: [{ answer: 'DECLINED' }, { answer: 'ACCEPTED' }] });
  });

  it('consent renews at the new price (Gold); silence would have ended it', async () => {
    const soon = new Date(t.now().getTime() + 10 * DAY * 1000);
    await t.database.orm.update(subscriptions).set({ currentPeriodEnd: soon, nextBillingAt: soon }).where(and(eq(subscriptions.userIdx, goldIdx), eq(subscriptions.status, 'ACTIVE')));
    const ask = (await status(gold)).priceChange;
    expect(ask).toMatchObject({ asking: true, oldPrice: 19000, newPrice: 21000 });
    await gold.post(`${M}/price-change/answer`, { priceChangeIdx: ask.priceChangeIdx, answer: 'ACCEPT' });
    t.advance(10 * DAY + 60);
    await relogin();
    await renew();
    const renewal = await t.database.orm.select().from(membershipCharges).where(and(eq(membershipCharges.userIdx, goldIdx), eq(membershipCharges.kind, 'RENEWAL')));
    expect(renewal.map((r) => [r.status, r.amount])).toEqual([['PAID', 21000]]);
    const after = await status(gold);
    expect(after).toMatchObject({ status: 'ACTIVE', nextChargeAmount: 21000, priceChange: null });
    // A member joining now pays the new price.
    const offer = (await new Agent(t.app).get(`${M}/offer`)).body.data.plans;
    expect(offer.map((p: Json) => [p.plan, p.price])).toEqual([['GOLD', 21000], ['SILVER', 2900]]);
  });
});
