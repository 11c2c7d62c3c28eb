import { retainedFrom } from '../retention';

describe('retention', () => {
  it('keeps the last N Korean days, today included', () => {
    // 2026-05-01 00:30 in Korea is still 30 April in UTC.
    const now = new Date('2026-04-30T15:30:00Z');
    expect(retainedFrom(now, 1)).toBe('2026-05-01');
    expect(retainedFrom(now, 90)).toBe('2026-02-01');
  });
});
