import { clampAdults, clampAge, clampChildren, clampRooms, resizeAges } from '../search-counts';

describe('search counts (SPEC §5)', () => {
  it('keeps rooms within 1-5', () => {
    expect([0, 1, 5, 6, -2, 'x'].map(clampRooms)).toEqual([1, 1, 5, 5, 1, 1]);
  });

  it('keeps at least one adult', () => {
    expect(clampAdults(0, 0)).toBe(1);
    expect(clampAdults(-3, 0)).toBe(1);
  });

  it('caps adults plus children at 8', () => {
    expect(clampAdults(9, 0)).toBe(8);
    expect(clampAdults(8, 2)).toBe(6);
    expect(clampChildren(5, 6)).toBe(2);
    expect(clampChildren(1, 8)).toBe(0);
    expect(clampChildren(-1, 2)).toBe(0);
  });

  it('keeps child ages within 0-13', () => {
    expect([-1, 0, 13, 14, 'abc', '7'].map(clampAge)).toEqual([0, 0, 13, 13, 0, 7]);
  });

  it('appends age 0 for a new child and drops the last age for a removed one', () => {
    expect(resizeAges([5], 2)).toEqual([5, 0]);
    expect(resizeAges([5, 9], 1)).toEqual([5]);
    expect(resizeAges([], 0)).toEqual([]);
  });
});
