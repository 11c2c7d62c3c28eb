// My page's booking list calls: paging of GET /v1/books/status/{status}, and the
// delete flag PUT /v1/books/{id}: a past or cancelled booking leaves the list and its count but is
// never deleted; an upcoming one cannot be hidden; someone else's is 404 and changes nothing.
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { CONTENT } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

const SILVER = 'silver@awesomestay.kr';
type Books = { bookCnts: { orderStatus: string; orderCnt: number }[]; books: { orderNum: string; orderProductIdx: number }[]; total: number; hasMore: boolean };
const count = (b: Books, tab: string) => b.bookCnts.find((c) => c.orderStatus === tab)!.orderCnt;

describe.each(databaseTargets())('my page booking list on $name', (target) => {
  let t: TestApp;
  let member: Agent;
  const list = async (tab: string, query = '', agent = member) => {
    const res = await agent.get(`${CONTENT}/v1/books/status/${tab}${query}`);
    expect(res.status).toBe(200);
    return res.body.data as Books;
  };

  beforeAll(async () => {
    t = await build(target);
    member = new Agent(t.app);
    await login(member, SILVER);
  }, 180_000);
  afterAll(async () => t?.close());

  test('pages: size 1 gives one booking a page and says whether more follow', async () => {
    const all = await list('pending');
    expect(all.books.length).toBeGreaterThanOrEqual(2);
    const first = await list('pending', '?page=1&size=1');
    const second = await list('pending', '?page=2&size=1');
    expect(first.books.map((b) => b.orderNum)).toEqual([all.books[0]!.orderNum]);
    expect(second.books.map((b) => b.orderNum)).toEqual([all.books[1]!.orderNum]);
    expect(first).toMatchObject({ total: all.books.length, hasMore: true });
    expect(count(first, 'pending')).toBe(all.books.length);
    expect((await member.get(`${CONTENT}/v1/books/status/pending?size=0`)).status).toBe(400);
    expect((await member.get(`${CONTENT}/v1/books/status/pending?size=51`)).status).toBe(400);
  });

  test('a past booking is hidden from the list and its count, and can be put back; never deleted', async () => {
    const before = await list('complete');
    const past = before.books[0]!;
    const url = `${CONTENT}/v1/books/${past.orderProductIdx}`;

    expect((await new Agent(t.app).put(url, { delYn: 'Y' })).status).toBe(401);
    const stranger = new Agent(t.app);
    await login(stranger, 'gold@awesomestay.kr');
    const notYours = await stranger.put(url, { delYn: 'Y' });
    expect(notYours.status).toBe(404);
    expect((await list('complete')).books.map((b) => b.orderNum)).toContain(past.orderNum);
    expect((await member.put(url, { delYn: 'maybe' })).status).toBe(400);

    const hidden = await member.put(url, { delYn: 'Y' });
    expect(hidden.status).toBe(200);
    expect((await member.put(url, { delYn: 'Y' })).status).toBe(200);
    const after = await list('complete');
    expect(after.books.map((b) => b.orderNum)).not.toContain(past.orderNum);
    expect(count(after, 'complete')).toBe(count(before, 'complete') - 1);
    const kept = await rawRows<{ n: number }>(t.database.orm, sql`select count(*)::int as n from orders where order_num = ${past.orderNum}`);
    expect(kept[0]!.n).toBe(1);

    expect((await member.put(url, { delYn: 'N' })).status).toBe(200);
    expect((await list('complete')).books.map((b) => b.orderNum)).toContain(past.orderNum);
  });

  test('an upcoming booking cannot be hidden', async () => {
    const upcoming = (await list('pending')).books[0]!;
    const res = await member.put(`${CONTENT}/v1/books/${upcoming.orderProductIdx}`, { delYn: 'Y' });
    expect(res.status).toBe(409);
    expect(res.body.data.code).toBe('BOOKING_ACTIVE');
    expect((await list('pending')).books.map((b) => b.orderNum)).toContain(upcoming.orderNum);
  });
});
