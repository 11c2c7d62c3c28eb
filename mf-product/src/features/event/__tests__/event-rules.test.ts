import { formatRemaining, missingKeys, remainingTime } from '@stay/shared';
import { eventMessages } from '../i18n';
import { firstBookableNight } from '../lib/first-night';

describe('the event page countdown (SPEC §9 days, hours, minutes)', () => {
  it('counts whole minutes down to the instant the deal opens, on the server clock', () => {
    const opens = new Date('2026-05-09T15:00:00Z');
    const left = remainingTime(opens, new Date('2026-05-07T11:52:30Z'));
    expect(left).toEqual({ days: 2, hours: 3, minutes: 7, over: false });
    expect(formatRemaining(left, 'en')).toBe('2 days 3 hours 7 minutes');
    expect(formatRemaining(left, 'ko')).toBe('2일 3시간 7분');
    expect(remainingTime(opens, opens).over).toBe(true);
  });
});

describe('firstBookableNight', () => {
  it('is the stay start, or today once that has passed', () => {
    expect(firstBookableNight('2026-05-10', '2026-05-01')).toBe('2026-05-10');
    expect(firstBookableNight('2026-04-10', '2026-05-01')).toBe('2026-05-01');
  });
});

test('the event page strings are complete in ko, en and ja', () => {
  expect(missingKeys(eventMessages)).toEqual([]);
});
