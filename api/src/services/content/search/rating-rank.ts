// The 'rating' sort's order (docs/api/content-search.md "Results"): a Bayesian average, so a stay
// rated 10.0 by one guest does not beat one rated 9.3 by 36. Each stay's score is pulled towards
// the prior (the review-weighted mean score of the stays being compared) as if it had
// PRIOR_WEIGHT extra reviews at that mean; many reviews keep a stay near its own score.
// Scores are the catalogue's integers (score x 10, 0-100).

/** How many reviews' worth of weight the prior has. */
export const PRIOR_WEIGHT = 10;
/** The prior when no stay being compared has a review (8.0). */
export const FALLBACK_PRIOR = 80;

export interface Rated {
  reviewScore: number;
  reviewCount: number;
}

/** The review-weighted mean score of the stays, or FALLBACK_PRIOR when none has a review. */
export function priorMean(stays: Iterable<Rated>): number {
  let sum = 0;
  let count = 0;
  for (const stay of stays) {
    if (stay.reviewCount <= 0) continue;
    sum += stay.reviewScore * stay.reviewCount;
    count += stay.reviewCount;
  }
  return count > 0 ? sum / count : FALLBACK_PRIOR;
}

/** (PRIOR_WEIGHT x prior + count x score) / (PRIOR_WEIGHT + count). */
export function bayesianScore(stay: Rated, prior: number, weight = PRIOR_WEIGHT): number {
  const count = Math.max(0, stay.reviewCount);
  return (weight * prior + count * stay.reviewScore) / (weight + count);
}

/**
 * Best first: reviewed stays before unreviewed ones (a stay without reviews has no rating to
 * sort by), then the higher Bayesian score, then more reviews. 0 when the two rank the same.
 */
export function compareByRating(x: Rated, y: Rated, prior: number): number {
  const reviewed = (y.reviewCount > 0 ? 1 : 0) - (x.reviewCount > 0 ? 1 : 0);
  if (reviewed !== 0) return reviewed;
  return bayesianScore(y, prior) - bayesianScore(x, prior) || y.reviewCount - x.reviewCount;
}
