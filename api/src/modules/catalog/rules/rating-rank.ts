// The 'rating' sort's order (docs/api/content-search.md "Results"): a Bayesian average, so a stay
// rated 10.0 by one guest does not beat one rated 9.3 by 36. Each stay's score is counted as if it
// had PRIOR_WEIGHT more reviews at PRIOR_SCORE. The prior is deliberately modest (an ordinary
// 7.0, below the catalogue's typical 8-9): a stay with few reviews has to earn its place, and
// whenever both scores are at least the prior, a stay with the higher score AND more reviews always
// ranks first (with a prior at the mean, one 8.0 review could beat 8.5 from twenty).
// Scores are the catalogue's integers (score x 10, 0-100).

/** How many reviews' worth of weight the prior has. */
export const PRIOR_WEIGHT = 5;
/** The score the prior stands for (7.0). */
export const PRIOR_SCORE = 70;

export interface Rated {
  reviewScore: number;
  reviewCount: number;
}

/** (PRIOR_WEIGHT x PRIOR_SCORE + count x score) / (PRIOR_WEIGHT + count). */
export function bayesianScore(stay: Rated, prior = PRIOR_SCORE, weight = PRIOR_WEIGHT): number {
  const count = Math.max(0, stay.reviewCount);
  return (weight * prior + count * stay.reviewScore) / (weight + count);
}

/**
 * Best first: reviewed stays before unreviewed ones (a stay without reviews has no rating to
 * sort by), then the higher Bayesian score, then more reviews. 0 when the two rank the same.
 */
export function compareByRating(x: Rated, y: Rated): number {
  const reviewed = (y.reviewCount > 0 ? 1 : 0) - (x.reviewCount > 0 ? 1 : 0);
  if (reviewed !== 0) return reviewed;
  return bayesianScore(y) - bayesianScore(x) || y.reviewCount - x.reviewCount;
}
