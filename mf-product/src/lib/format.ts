// This remote's number formats: one decimal (review scores, points, distances). Money and whole
// numbers are the platform's (formatKrw, formatNumber of @stay/shared).
import type { Locale } from '@stay/shared';
import { formatDecimal } from '@stay/shared/money/decimal';

/** A number in the locale, with at most one decimal (distances). */
export function formatNumber(value: number, locale: Locale): string {
  return formatDecimal(value, locale, 1);
}

/** 850 -> '850 m', 2300 -> '2.3 km'. */
export function formatDistance(metres: number, locale: Locale): string {
  return metres < 1000 ? `${formatNumber(metres, locale)} m` : `${formatNumber(Math.round(metres / 100) / 10, locale)} km`;
}
