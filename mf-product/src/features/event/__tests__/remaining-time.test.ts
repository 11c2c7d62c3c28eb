import { missingKeys } from '@stay/shared';
import { eventMessages } from '../i18n';
import { firstBookableNight, remainingTime } from '../lib/remaining-time';

const MIN = 60_000;

describe('remainingTime (SPEC §9 days, hours, minutes)', () => {
  it('splits whole minutes into days, hours and minutes, rounding down', () => {
    expect(remainingTime(0, (2 * 1440 + 3 * 60 + 7) * MIN + 59_000)).toEqual({ days: 2, hours: 3, minutes: 7, done: false });
    expect(remainingTime(0, 59_000)).toEqual({ days: 0, hours: 0, minutes: 0, done: false });
  });

  it('is zero and done once the moment has passed', () => {
    expect(remainingTime(10 * MIN, 5 * MIN)).toEqual({ days: 0, hours: 0, minutes: 0, done: true });
    expect(remainingTime(5 * MIN, 5 * MIN).done).toBe(true);
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
