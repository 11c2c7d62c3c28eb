import { dateChoices, type NightInfo } from '../date-choices';

const rates = (entries: [string, number, number][]): NightInfo[] => entries.map(([date, price, stock]) => ({ date, price, stock }));

describe('dateChoices', () => {
  const base = { stayStartDate: '2030-03-01', stayEndDate: '2030-03-06', nights: 1, rooms: 1, today: '2030-03-02' };

  it('gives every day of the period, with the reason a closed day cannot start the stay', () => {
    const days = dateChoices({
      ...base,
      rates: rates([
        ['2030-03-01', 100_000, 3],
        ['2030-03-02', 100_000, 3],
        ['2030-03-03', 120_000, 0],
        ['2030-03-05', 90_000, 2],
        ['2030-03-06', 90_000, 2],
      ]),
    });
    expect(days).toEqual([
      { date: '2030-03-01', open: false, reason: 'PAST' },
      { date: '2030-03-02', open: true, price: 100_000 },
      { date: '2030-03-03', open: false, reason: 'SOLD_OUT' },
      { date: '2030-03-04', open: false, reason: 'NO_RATE' },
      { date: '2030-03-05', open: true, price: 90_000 },
      { date: '2030-03-06', open: true, price: 90_000 },
    ]);
  });

  it('needs every night of a longer stay inside the period, with stock for every room', () => {
    const days = dateChoices({
      ...base,
      nights: 2,
      rooms: 2,
      rates: rates([
        ['2030-03-02', 100_000, 2],
        ['2030-03-03', 110_000, 2],
        ['2030-03-04', 110_000, 1],
        ['2030-03-05', 90_000, 5],
        ['2030-03-06', 90_000, 5],
      ]),
    });
    const byDate = Object.fromEntries(days.map((d) => [d.date, d]));
    expect(byDate['2030-03-02']).toEqual({ date: '2030-03-02', open: true, price: (100_000 + 110_000) * 2 });
    // One room left on the 4th: both stays that need it are sold out.
    expect(byDate['2030-03-03']?.reason).toBe('SOLD_OUT');
    expect(byDate['2030-03-04']?.reason).toBe('SOLD_OUT');
    expect(byDate['2030-03-05']).toEqual({ date: '2030-03-05', open: true, price: 180_000 * 2 });
    // The last day cannot start a two-night stay inside the period.
    expect(byDate['2030-03-06']?.reason).toBe('PAST_PERIOD_END');
  });
});
