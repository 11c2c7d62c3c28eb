import { displayPrice } from '../lowest';
import { splitParty } from '../occupancy';
import type { Quote } from '../types';

const quote = (ratePlanIdx: number, normalAmount: number | null, over: Partial<Quote> = {}): Quote => ({
  ratePlanIdx,
  nights: 1,
  fits: true,
  available: true,
  stock: 3,
  amounts:
    normalAmount === null
      ? null
      : { normalAmount, awesomeAmount: normalAmount - 1000, awesomePer: 5, discountAmount: 1000, cashbackRate: 0, cashbackAmount: 0, perNight: normalAmount, extraGuestFee: 0 },
  freeCancel: false,
  cancelDate: null,
  ...over,
});

describe('displayPrice', () => {
  test('the lowest normal total among available plans that fit', () => {
    const shown = displayPrice([quote(1, 90000, { available: false }), quote(2, 120000), quote(3, 50000, { fits: false, available: false }), quote(4, 110000)]);
    expect(shown).toEqual({ quote: expect.objectContaining({ ratePlanIdx: 4 }), soldOut: false });
  });

  test('sold out: the lowest fitting plan that is on sale, flagged', () => {
    const shown = displayPrice([quote(1, 90000, { available: false }), quote(2, 80000, { available: false }), quote(3, null, { available: false })]);
    expect(shown).toEqual({ quote: expect.objectContaining({ ratePlanIdx: 2 }), soldOut: true });
  });

  test('nothing to show when no plan fits or none is on sale', () => {
    expect(displayPrice([quote(1, 90000, { fits: false, available: false })])).toBeNull();
    expect(displayPrice([quote(1, null, { available: false })])).toBeNull();
    expect(displayPrice([])).toBeNull();
  });
});

describe('splitParty', () => {
  test('adults spread first, counted children fill the emptiest rooms, infants are not counted', () => {
    expect(splitParty(3, [7, 0], 2)).toEqual([
      { adults: 2, children: 0 },
      { adults: 1, children: 1 },
    ]);
    expect(splitParty(2, [], 3)).toBeNull();
  });
});
