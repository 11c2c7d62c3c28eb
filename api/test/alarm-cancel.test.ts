// Advance notice on my page: the member lists their alarms and cancels one until it has been sent;
// another member's alarm is a 404, a visitor 401, a malformed id 400.
import { eq } from 'drizzle-orm';
import { notifyOpenedDeals } from '../src/modules/deals/use-cases/alarms';
import { events } from '../src/db/schema/catalog';
import { Agent } from './helpers/agent';
import { CONTENT, day } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

describe.each(databaseTargets())('cancelling an advance notice on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  let other: Agent;
  let visitor: Agent;

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    other = new Agent(t.app);
    visitor = new Agent(t.app);
    await login(member, 'silver@awesomestay.kr');
    await login(other, 'bronze@awesomestay.kr');
  }, 180_000);
  afterAll(async () => t?.close());

  test('a member cancels an unsent alarm; a sent one cannot be cancelled; others cannot touch it', async () => {
    const list = (await visitor.get(`${CONTENT}/v1/event-products/awesome`)).body.data.events as { idx: number; state: string }[];
    const soon = list.find((e) => e.state === 'UPCOMING')!.idx;
    expect((await member.post(`${CONTENT}/v1/advance-notice`, { alarmIdx: soon, eventType: 'EVENT' })).status).toBe(200);
    expect((await other.post(`${CONTENT}/v1/advance-notice`, { alarmIdx: soon, eventType: 'EVENT' })).status).toBe(200);
    const mine = await member.get(`${CONTENT}/v1/advance-notice`);
    expect(mine.body.data.alarms).toEqual([expect.objectContaining({ alarmIdx: soon, state: 'UPCOMING', notified: false, cancellable: true, title: expect.any(String), eventUrl: `/events/${soon}` })]);

    expect((await visitor.request('DELETE', `${CONTENT}/v1/advance-notice/${soon}`)).status).toBe(401);
    expect((await member.request('DELETE', `${CONTENT}/v1/advance-notice/abc`)).status).toBe(400);
    const cancelled = await member.request('DELETE', `${CONTENT}/v1/advance-notice/${soon}`);
    expect(cancelled.status).toBe(200);
    expect((await member.get(`${CONTENT}/v1/advance-notice`)).body.data.alarms).toEqual([]);
    expect((await member.request('DELETE', `${CONTENT}/v1/advance-notice/${soon}`)).status).toBe(404);
    // The other member's alarm is untouched.
    expect((await other.get(`${CONTENT}/v1/advance-notice`)).body.data.alarms).toHaveLength(1);

    // Once the deal opens and the notice is sent, it stays in the list and cannot be cancelled.
    await t.database.orm.update(events).set({ saleStartDate: day(t.now(), 0), saleEndDate: day(t.now(), 5) }).where(eq(events.idx, soon));
    await notifyOpenedDeals(t.database.orm, t.app.transport, t.now());
    expect((await other.get(`${CONTENT}/v1/advance-notice`)).body.data.alarms).toEqual([expect.objectContaining({ notified: true, cancellable: false })]);
    const sent = await other.request('DELETE', `${CONTENT}/v1/advance-notice/${soon}`);
    expect(sent.status).toBe(409);
    expect(sent.body.data.code).toBe('ALARM_ALREADY_SENT');
  });
});
