// The English texts of the demo content name money the way the English pages print it ('KRW 1,900',
// formatKrw in the remotes), never '1,900 won' beside 'KRW 653,000' on the same screen.
import * as content from '../src/modules/catalog/seed/content-data';
import * as support from '../src/modules/catalog/seed/support-data';
import * as couponCodes from '../src/modules/coupons/seed/codes';
import * as coupons from '../src/modules/coupons/seed/coupons';

function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value as Record<string, unknown>).flatMap((v) => strings(v, seen));
}

describe('demo content in English', () => {
  it.each([
    ['banners, themes and codes', content],
    ['notices and FAQ', support],
    ['coupon codes', couponCodes],
    ['coupons', coupons],
  ])('%s write amounts as KRW', (_, module) => {
    const texts = strings(module);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((s) => /\d won\b/.test(s))).toEqual([]);
  });
});
