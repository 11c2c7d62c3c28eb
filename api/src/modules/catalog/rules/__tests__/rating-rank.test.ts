import { bayesianScore, compareByRating, PRIOR_SCORE, PRIOR_WEIGHT } from '../rating-rank';

// Scores are the catalogue's integers: score x 10.
const stay = (score: number, count: number) => ({ reviewScore: Math.round(score * 10), reviewCount: count });
const rank = <T extends { reviewScore: number; reviewCount: number }>(stays: T[]) => [...stays].sort(compareByRating);

describe('rating sort: Bayesian average', () => {
  test('a 10.0 from one review does not beat a 9.3 from 36', () => {
    const one = stay(10, 1);
    const many = stay(9.3, 36);
    expect(rank([one, many])).toEqual([many, one]);
  });

  test('with many reviews each, the higher score wins', () => {
    const a = stay(9.1, 300);
    const b = stay(9.4, 250);
    expect(rank([a, b])).toEqual([b, a]);
  });

  test('a higher score with more reviews always ranks first (scores at or above the prior)', () => {
    // With a prior at the catalogue's mean (about 9), one 8.0 review would beat 8.5 from twenty.
    expect(rank([stay(8, 1), stay(8.5, 20)])).toEqual([stay(8.5, 20), stay(8, 1)]);
    for (const [s1, n1, s2, n2] of [[7, 1, 7.5, 2], [8.8, 5, 9.9, 5], [9, 3, 9, 300], [7.2, 40, 9.6, 41]] as const) {
      expect(compareByRating(stay(s2, n2), stay(s1, n1))).toBeLessThan(0);
    }
  });

  test('the score is pulled towards the prior by PRIOR_WEIGHT reviews, and equals it with none', () => {
    expect(bayesianScore(stay(10, PRIOR_WEIGHT))).toBe((PRIOR_SCORE + 100) / 2);
    expect(bayesianScore(stay(0, 0))).toBe(PRIOR_SCORE);
  });

  test('unreviewed stays come after reviewed ones, even poorly reviewed; ties go to more reviews', () => {
    const none = stay(0, 0);
    const poor = stay(5, 3);
    expect(rank([none, poor])).toEqual([poor, none]);
    const fewer = stay(7, 10);
    const more = stay(7, 20);
    expect(rank([fewer, more])).toEqual([more, fewer]);
    expect(compareByRating(stay(8, 5), stay(8, 5))).toBe(0);
  });
});
