import { bayesianScore, compareByRating, FALLBACK_PRIOR, priorMean, PRIOR_WEIGHT } from '../rating-rank';

// Scores are the catalogue's integers: score x 10.
const stay = (score: number, count: number) => ({ reviewScore: Math.round(score * 10), reviewCount: count });
const rank = <T extends { reviewScore: number; reviewCount: number }>(stays: T[], prior = priorMean(stays)) => [...stays].sort((a, b) => compareByRating(a, b, prior));

describe('rating sort: Bayesian average', () => {
  test('a 10.0 from one review does not beat a 9.3 from 36', () => {
    const one = stay(10, 1);
    const many = stay(9.3, 36);
    const prior = priorMean([one, many, stay(8.2, 120), stay(7.5, 40)]);
    expect(rank([one, many], prior)).toEqual([many, one]);
  });

  test('with many reviews each, the higher score wins', () => {
    const a = stay(9.1, 300);
    const b = stay(9.4, 250);
    expect(rank([a, b])).toEqual([b, a]);
  });

  test('the score is pulled towards the prior by PRIOR_WEIGHT reviews, and equals it with none', () => {
    expect(bayesianScore(stay(10, PRIOR_WEIGHT), 80)).toBe(90);
    expect(bayesianScore(stay(0, 0), 85)).toBe(85);
  });

  test('the prior is the review-weighted mean, or 8.0 when nobody has reviews', () => {
    expect(priorMean([stay(9, 30), stay(6, 10), stay(10, 0)])).toBe(82.5);
    expect(priorMean([stay(0, 0)])).toBe(FALLBACK_PRIOR);
  });

  test('unreviewed stays come after reviewed ones, even poorly reviewed; ties go to more reviews', () => {
    const none = stay(0, 0);
    const poor = stay(5, 3);
    expect(rank([none, poor], 80)).toEqual([poor, none]);
    const fewer = stay(8, 10);
    const more = stay(8, 20);
    expect(rank([fewer, more], 80)).toEqual([more, fewer]);
    expect(compareByRating(stay(8, 5), stay(8, 5), 80)).toBe(0);
  });
});
