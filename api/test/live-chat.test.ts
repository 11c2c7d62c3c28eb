// Live chat through the API on every database target: with no agent online a member's message
// becomes a 1:1 inquiry with its page; once staff say they are online the message opens a
// conversation both sides read (polling from the last message), staff close it; presence runs out
// on the clock; other members and visitors get nothing; bad input changes nothing.
import { Agent } from './helpers/agent';
import { CONTENT } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { PRESENCE_TTL_SECONDS } from '../src/modules/support/rules/chat';

describe.each(databaseTargets())('live chat on $name', (target) => {
  let t: TestApp;
  let visitor: Agent;
  let member: Agent;
  let other: Agent;
  let staff: Agent;

  beforeAll(async () => {
    t = await build(target);
    visitor = new Agent(t.app);
    member = new Agent(t.app);
    other = new Agent(t.app);
    staff = new Agent(t.app);
    await login(member, 'silver@awesomestay.kr');
    await login(other, 'bronze@awesomestay.kr');
    await login(staff, 'staff@awesomestay.kr');
  }, 180_000);
  afterAll(async () => t?.close());

  test('no agent online: the message becomes an inquiry with the page it was sent from', async () => {
    expect((await visitor.get(`${CONTENT}/v1/chat/status`)).body.data).toMatchObject({ agentOnline: false, pollMs: expect.any(Number) });
    const sent = await member.post(`${CONTENT}/v1/chat/messages`, { message: 'Is breakfast included?\nThanks', pageUrl: '/en/products/3?checkInDate=2026-05-01' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ mode: 'INQUIRY', inquiry: { idx: expect.any(Number), pageUrl: '/en/products/3?checkInDate=2026-05-01' } });
    const detail = await member.get(`${CONTENT}/v1/inquiries/detail/${sent.body.data.inquiry.idx}`);
    expect(detail.body.data.inquiry).toMatchObject({ title: 'Is breakfast included?', contents: 'Is breakfast included?\nThanks', pageUrl: '/en/products/3?checkInDate=2026-05-01', status: 'WAIT' });
    expect((await member.get(`${CONTENT}/v1/chat/thread`)).body.data).toMatchObject({ agentOnline: false, thread: null, messages: [] });
  });

  test('an agent online: messages go both ways, read from the last one; staff close the chat', async () => {
    expect((await member.post(`${CONTENT}/v1/staff/chat/presence`, { online: true })).status).toBe(403);
    const on = await staff.post(`${CONTENT}/v1/staff/chat/presence`, { online: true });
    expect(on.body.data).toMatchObject({ online: true, agentOnline: true });
    expect((await visitor.get(`${CONTENT}/v1/chat/status`)).body.data.agentOnline).toBe(true);

    const first = await member.post(`${CONTENT}/v1/chat/messages`, { message: '  Hello, can I change my dates?  ', pageUrl: '/en/mypage' });
    expect(first.body.data).toMatchObject({ mode: 'CHAT', thread: { idx: expect.any(Number), status: 'OPEN' }, message: { sender: 'MEMBER', body: 'Hello, can I change my dates?' } });
    const threadIdx = first.body.data.thread.idx;

    const list = await staff.get(`${CONTENT}/v1/staff/chat/threads`);
    expect(list.body.data.online).toBe(true);
    expect(list.body.data.threads).toContainEqual(expect.objectContaining({ idx: threadIdx, lastSender: 'MEMBER', lastMessage: 'Hello, can I change my dates?', pageUrl: '/en/mypage', memberName: expect.any(String) }));

    const read = await staff.get(`${CONTENT}/v1/staff/chat/threads/${threadIdx}`);
    expect(read.body.data.messages.map((m: { body: string }) => m.body)).toEqual(['Hello, can I change my dates?']);
    const answer = await staff.post(`${CONTENT}/v1/staff/chat/threads/${threadIdx}/messages`, { message: 'Yes, from your booking page.' });
    expect(answer.body.data.message).toMatchObject({ sender: 'STAFF', body: 'Yes, from your booking page.' });

    const after = first.body.data.message.idx;
    const polled = await member.get(`${CONTENT}/v1/chat/thread?after=${after}`);
    expect(polled.body.data.messages).toEqual([expect.objectContaining({ sender: 'STAFF', body: 'Yes, from your booking page.' })]);
    expect((await member.get(`${CONTENT}/v1/chat/thread?after=${answer.body.data.message.idx}`)).body.data.messages).toEqual([]);

    // The second message joins the same thread; another member sees none of it.
    const second = await member.post(`${CONTENT}/v1/chat/messages`, { message: 'Thank you', pageUrl: null });
    expect(second.body.data.thread.idx).toBe(threadIdx);
    expect((await other.get(`${CONTENT}/v1/chat/thread`)).body.data.thread).toBeNull();
    expect((await other.get(`${CONTENT}/v1/staff/chat/threads/${threadIdx}`)).status).toBe(403);
    expect((await visitor.get(`${CONTENT}/v1/chat/thread`)).status).toBe(401);
    expect((await visitor.post(`${CONTENT}/v1/chat/messages`, { message: 'hi', pageUrl: null })).status).toBe(401);

    expect((await staff.post(`${CONTENT}/v1/staff/chat/threads/${threadIdx}/close`, {})).body.data.thread.status).toBe('CLOSED');
    expect((await staff.post(`${CONTENT}/v1/staff/chat/threads/${threadIdx}/messages`, { message: 'late' })).status).toBe(409);
    expect((await staff.post(`${CONTENT}/v1/staff/chat/threads/${threadIdx}/close`, {})).status).toBe(409);
    expect((await member.get(`${CONTENT}/v1/chat/thread`)).body.data.thread).toBeNull();
    expect((await staff.get(`${CONTENT}/v1/staff/chat/threads/99999999`)).status).toBe(404);
  });

  test('bad input is a 400 and changes nothing; presence runs out on the clock', async () => {
    await staff.post(`${CONTENT}/v1/staff/chat/presence`, { online: true });
    for (const body of [{ message: '   ', pageUrl: null }, { message: 'x'.repeat(2001), pageUrl: null }, { message: 'a\u0000b', pageUrl: null }, { message: 5, pageUrl: null }, {}, { message: 'hi' }, { message: 'hi', pageUrl: 'https://evil.example' }, { message: 'hi', pageUrl: null, extra: 1 }]) {
      const res = await member.post(`${CONTENT}/v1/chat/messages`, body);
      expect(res.status).toBe(400);
      expect(res.body.data.code).toBe('INVALID_INPUT');
    }
    expect((await member.get(`${CONTENT}/v1/chat/thread`)).body.data.thread).toBeNull();
    expect((await staff.post(`${CONTENT}/v1/staff/chat/presence`, { online: 'yes' })).status).toBe(400);
    expect((await member.get(`${CONTENT}/v1/chat/thread?after=abc`)).status).toBe(400);

    t.advance(PRESENCE_TTL_SECONDS + 1);
    expect((await visitor.get(`${CONTENT}/v1/chat/status`)).body.data.agentOnline).toBe(false);
    await staff.post(`${CONTENT}/v1/staff/chat/presence`, { online: true });
    expect((await visitor.get(`${CONTENT}/v1/chat/status`)).body.data.agentOnline).toBe(true);
    await staff.post(`${CONTENT}/v1/staff/chat/presence`, { online: false });
    expect((await visitor.get(`${CONTENT}/v1/chat/status`)).body.data.agentOnline).toBe(false);
  });
});
