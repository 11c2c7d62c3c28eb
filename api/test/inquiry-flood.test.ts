// Customer-centre flood: with no agent online every chat message became a 1:1 inquiry, without
// limit, and the staff queue showed only its first 200, so an honest inquiry sent after a flood was
// not on it. Now a member starts at most ten inquiries a day and an address at most a hundred an
// hour (a clear 429 in the reader's language, nothing stored); chat messages while no agent is
// online join the member's open chat inquiry; the staff queue is paged, waiting and oldest first,
// with how many wait, and its pages hold every waiting inquiry exactly once.
import { and, eq, sql } from 'drizzle-orm';
import { Agent } from './helpers/agent';
import { CONTENT } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API, login } from './helpers/flows';
import { inquiries } from '../src/db/schema/support';
import { users } from '../src/db/schema/users';
import { CHAT_INQUIRY_CONTENT_MAX, INQUIRIES_PER_ADDRESS, INQUIRIES_PER_MEMBER } from '../src/modules/support/rules/inquiry-limits';

interface QueueEntry {
  idx: number;
  status: string;
  dueDate: string;
  regDate: string;
  overdue: boolean;
}

describe.each(databaseTargets())('customer-centre flood on $name', (target) => {
  let t: TestApp;
  let staff: Agent;
  let honest: Agent;

  beforeAll(async () => {
    t = await build(target, { rateLimitEnabled: true, rateLimitLoginPerMinute: 1000, rateLimitSendPerMinute: 1000 });
    staff = new Agent(t.app, '198.51.100.1');
    honest = new Agent(t.app, '198.51.100.2');
    await login(staff, 'staff@awesomestay.kr');
    await login(honest, 'silver@awesomestay.kr');
  }, 180_000);
  afterAll(async () => t?.close());

  /** A fresh member logged in from `ip` (the demo password). */
  const member = async (ip: string) => {
    const email = `asker${Math.random().toString(36).slice(2)}@example.com`;
    await t.database.orm.execute(sql`insert into users (email, pwd_hash, name, phone, type) values (${email}, (select pwd_hash from users where email = 'silver@awesomestay.kr'), '문의자', null, 'N')`);
    const agent = new Agent(t.app, ip);
    expect((await agent.post(`${API}/login`, { id: email, pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
    const [row] = await t.database.orm.select({ idx: users.idx }).from(users).where(eq(users.email, email));
    return { agent, userIdx: row!.idx, email };
  };
  const inquiriesOf = async (userIdx: number) => t.database.orm.select().from(inquiries).where(eq(inquiries.userIdx, userIdx));
  const waiting = async () => Number((await t.database.orm.select({ n: sql<number>`count(*)` }).from(inquiries).where(eq(inquiries.status, 'WAIT')))[0]!.n);
  const ask = (agent: Agent, i: number, headers: Record<string, string> = {}) =>
    agent.post(`${CONTENT}/v1/inquiries`, { type: 'ETC', title: `문의 ${i}`, content: `스팸 문의 본문입니다 ${i}`, inquiryType: 'FORM' }, { headers });
  const queuePage = async (page: number, size: number, status = 'WAIT') => {
    const res = await staff.get(`${CONTENT}/v1/staff/inquiries?status=${status}&page=${page}&size=${size}`);
    expect(res.status).toBe(200);
    return res.body.data as { inquiries: QueueEntry[]; count: { waitCnt: number; overdueCnt: number; completeCnt: number; totalCnt: number }; total: number; page: number; size: number };
  };

  let floodIdx: number[] = [];

  test('300 inquiries from one member: ten are taken, the rest refused with 429 in the reader language, nothing stored', async () => {
    const { agent, userIdx, email } = await member('203.0.113.20');
    const codes: number[] = [];
    let refusal: { code: string; message: string; retryAfter: number } | undefined;
    for (let i = 0; i < 300; i += 1) {
      const res = await ask(agent, i);
      codes.push(res.status);
      if (res.status === 429) refusal ??= res.body.data;
    }
    expect(codes).toEqual([...Array(INQUIRIES_PER_MEMBER).fill(200), ...Array(300 - INQUIRIES_PER_MEMBER).fill(429)]);
    expect(refusal).toMatchObject({ code: 'INQUIRIES_PER_MEMBER', message: expect.stringContaining('문의'), retryAfter: expect.any(Number) });
    expect((await ask(agent, 0, { 'accept-language': 'en' })).body.data.message).toMatch(/inquiries/);
    expect((await ask(agent, 0, { 'accept-language': 'ja' })).body.data.message).toMatch(/お問い合わせ/);
    const rows = await inquiriesOf(userIdx);
    expect(rows).toHaveLength(INQUIRIES_PER_MEMBER);
    floodIdx = rows.map((r) => r.idx);

    // A day later the member may write again.
    t.advance(24 * 3600 + 60);
    for (const [a, id] of [[agent, email], [staff, 'staff@awesomestay.kr'], [honest, 'silver@awesomestay.kr']] as const) await login(a, id);
    expect((await ask(agent, 999)).status).toBe(200);
    expect(await inquiriesOf(userIdx)).toHaveLength(INQUIRIES_PER_MEMBER + 1);
    floodIdx = (await inquiriesOf(userIdx)).map((r) => r.idx);
  }, 120_000);

  test('an honest inquiry sent after the flood is on the first page of the staff queue, after the flood (oldest first), and the count says how many wait', async () => {
    const sent = await honest.post(`${CONTENT}/v1/inquiries`, { type: 'RESERVATION', title: '체크인 시간 문의', content: '얼리 체크인이 가능한지 알고 싶습니다.', inquiryType: 'FORM' });
    expect(sent.status).toBe(200);
    const idx = sent.body.data.inquiry.idx as number;
    const first = await queuePage(1, 20);
    expect(first.count.waitCnt).toBe(await waiting());
    expect(first.total).toBe(first.count.waitCnt);
    const place = first.inquiries.findIndex((q) => q.idx === idx) + 1;
    expect(place).toBeGreaterThan(0);
    // Everything before it is older: the capped flood and what waited already.
    expect(first.inquiries.slice(0, place - 1).every((q) => q.idx < idx)).toBe(true);
    expect(first.inquiries.filter((q) => floodIdx.includes(q.idx))).toHaveLength(floodIdx.length);
    expect(first.inquiries[place - 1]).toMatchObject({ status: 'WAIT', dueDate: expect.any(String), overdue: false });
  });

  test('chat messages while no agent is online join the member open inquiry; past its room a new one, within the member limit', async () => {
    const { agent, userIdx } = await member('203.0.113.21');
    const short = [];
    for (let i = 0; i < 300; i += 1) short.push(await agent.post(`${CONTENT}/v1/chat/messages`, { message: `hello? #${i}`, pageUrl: '/inquiries/chat' }));
    expect(short.every((r) => r.status === 200 && r.body.data.mode === 'INQUIRY')).toBe(true);
    const one = await inquiriesOf(userIdx);
    expect(one).toHaveLength(1);
    expect(one[0]!.content.split('\n\n')).toEqual(Array.from({ length: 300 }, (_, i) => `hello? #${i}`));
    expect(new Set(short.map((r) => r.body.data.inquiry.idx))).toEqual(new Set([one[0]!.idx]));

    // Long messages fill an inquiry, then start the next one, up to the member's limit.
    const long = 'x'.repeat(1990);
    const codes: number[] = [];
    for (let i = 0; i < 60; i += 1) codes.push((await agent.post(`${CONTENT}/v1/chat/messages`, { message: `${long}${i}`, pageUrl: null })).status);
    const rows = (await inquiriesOf(userIdx)).sort((a, b) => a.idx - b.idx);
    expect(rows).toHaveLength(INQUIRIES_PER_MEMBER);
    expect(rows.every((r) => [...r.content].length <= CHAT_INQUIRY_CONTENT_MAX)).toBe(true);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c !== 200 && c !== 429)).toEqual([]);

    // A short message still joins the open one (it has room for it).
    const joins = await agent.post(`${CONTENT}/v1/chat/messages`, { message: 'ok', pageUrl: null });
    expect(joins.body.data.inquiry).toMatchObject({ idx: rows.at(-1)!.idx, joined: true });
    // Once the open inquiry is answered, the next message would start a new one: refused, the day is full.
    const answered = await staff.post(`${CONTENT}/v1/staff/inquiries/${rows.at(-1)!.idx}/answer`, { answer: '확인했습니다.' });
    expect(answered.status).toBe(200);
    const after = await agent.post(`${CONTENT}/v1/chat/messages`, { message: 'one more', pageUrl: null }, { headers: { 'accept-language': 'en' } });
    expect(after.status).toBe(429);
    expect(after.body.data).toMatchObject({ code: 'INQUIRIES_PER_MEMBER', message: expect.stringMatching(/inquiries/) });
  }, 120_000);

  test(`one address starts at most ${INQUIRIES_PER_ADDRESS} inquiries an hour, from however many members`, async () => {
    const ip = '203.0.113.22';
    const members = [];
    for (let i = 0; i < Math.ceil(INQUIRIES_PER_ADDRESS / INQUIRIES_PER_MEMBER) + 1; i += 1) members.push(await member(ip));
    const codes: number[] = [];
    let refusal: { code: string; message: string } | undefined;
    for (const m of members) {
      for (let i = 0; i < INQUIRIES_PER_MEMBER; i += 1) {
        const res = await ask(m.agent, i);
        codes.push(res.status);
        if (res.status === 429) refusal ??= res.body.data;
      }
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(INQUIRIES_PER_ADDRESS);
    expect(codes.slice(INQUIRIES_PER_ADDRESS).every((c) => c === 429)).toBe(true);
    expect(refusal).toMatchObject({ code: 'INQUIRIES_PER_ADDRESS', message: expect.any(String) });
    const stored = await t.database.orm.select({ n: sql<number>`count(*)` }).from(inquiries).where(sql`${inquiries.userIdx} in ${members.map((m) => m.userIdx)}`);
    expect(Number(stored[0]!.n)).toBe(INQUIRIES_PER_ADDRESS);
    // Another address is not held up.
    const elsewhere = await member('203.0.113.23');
    expect((await ask(elsewhere.agent, 1)).status).toBe(200);
  }, 120_000);

  test('paging the queue returns every waiting inquiry exactly once, oldest first, with the count; answered ones come after', async () => {
    // A backlog as large as the old flood (written straight into the table, as before the limits).
    const { userIdx } = await member('203.0.113.24');
    const base = t.now().getTime() - 3 * 24 * 3600 * 1000;
    await t.database.orm.insert(inquiries).values(
      Array.from({ length: 300 }, (_, i) => ({ userIdx, type: 'ETC', title: `flood ${i}`, content: `flood ${i}`, createdAt: new Date(base + i * 1000), dueAt: new Date(base + 3600_000) })),
    );
    const honestRows = await t.database.orm.select().from(inquiries).where(and(eq(inquiries.status, 'WAIT'), eq(inquiries.title, '체크인 시간 문의')));
    const expected = await waiting();
    const size = 37;
    const first = await queuePage(1, size);
    expect(first.count.waitCnt).toBe(expected);
    expect(first.count.overdueCnt).toBeGreaterThanOrEqual(300);
    const seen: QueueEntry[] = [];
    for (let page = 1; page <= Math.ceil(expected / size) + 1; page += 1) seen.push(...(await queuePage(page, size)).inquiries);
    expect(seen).toHaveLength(expected);
    expect(new Set(seen.map((q) => q.idx)).size).toBe(expected);
    expect(seen.every((q) => q.status === 'WAIT')).toBe(true);
    // Oldest first: by reply deadline (it follows the sending time), then by arrival.
    const order = seen.map((q) => `${q.dueDate}|${String(q.idx).padStart(10, '0')}`);
    expect(order).toEqual([...order].sort());
    // The backlog is older, so the honest inquiry comes after it, still reachable by paging.
    for (const h of honestRows) expect(seen.findIndex((q) => q.idx === h.idx)).toBeGreaterThanOrEqual(300);

    const all: QueueEntry[] = [];
    const allCount = (await queuePage(1, 100, 'ALL')).total;
    for (let page = 1; page <= Math.ceil(allCount / 100); page += 1) all.push(...(await queuePage(page, 100, 'ALL')).inquiries);
    expect(new Set(all.map((q) => q.idx)).size).toBe(allCount);
    const firstAnswered = all.findIndex((q) => q.status === 'COMPLETE');
    expect(all.slice(firstAnswered).every((q) => q.status === 'COMPLETE')).toBe(true);
    expect(firstAnswered).toBe(expected);
  }, 120_000);

  test('a bad page or size is a 400 and not staff is a 403', async () => {
    for (const q of ['page=0', 'size=0', 'size=101', 'page=x', 'cursor=1']) expect((await staff.get(`${CONTENT}/v1/staff/inquiries?${q}`)).status).toBe(400);
    expect((await honest.get(`${CONTENT}/v1/staff/inquiries?page=1`)).status).toBe(403);
  });
});
