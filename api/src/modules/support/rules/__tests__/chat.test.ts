import { canWrite, checkMessage, CHAT_MESSAGE_MAX, isAgentOnline, presenceUntil, PRESENCE_TTL_SECONDS, routeMessage, staffOrder } from '../chat';

const now = new Date('2026-05-10T03:00:00Z');

describe('live chat rules', () => {
  it('an agent is online until their presence runs out; saying offline ends it at once', () => {
    const until = presenceUntil(now, true);
    expect(until.getTime() - now.getTime()).toBe(PRESENCE_TTL_SECONDS * 1000);
    expect(isAgentOnline([{ seenUntil: until }], now)).toBe(true);
    expect(isAgentOnline([{ seenUntil: until }], until)).toBe(false);
    expect(isAgentOnline([{ seenUntil: presenceUntil(now, false) }], now)).toBe(false);
    expect(isAgentOnline([], now)).toBe(false);
  });

  it('with an agent online a message joins the conversation; with none it becomes an inquiry', () => {
    expect(routeMessage(true)).toBe('CHAT');
    expect(routeMessage(false)).toBe('INQUIRY');
  });

  it('a message is trimmed, never empty and not longer than the limit', () => {
    expect(checkMessage('  hello \n')).toEqual({ ok: true, body: 'hello' });
    expect(checkMessage(' \n ')).toEqual({ ok: false, rule: 'REQUIRED' });
    expect(checkMessage('가'.repeat(CHAT_MESSAGE_MAX))).toMatchObject({ ok: true });
    expect(checkMessage('가'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({ ok: false, rule: 'TOO_LONG' });
  });

  it('a member writes only in their own open thread; staff in any open thread; nobody in a closed one', () => {
    const open = { userIdx: 5, status: 'OPEN' as const };
    expect(canWrite(open, { role: 'MEMBER', userIdx: 5 })).toBe(true);
    expect(canWrite(open, { role: 'MEMBER', userIdx: 6 })).toBe(false);
    expect(canWrite(open, { role: 'STAFF' })).toBe(true);
    expect(canWrite({ ...open, status: 'CLOSED' }, { role: 'STAFF' })).toBe(false);
    expect(canWrite(null, { role: 'STAFF' })).toBe(false);
  });

  it('the operator sees chats waiting for an answer first, oldest first', () => {
    const at = (m: number) => new Date(now.getTime() + m * 60_000);
    const list = staffOrder([
      { idx: 1, updatedAt: at(1), lastSender: 'STAFF' as const },
      { idx: 2, updatedAt: at(5), lastSender: 'MEMBER' as const },
      { idx: 3, updatedAt: at(2), lastSender: 'MEMBER' as const },
      { idx: 4, updatedAt: at(0), lastSender: null },
    ]);
    expect(list.map((t) => t.idx)).toEqual([3, 2, 4, 1]);
  });
});
