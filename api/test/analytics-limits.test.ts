// What one browser (or one attacker) can add to analytics: per-session and per-address limits on
// the collector, a funnel that counts each step once per session and a booking only when it is a
// real paid booking of its sender, a report that counts every event of a busy day, and the
// retention job that removes old events.
import { and, eq, sql } from 'drizzle-orm';
import { Agent } from './helpers/agent';
import { CONTENT } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { analyticsEvents } from '../src/db/schema/analytics';
import { orders } from '../src/db/schema/orders';
import { users } from '../src/db/schema/users';
import { jobsOf } from '../src/jobs';
import { ADDRESS_EVENT_LIMIT, SESSION_EVENT_LIMIT, windowOf } from '../src/modules/analytics/rules/limits';
import { koreanDay } from '../src/modules/analytics/rules/day';

const item = { item_id: '1', item_name: 'Stay', item_category: 'stay' };
const search = { city_code: 'SEL', check_in_date: '2026-05-01', check_out_date: '2026-05-02', adults: 2, children: 0, rooms: 1 };
const view = { currency: 'KRW', value: 1000, items: [item] };
const book = (orderNum: string) => ({ transaction_id: orderNum, currency: 'KRW', value: 1000, items: [item] });

let seq = 0;
const uniqueSession = (prefix: string) => `${prefix}-${(seq += 1)}-${Math.random().toString(36).slice(2, 10)}`;

describe.each(databaseTargets())('analytics limits on $name', (target) => {
  let t: TestApp;
  let staff: Agent;
  let owner: Agent;
  let ownOrder: string;
  let step = 0;
  /** Client times that follow one another, so a session's events keep their order. */
  const at = () => new Date(t.now().getTime() + (step += 1)).toISOString();
  const ev = (name: string, params: object, sessionId: string) => ({ name, params, at: at(), sessionId });
  const send = (agent: Agent, events: object[]) => agent.post(`${CONTENT}/v1/analytics/events`, { events });
  const storedOf = async (where: ReturnType<typeof eq>) => (await t.database.orm.select({ idx: analyticsEvents.idx }).from(analyticsEvents).where(where)).length;
  const today = async () => {
    const res = await staff.get(`${CONTENT}/v1/analytics/funnel?days=1`);
    expect(res.status).toBe(200);
    return (res.body.data.rows as { day: string; search: number; view_item: number; book: number }[]).find((r) => r.day === koreanDay(t.now())) ?? { search: 0, view_item: 0, book: 0 };
  };

  beforeAll(async () => {
    t = await build(target, { rateLimitEnabled: true, rateLimitLoginPerMinute: 1000, rateLimitSendPerMinute: 1000 });
    staff = new Agent(t.app, '10.9.0.1');
    await login(staff, 'staff@awesomestay.kr');
    // A demo member's paid booking: its order number is a real booking of theirs.
    const [paid] = await t.database.orm
      .select({ orderNum: orders.orderNum, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.idx, orders.userIdx))
      .where(and(eq(orders.holdState, 'SOLD'), sql`${users.email} like '%@awesomestay.kr'`))
      .limit(1);
    ownOrder = paid!.orderNum;
    owner = new Agent(t.app, '10.9.0.2');
    await login(owner, paid!.email!);
  }, 180_000);
  afterAll(async () => t?.close());

  test('a flood from one address stores at most the address limit, in parallel too; other addresses and the next window are not affected', async () => {
    const flooder = new Agent(t.app, '10.1.0.1');
    const flood = 'flood-address';
    // All 600 events in one address window, however long a loaded machine takes to take them in.
    t.freeze();
    // Every batch a fresh session, so only the address limit can stop it.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, b) => send(flooder, Array.from({ length: 20 }, (_, i) => ev('search', search, `${flood}-${b}-${i}`)))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const stored = answers.reduce((n, a) => n + (a.body.data.stored as number), 0);
    expect(stored).toBe(ADDRESS_EVENT_LIMIT.events);
    expect(await storedOf(sql`${analyticsEvents.sessionId} like ${flood + '-%'}`)).toBe(ADDRESS_EVENT_LIMIT.events);
    // Dropped events leave no session counter behind: made-up session ids cannot fill the shared store.
    const window = windowOf(t.now(), SESSION_EVENT_LIMIT);
    const counters = await Promise.all(Array.from({ length: 600 }, (_, k) => t.app.shared.get(`analytics:session:${flood}-${Math.floor(k / 20)}-${k % 20}:${window}`)));
    expect(counters.filter((c) => c !== null)).toHaveLength(ADDRESS_EVENT_LIMIT.events);

    // Someone else, elsewhere, is still heard.
    const other = new Agent(t.app, '10.1.0.2');
    expect((await send(other, [ev('search', search, uniqueSession('elsewhere'))])).body.data).toEqual({ stored: 1 });
    // The same address, in the next window.
    t.advance(ADDRESS_EVENT_LIMIT.windowMs / 1000);
    expect((await send(flooder, [ev('search', search, uniqueSession('later'))])).body.data).toEqual({ stored: 1 });
    t.unfreeze();
  });

  test('one session stores at most the session limit, whatever addresses it comes from', async () => {
    const s = uniqueSession('chatty');
    let stored = 0;
    for (let b = 0; b < 10; b++) {
      const res = await send(new Agent(t.app, `10.2.0.${b + 1}`), Array.from({ length: 20 }, () => ev('page_view', { page_path: '/' }, s)));
      expect(res.status).toBe(200);
      stored += res.body.data.stored as number;
    }
    expect(stored).toBe(SESSION_EVENT_LIMIT.events);
    expect(await storedOf(eq(analyticsEvents.sessionId, s))).toBe(SESSION_EVENT_LIMIT.events);
  });

  test('a booking step counts only for a paid booking of its sender, once; repeated steps of a session count once', async () => {
    const before = await today();
    const visitor = new Agent(t.app, '10.3.0.1');
    // Fake bookings: an order number that does not exist, and a real one sent by someone else.
    for (const orderNum of ['FAKE0001', 'FAKE0002', ownOrder]) {
      const s = uniqueSession('fake');
      expect((await send(visitor, [ev('search', search, s), ev('view_item', view, s), ev('book', book(orderNum), s)])).status).toBe(200);
    }
    // The real booking, by its member, in a session that repeats every step.
    const real = uniqueSession('real');
    const steps = [ev('search', search, real), ev('search', search, real), ev('view_item', view, real), ev('view_item', view, real), ev('book', book(ownOrder), real), ev('book', book(ownOrder), real)];
    expect((await send(owner, steps)).body.data).toEqual({ stored: 6 });
    // The same order number claimed again in another session of the member.
    const again = uniqueSession('again');
    await send(owner, [ev('search', search, again), ev('view_item', view, again), ev('book', book(ownOrder), again)]);
    // A session that never searched is not in the report; one out of order stops where it broke.
    const unordered = uniqueSession('unordered');
    await send(visitor, [ev('view_item', view, unordered), ev('search', search, unordered)]);

    const after = await today();
    expect({ search: after.search - before.search, view_item: after.view_item - before.view_item, book: after.book - before.book }).toEqual({ search: 6, view_item: 5, book: 1 });
  });

  test('the retention job removes events past retention and keeps the rest', async () => {
    const s = uniqueSession('retained');
    const old = uniqueSession('old');
    const now = t.now();
    await send(new Agent(t.app, '10.4.0.1'), [ev('search', search, s)]);
    const longAgo = new Date(now.getTime() - 120 * 86_400_000);
    const edge = new Date(now.getTime() - 89 * 86_400_000);
    await t.database.orm.insert(analyticsEvents).values([
      { name: 'search', sessionId: old, params: search, occurredAt: longAgo, receivedAt: longAgo, day: koreanDay(longAgo) },
      { name: 'search', sessionId: s, params: search, occurredAt: edge, receivedAt: edge, day: koreanDay(edge) },
    ]);
    const job = jobsOf(t.app).find((j) => j.name === 'analytics-retention');
    expect(job).toBeDefined();
    expect(await job!.run()).toBeGreaterThanOrEqual(1);
    expect(await storedOf(eq(analyticsEvents.sessionId, old))).toBe(0);
    expect(await storedOf(eq(analyticsEvents.sessionId, s))).toBe(2);
    // Nothing left to remove: a second run (or a second process) removes nothing.
    expect(await job!.run()).toBe(0);
  });

  test('the report counts every session of a day past 100,000 events', async () => {
    const before = await today();
    const now = t.now();
    // A flood of searches already stored (each its own session), then real visitors after it.
    await t.database.orm.execute(sql`
      insert into analytics_events (name, session_id, params, occurred_at, received_at, day)
      select 'search', 'bulk-' || g, '{}'::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${koreanDay(now)}::date
      from generate_series(1, 100000) as g`);
    const visitor = new Agent(t.app, '10.5.0.1');
    for (let i = 0; i < 3; i++) {
      const s = uniqueSession('after-flood');
      await send(visitor, [ev('search', search, s), ev('view_item', view, s)]);
    }
    const after = await today();
    expect({ search: after.search - before.search, view_item: after.view_item - before.view_item }).toEqual({ search: 100_003, view_item: 3 });
  }, 120_000);
});
