import { setConsent } from '../consent';
import type { CollectedEvent } from '../events';
import { collectorAdapter } from '../adapters';
import { analyticsSessionId, ANALYTICS_SESSION_IDLE_MS, registerAnalyticsAdapter, resetAnalyticsForTests, track } from '../tracker';

const login = { name: 'login', params: { method: 'email' } } as const;

describe('track: nothing leaves before consent', () => {
  let sent: CollectedEvent[];
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetAnalyticsForTests();
    sent = [];
    registerAnalyticsAdapter({ name: 'test', send: (e) => sent.push(e) });
  });

  it('holds events until consent is granted, then sends them with a session id', () => {
    track(login);
    expect(sent).toEqual([]);
    setConsent('granted');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'login', params: { method: 'email' } });
    expect(sent[0]!.sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    track({ name: 'sign_up', params: { method: 'kakao' } });
    expect(sent.map((e) => e.name)).toEqual(['login', 'sign_up']);
    expect(new Set(sent.map((e) => e.sessionId)).size).toBe(1);
  });

  it('drops everything when consent is denied', () => {
    track(login);
    setConsent('denied');
    track(login);
    expect(sent).toEqual([]);
  });

  it('never sends an invalid payload', () => {
    setConsent('granted');
    track({ name: 'login', params: { method: 'naver' } } as never);
    expect(sent).toEqual([]);
  });
});

describe('analyticsSessionId', () => {
  it('is shared until 30 idle minutes have passed', () => {
    localStorage.clear();
    const first = analyticsSessionId(1_000);
    expect(analyticsSessionId(1_000 + ANALYTICS_SESSION_IDLE_MS - 1)).toBe(first);
    expect(analyticsSessionId(1_000 + 2 * ANALYTICS_SESSION_IDLE_MS)).not.toBe(first);
  });
});

describe('collectorAdapter', () => {
  it('batches events and flushes on demand, at most 20 per request', () => {
    const posts: string[] = [];
    const adapter = collectorAdapter('/collect', (_url, body) => posts.push(body));
    const event: CollectedEvent = { name: 'login', params: { method: 'email' }, at: '2026-05-01T00:00:00.000Z', sessionId: 'abcdefgh' };
    for (let i = 0; i < 25; i++) adapter.send(event);
    expect(posts).toHaveLength(1);
    adapter.flush?.();
    expect(posts.map((b) => (JSON.parse(b) as { events: unknown[] }).events.length)).toEqual([20, 5]);
  });
});
