import { CHAT_INQUIRY_CONTENT_MAX, CHAT_SEPARATOR, INQUIRIES_PER_MEMBER, MEMBER_WINDOW_MS, memberAdmission, roomFor, secondsUntil } from '../inquiry-limits';

const now = new Date('2026-03-10T03:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('a member may start a handful of inquiries a day', () => {
  test('fewer than the limit in the last 24 hours: admitted', () => {
    expect(memberAdmission([], now)).toEqual({ ok: true });
    expect(memberAdmission(Array.from({ length: INQUIRIES_PER_MEMBER - 1 }, (_, i) => ago(i * 1000)), now)).toEqual({ ok: true });
  });

  test('the limit reached: refused until the oldest that counts is 24 hours old', () => {
    const sent = Array.from({ length: INQUIRIES_PER_MEMBER }, (_, i) => ago((i + 1) * 60_000));
    const refused = memberAdmission(sent, now);
    expect(refused).toEqual({ ok: false, retryAt: new Date(ago(INQUIRIES_PER_MEMBER * 60_000).getTime() + MEMBER_WINDOW_MS) });
    if (!refused.ok) expect(secondsUntil(refused.retryAt, now)).toBe(24 * 3600 - INQUIRIES_PER_MEMBER * 60);
  });

  test('inquiries older than 24 hours do not count', () => {
    const old = Array.from({ length: INQUIRIES_PER_MEMBER }, () => ago(MEMBER_WINDOW_MS));
    expect(memberAdmission(old, now)).toEqual({ ok: true });
  });
});

describe('a chat message joins the open chat inquiry while it has room', () => {
  test('room counts characters, not UTF-16 units, and leaves the separator its place', () => {
    expect(roomFor('안녕하세요')).toBe(CHAT_INQUIRY_CONTENT_MAX - CHAT_SEPARATOR.length - 5);
    expect(roomFor('👋👋')).toBe(CHAT_INQUIRY_CONTENT_MAX - CHAT_SEPARATOR.length - 2);
  });
});
