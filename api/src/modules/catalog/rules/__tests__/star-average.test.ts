import { starAverage } from '../star-average';

const none = { starOne: 0, starTwo: 0, starThree: 0, starFour: 0, starFive: 0 };

test('the average of our own stars, to one decimal; no reviews is 0', () => {
  expect(starAverage(none)).toBe(0);
  // 41 reviews: 27 five, 12 four, 2 three -> 189 / 41 = 4.609...
  expect(starAverage({ ...none, starFive: 27, starFour: 12, starThree: 2 })).toBe(4.6);
  // 93 / 20 = 4.65 exactly rounds up.
  expect(starAverage({ ...none, starFive: 13, starFour: 7 })).toBe(4.7);
  expect(starAverage({ ...none, starOne: 1 })).toBe(1);
});
