// Number and money formatting in the UI locale. Money is integer KRW (API contract).
import type { Locale } from '@stay/shared';
import { formatDecimal } from '@stay/shared/money/decimal';

// The money rule is the platform's (@stay/shared money/format).
export { formatKrw } from '@stay/shared';

/** A number in the locale, with at most one decimal (distances). */
export function formatNumber(value: number, locale: Locale): string {
  return formatDecimal(value, locale, 1);
}

/** 850 -> '850 m', 2300 -> '2.3 km'. */
export function formatDistance(metres: number, locale: Locale): string {
  return metres < 1000 ? `${formatNumber(metres, locale)} m` : `${formatNumber(Math.round(metres / 100) / 10, locale)} km`;
}
