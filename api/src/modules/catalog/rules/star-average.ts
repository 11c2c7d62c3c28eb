// Our own guests' average star rating (SPEC §3 Review counts starAvg, 1-5) from a stay's star
// histogram, to one decimal. The results card and the stay page both show it (the badge's one
// scale), so both take it from here and can never disagree.
export interface StarHistogram {
  starOne: number;
  starTwo: number;
  starThree: number;
  starFour: number;
  starFive: number;
}

export function starAverage(h: StarHistogram): number {
  const count = h.starOne + h.starTwo + h.starThree + h.starFour + h.starFive;
  if (count === 0) return 0;
  const sum = h.starOne + 2 * h.starTwo + 3 * h.starThree + 4 * h.starFour + 5 * h.starFive;
  // Integer arithmetic before the one rounding: 93/20 is 4.7, not 4.6 by a float's last digit.
  return Math.round((sum * 10) / count) / 10;
}
