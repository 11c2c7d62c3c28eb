import { ADDRESS_EVENT_LIMIT, SESSION_EVENT_LIMIT, windowOf, withinLimits } from '../limits';

describe('collection limits', () => {
  it('an event is kept only within every limit it counts against', () => {
    expect(withinLimits([{ count: SESSION_EVENT_LIMIT.events, limit: SESSION_EVENT_LIMIT }, { count: 1, limit: ADDRESS_EVENT_LIMIT }])).toBe(true);
    expect(withinLimits([{ count: SESSION_EVENT_LIMIT.events + 1, limit: SESSION_EVENT_LIMIT }, { count: 1, limit: ADDRESS_EVENT_LIMIT }])).toBe(false);
    expect(withinLimits([{ count: 1, limit: SESSION_EVENT_LIMIT }, { count: ADDRESS_EVENT_LIMIT.events + 1, limit: ADDRESS_EVENT_LIMIT }])).toBe(false);
  });

  it('the per-session limit is the tight one, the per-address limit the generous one', () => {
    const perMinute = (l: typeof SESSION_EVENT_LIMIT) => (l.events * 60_000) / l.windowMs;
    expect(perMinute(SESSION_EVENT_LIMIT)).toBeLessThan(perMinute(ADDRESS_EVENT_LIMIT) / 50);
  });

  it('windows follow the clock given', () => {
    const t = Date.UTC(2026, 4, 1, 12);
    expect(windowOf(new Date(t), ADDRESS_EVENT_LIMIT)).toBe(windowOf(new Date(t + ADDRESS_EVENT_LIMIT.windowMs - 1), ADDRESS_EVENT_LIMIT));
    expect(windowOf(new Date(t + ADDRESS_EVENT_LIMIT.windowMs), ADDRESS_EVENT_LIMIT)).toBe(windowOf(new Date(t), ADDRESS_EVENT_LIMIT) + 1);
  });
});
