// Number and money formatting in the UI locale. Money is integer KRW (API contract).
// The money rule is the platform's (@stay/shared money/format); re-exported for this remote's parts.
export { formatKrw, formatNumber } from '@stay/shared';

/** Review score 0-10 with one decimal ('9.2'). */
export function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}
