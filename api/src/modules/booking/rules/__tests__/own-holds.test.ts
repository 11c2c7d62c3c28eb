import { stockWithOwnHolds } from '../own-holds';

const nights = [
  { stayDate: '2026-12-10', stock: 0 },
  { stayDate: '2026-12-11', stock: 2 },
  { stayDate: '2026-12-12', stock: 0 },
];

describe('stockWithOwnHolds', () => {
  it('adds the rooms of the member\'s own holds back on the nights they cover', () => {
    const out = stockWithOwnHolds(nights, [{ checkInDate: '2026-12-10', checkOutDate: '2026-12-12', rooms: 1 }]);
    expect(out.map((n) => n.stock)).toEqual([1, 3, 0]);
  });

  it('adds several holds together and leaves the nights without one as they are', () => {
    const out = stockWithOwnHolds(nights, [
      { checkInDate: '2026-12-12', checkOutDate: '2026-12-13', rooms: 2 },
      { checkInDate: '2026-12-11', checkOutDate: '2026-12-13', rooms: 1 },
    ]);
    expect(out.map((n) => n.stock)).toEqual([0, 3, 3]);
    expect(out[0]).toBe(nights[0]);
  });

  it('changes nothing without holds (the check-out day is not a night of the hold)', () => {
    expect(stockWithOwnHolds(nights, [{ checkInDate: '2026-12-09', checkOutDate: '2026-12-10', rooms: 4 }])).toEqual(nights);
  });
});
