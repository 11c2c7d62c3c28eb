// Awesome membership end to end through the API on every database target: subscribe
// through the sandbox gateway's card page, the grade and member flag follow at once, renewals
// charge exactly once per period however often and however concurrently the scheduler runs, a
// declining card goes past due with benefits kept and a card change recovers it, cancel / undo,
// upgrade (Gold in full, Silver gone), the Gold refund, and bad input.
import { and, eq, sql } from 'drizzle-orm';
import { membershipCharges, subscriptionEvents, subscriptions } from '../src/db/schema/memberships';
import { messageOutbox } from '../src/db/schema/messages';
import { sandboxGatewayPayments } from '../src/db/schema/orders';
import { openDatabase } from '../src/db';
import { runRenewals, type MembershipGateway } from '../src/modules/membership/use-cases/renewals';
import { gatewayFor } from '../src/modules/payment';
import { sandboxBilling } from '../src/modules/payment/adapters/sandbox-billing';
import { membershipGateway } from '../src/modules/membership';
import { Agent, type Json } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { bookUrl, CONTENT, day, DOMESTIC_GUEST, setStock } from './helpers/booking';
import { cancelPlans, setPrice } from './helpers/coupons';

const M = '/api/service/content/membership';
const DAY = 86_400;

describe.each(databaseTargets())('membership on $name', (target) => {
  let t: TestApp;
  let bronze: Agent;
  let silver: Agent;

  /** Registers a sandbox test card at the gateway's page and comes back like the browser does. */
  const registerCard = async (agent: Agent, kind: 'SUBSCRIBE' | 'CARD_CHANGE', card: 'OK' | 'DECLINE_RENEWAL' | 'EXPIRED', plan?: 'SILVER' | 'GOLD') => {
    const started = await agent.post(`${M}/checkout`, { kind, ...(plan ? { plan } : {}), site: 'en' });
    expect(started.status).toBe(200);
    const url = new URL(started.body.data.registrationUrl as string, 'http://x');
    const page = await agent.get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const params = new URLSearchParams({ choice: card, customerKey: url.searchParams.get('customerKey')!, successUrl: url.searchParams.get('successUrl')!, failUrl: url.searchParams.get('failUrl')! });
    const decided = await agent.get(`/api/service/payment/sandbox/billing/register/decide?${params.toString()}`);
    expect(decided.status).toBe(303);
    const back = new URL(String(decided.headers.location), 'http://x');
    expect(back.pathname).toBe(kind === 'SUBSCRIBE' ? '/en/membership/awesome/subscribe' : '/en/membership/awesome/management');
    return { checkoutId: back.searchParams.get('checkout')!, authKey: back.searchParams.get('authKey')!, customerKey: back.searchParams.get('customerKey')! };
  };
  const complete = (agent: Agent, body: Json) => agent.post(`${M}/checkout/complete`, body);
  const profile = async (agent: Agent) => (await agent.get('/api/service/auth/users')).body.data;
  const charges = (userIdx: number) => t.database.orm.select().from(membershipCharges).where(eq(membershipCharges.userIdx, userIdx));
  const gatewayCaptures = async (orderIdPrefix: string) => {
    const [row] = await t.database.orm
      .select({ n: sql<number>`coalesce(sum(${sandboxGatewayPayments.captures}), 0)::int` })
      .from(sandboxGatewayPayments)
      .where(sql`${sandboxGatewayPayments.orderId} like ${`${orderIdPrefix}%`}`);
    return row!.n;
  };
  const notices = async (email: string) =>
    (await t.database.orm.select({ type: messageOutbox.type }).from(messageOutbox).where(and(eq(messageOutbox.dest, email), sql`${messageOutbox.type} like 'MEMBERSHIP_%'`)).orderBy(messageOutbox.idx)).map((r) => r.type);
  const renew = () => runRenewals(t.database.orm, membershipGateway(t.app), t.now());

  beforeAll(async () => {
    t = await build(target);
    bronze = new Agent(t.app);
    silver = new Agent(t.app);
    await login(bronze, 'bronze@awesomestay.kr');
    await login(silver, 'silver@awesomestay.kr');
  }, 180_000);
  afterAll(async () => t?.close());

  it('a visitor sees both plans at the SPEC prices; a Bronze member may take either', async () => {
    const visitor = await new Agent(t.app).get(`${M}/offer`);
    expect(visitor.body.data.plans.map((p: Json) => [p.plan, p.price, p.originalPrice])).toEqual([['GOLD', 19000, 22800], ['SILVER', 1900, 2800]]);
    const mine = (await bronze.get(`${M}/offer`)).body.data.plans;
    expect(mine.every((p: Json) => p.eligible)).toBe(true);
    const gold = mine.find((p: Json) => p.plan === 'GOLD');
    expect(gold.monthlyPrice).toBe(1583);
    expect(new Date(gold.nextChargeAt).getTime() - t.now().getTime()).toBeGreaterThan(364 * DAY * 1000);
  });

  it('subscribes to Silver through the card page; grade, member flag and the booking price follow at once; a replayed return charges once', async () => {
    expect((await profile(bronze)).grade).toBe('Bronze');
    // A stay whose rate plan has a member discount: the booking quote before and after joining.
    const [plan] = await cancelPlans(t.database, true);
    await t.database.orm.execute(sql`update rate_plans set awesome_discount_pct = 10 where idx = ${plan!.ratePlanIdx}`);
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 20), checkOutDate: day(t.now(), 22), count: 1 };
    await setPrice(t.database, plan!.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 100_000);
    await setStock(t.database, plan!.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 3);
    const quote = async () => (await bronze.post(bookUrl(plan!, 'OC'), cond)).body.data;
    const visitorPrice = await quote();
    expect(visitorPrice.member.isAwesome).toBe(false);
    expect(visitorPrice.amounts.saleAmount).toBe(visitorPrice.amounts.originalAmount);
    const back = await registerCard(bronze, 'SUBSCRIBE', 'OK', 'SILVER');
    const done = await complete(bronze, back);
    expect(done.status).toBe(200);
    expect(done.body.data.membership).toMatchObject({ plan: 'SILVER', status: 'ACTIVE', nextChargeAmount: 1900, cardMasked: '4330-****-****-1111' });
    const replay = await complete(bronze, back);
    expect(replay.status).toBe(200);
    const me = await profile(bronze);
    expect(me).toMatchObject({ grade: 'Silver', isAwesome: true });
    const memberPrice = await quote();
    expect(memberPrice.member).toMatchObject({ grade: 'Silver', isAwesome: true });
    expect(memberPrice.amounts.originalAmount).toBe(visitorPrice.amounts.originalAmount);
    expect(memberPrice.amounts.saleAmount).toBe(180_000);
    const rows = await charges(me.idx);
    expect(rows.map((r) => [r.kind, r.status, r.amount])).toEqual([['FIRST', 'PAID', 1900]]);
    expect(await gatewayCaptures(back.checkoutId)).toBe(1);
    // Silver is once per person, and one live membership at a time.
    const again = await bronze.post(`${M}/checkout`, { kind: 'SUBSCRIBE', plan: 'GOLD' });
    expect([again.status, again.body.data.code]).toEqual([409, 'ALREADY_MEMBER']);
  });

  it('cancel keeps the membership to the period end and can be undone', async () => {
    const cancelled = await bronze.post(`${M}/cancel`, {});
    expect(cancelled.body.data.membership).toMatchObject({ status: 'CANCEL_REQUESTED', nextChargeAt: null });
    expect((await profile(bronze)).grade).toBe('Silver');
    expect((await bronze.post(`${M}/cancel`, {})).status).toBe(409);
    const undone = await bronze.post(`${M}/undo-cancel`, {});
    expect(undone.body.data.membership).toMatchObject({ status: 'ACTIVE', nextChargeAmount: 1900 });
    const me = await profile(bronze);
    const [sub] = await t.database.orm.select().from(subscriptions).where(and(eq(subscriptions.userIdx, me.idx), eq(subscriptions.status, 'ACTIVE')));
    const events = await t.database.orm.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionIdx, sub!.idx));
    expect(events.map((e) => e.eventType)).toEqual(['USE', 'CANCEL_REQUEST', 'USE']);
  });

  it('silver@ registers a card that declines on renewal (no charge for a card change)', async () => {
    const back = await registerCard(silver, 'CARD_CHANGE', 'DECLINE_RENEWAL');
    const done = await complete(silver, back);
    expect(done.body.data.membership).toMatchObject({ plan: 'SILVER', status: 'ACTIVE', cardMasked: '5520-****-****-2222' });
  });

  it('a month later the scheduler charges each renewal exactly once, however often and concurrently it runs', async () => {
    t.advance(32 * DAY);
    // The sessions ran out over the month: log in again, as a member would.
    await login(bronze, 'bronze@awesomestay.kr');
    await login(silver, 'silver@awesomestay.kr');
    const runs = await Promise.all([renew(), renew(), renew()]);
    await renew();
    const me = await profile(bronze);
    const renewals = (await charges(me.idx)).filter((r) => r.kind === 'RENEWAL');
    expect(renewals.map((r) => [r.status, r.amount])).toEqual([['PAID', 1900]]);
    expect(await gatewayCaptures(`MBR${renewals[0]!.subscriptionIdx}P`)).toBe(1);
    expect(runs.reduce((n, r) => n + r.renewed, 0)).toBe(1);
    expect(me.grade).toBe('Silver');
    const status = (await bronze.get(`${M}/status`)).body.data.membership;
    expect(new Date(status.nextChargeAt).getTime()).toBeGreaterThan(t.now().getTime());
  });

  it('the declining card puts silver@ past due with benefits kept; changing the card retries at once and recovers', async () => {
    const status = (await silver.get(`${M}/status`)).body.data.membership;
    expect(status).toMatchObject({ status: 'PAST_DUE', benefits: true, lastFailCode: 'INSUFFICIENT_FUNDS' });
    expect((await profile(silver)).grade).toBe('Silver');
    const back = await registerCard(silver, 'CARD_CHANGE', 'OK');
    const done = await complete(silver, back);
    expect(done.body.data.membership).toMatchObject({ status: 'ACTIVE', cardMasked: '4330-****-****-1111', graceUntil: null });
    expect(await notices('silver@awesomestay.kr')).toEqual(['MEMBERSHIP_PAYMENT_FAILED']);
    const history = (await silver.get(`${M}/billing-history`)).body.data.items as Json[];
    expect(history.map((h) => [h.kind, h.status])).toEqual(expect.arrayContaining([['RENEWAL', 'FAILED'], ['RENEWAL', 'PAID']]));
  });

  it('upgrades Silver to Gold at once, charged in full; Silver is then no longer offered; the Gold refund works within 7 days while unused', async () => {
    const before = (await bronze.get(`${M}/status`)).body.data.membership;
    expect(before.upgrade).toMatchObject({ amount: 19000, silverRefund: 0 });
    const up = await bronze.post(`${M}/upgrade`, {});
    expect(up.body.data.membership).toMatchObject({ plan: 'GOLD', status: 'ACTIVE', refund: { available: true, amount: 19000 } });
    expect((await profile(bronze)).grade).toBe('Gold');
    const me = await profile(bronze);
    expect((await charges(me.idx)).filter((r) => r.kind === 'UPGRADE').map((r) => r.amount)).toEqual([19000]);
    const refund = await bronze.post(`${M}/refund`, {});
    expect(refund.status).toBe(200);
    expect(refund.body.data.membership).toBeNull();
    expect((await profile(bronze)).grade).toBe('Bronze');
    const offer = (await bronze.get(`${M}/offer`)).body.data.plans;
    expect(offer.find((p: Json) => p.plan === 'SILVER')).toMatchObject({ eligible: false, reason: 'SILVER_ONCE' });
    expect(offer.find((p: Json) => p.plan === 'GOLD')).toMatchObject({ eligible: true });
    const refunded = (await charges(me.idx)).filter((r) => r.kind === 'REFUND');
    expect(refunded.map((r) => [r.status, r.amount])).toEqual([['REFUNDED', 19000]]);
    expect((await bronze.post(`${M}/refund`, {})).status).toBe(404);
  });

  it('a stay held at the member price counts as use until it is cancelled: joining, holding, taking the refund and paying gains nothing', async () => {
    // bronze@ took the Gold refund above and may join Gold again.
    const back = await registerCard(bronze, 'SUBSCRIBE', 'OK', 'GOLD');
    expect((await complete(bronze, back)).body.data.membership).toMatchObject({ plan: 'GOLD', status: 'ACTIVE', refund: { available: true } });
    const [plan] = await cancelPlans(t.database, true);
    await t.database.orm.execute(sql`update rate_plans set awesome_discount_pct = 10 where idx = ${plan!.ratePlanIdx}`);
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 40), checkOutDate: day(t.now(), 41), count: 1 };
    await setPrice(t.database, plan!.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 100_000);
    await setStock(t.database, plan!.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 3);
    const held = await bronze.post(`${bookUrl(plan!, 'OO')}/order`, { ...cond, ...DOMESTIC_GUEST });
    expect(held.status).toBe(201);
    expect(held.body.data.amounts.saleAmount).toBe(90_000);
    // Unpaid, at the member price: the refund is not offered, and asking for it changes nothing.
    expect((await bronze.get(`${M}/status`)).body.data.membership.refund).toMatchObject({ available: false, reason: 'USED' });
    expect((await bronze.post(`${M}/refund`, {})).status).toBe(409);
    expect((await profile(bronze)).grade).toBe('Gold');
    // Given up, the hold no longer counts: the refund is offered again, and the held price is gone with it.
    expect((await bronze.put(`${CONTENT}/v1/lmses/${held.body.data.orderNum}/cancel`, {})).status).toBe(200);
    expect((await bronze.get(`${M}/status`)).body.data.membership.refund).toMatchObject({ available: true, amount: 19000 });
    expect((await bronze.post(`${M}/refund`, {})).status).toBe(200);
    expect((await profile(bronze)).grade).toBe('Bronze');
  });

  it('two API processes (separate connection pools) racing on the same due renewal charge it once', async () => {
    if (target.name !== 'postgres') return; // PGlite is one process by nature: nothing to race
    const gold = new Agent(t.app);
    await login(gold, 'gold@awesomestay.kr');
    await complete(gold, await registerCard(gold, 'CARD_CHANGE', 'OK'));
    const me = await profile(gold);
    const now = t.now();
    await t.database.orm.update(subscriptions).set({ currentPeriodEnd: now, nextBillingAt: now }).where(and(eq(subscriptions.userIdx, me.idx), eq(subscriptions.status, 'ACTIVE')));
    const other = await openDatabase({ url: t.database.location, maxConnections: 5 });
    try {
      const otherGateway: MembershipGateway = { ...sandboxBilling(other.orm, t.now), cancel: (key, amount) => gatewayFor(other, t.now).cancel(key, amount) };
      for (let round = 0; round < 3; round++) {
        await Promise.all([renew(), runRenewals(other.orm, otherGateway, t.now()), renew(), runRenewals(other.orm, otherGateway, t.now())]);
      }
    } finally {
      await other.close();
    }
    const renewals = (await charges(me.idx)).filter((r) => r.kind === 'RENEWAL');
    expect(renewals.map((r) => r.status)).toEqual(['PAID']);
    expect(await gatewayCaptures(`MBR${renewals[0]!.subscriptionIdx}P`)).toBe(1);
  });

  it('a yearly member is reminded once, 7 days before the renewal, however often the scheduler runs', async () => {
    const gold = new Agent(t.app);
    await login(gold, 'gold@awesomestay.kr');
    const me = await profile(gold);
    const soon = new Date(t.now().getTime() + 5 * DAY * 1000);
    await t.database.orm.update(subscriptions).set({ currentPeriodEnd: soon, nextBillingAt: soon, remindedFor: null }).where(and(eq(subscriptions.userIdx, me.idx), eq(subscriptions.status, 'ACTIVE')));
    await Promise.all([renew(), renew()]);
    await renew();
    expect((await notices('gold@awesomestay.kr')).filter((n) => n === 'MEMBERSHIP_RENEWAL_REMINDER')).toHaveLength(1);
  });

  it('a card that runs out before the next charge is announced once, and the page says so', async () => {
    const gold = new Agent(t.app);
    await login(gold, 'gold@awesomestay.kr');
    await complete(gold, await registerCard(gold, 'CARD_CHANGE', 'EXPIRED'));
    const me = await profile(gold);
    const charge = new Date(t.now().getTime() + 25 * DAY * 1000);
    await t.database.orm.update(subscriptions).set({ currentPeriodEnd: charge, nextBillingAt: charge }).where(and(eq(subscriptions.userIdx, me.idx), eq(subscriptions.status, 'ACTIVE')));
    await Promise.all([renew(), renew()]);
    await renew();
    expect((await notices('gold@awesomestay.kr')).filter((n) => n === 'MEMBERSHIP_CARD_EXPIRING')).toHaveLength(1);
    const status = (await gold.get(`${M}/status`)).body.data.membership;
    expect(new Date(status.cardExpiresBeforeCharge).getTime()).toBeLessThan(charge.getTime());
  });

  it('bad input is a 4xx and changes nothing', async () => {
    const cases: [string, unknown][] = [
      [`${M}/checkout`, { kind: 'SUBSCRIBE', plan: 'BRONZE' }],
      [`${M}/checkout`, { kind: 'SUBSCRIBE' }],
      [`${M}/checkout`, { kind: 'SUBSCRIBE', plan: 'GOLD', extra: 1 }],
      [`${M}/checkout/complete`, { checkoutId: 'nope', authKey: 'auth_x', customerKey: 'k' }],
      [`${M}/checkout/complete`, { checkoutId: 'MC000000000000000000', authKey: 'auth_xxxx', customerKey: 'stay-member-1' }],
      [`${M}/cancel`, { now: true }],
      [`${M}/undo-cancel`, {}],
    ];
    for (const [url, body] of cases) {
      const res = await bronze.post(url, body);
      expect([url, res.status >= 400 && res.status < 500]).toEqual([url, true]);
    }
    expect((await new Agent(t.app).post(`${M}/cancel`, {})).status).toBe(401);
    const decide = await bronze.get('/api/service/payment/sandbox/billing/register/decide?choice=OK&customerKey=abcd&successUrl=//evil.example&failUrl=/x');
    expect(decide.status).toBe(400);
  });
});
