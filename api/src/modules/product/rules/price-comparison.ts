// SPEC §3 Room list priceComparisonList {title, price}; §9 "the product's own price is set apart
// from competitors, who are sorted by price descending". We have no competitor feed: the other
// sites' prices are SIMULATED, derived from our own price by a fixed percent per (stay, site,
// check-in), so they are stable across reloads and always above ours (+3..+15 %).
import type { Locale } from '../../../lib/locale';

export interface PriceComparison {
  title: string;
  price: number;
  own: boolean;
}

/**
 * Simulated reference sites. Until a real aggregator feeds this list, no entry carries a real
 * site's name: a made-up price shown next to a real competitor's name would misinform travellers.
 * Each is a letter, titled per locale as what it is ("Reference site A (simulated)").
 */
export const COMPETITORS = ['A', 'B', 'C', 'D', 'E'] as const;

const REFERENCE_TITLE: Record<Locale, (letter: string) => string> = {
  ko: (letter) => `참고 사이트 ${letter} (모의 가격)`,
  en: (letter) => `Reference site ${letter} (simulated)`,
  ja: (letter) => `参考サイト${letter}（模擬価格）`,
};

/** FNV-1a: a small stable hash, so the same inputs give the same percent on every machine. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** +3 .. +15 percent. */
export const markupPercent = (productIdx: number, title: string, checkIn: string): number => 3 + (hash(`${productIdx}|${title}|${checkIn}`) % 13);

/** Ours first (own: true), then the competitors by price descending. Empty when we sell nothing. */
export function priceComparison(productIdx: number, ownTitle: string, ownPrice: number | null, checkIn: string, locale: Locale): PriceComparison[] {
  if (ownPrice === null || ownPrice <= 0) return [];
  const others = COMPETITORS.map((letter) => ({
    title: REFERENCE_TITLE[locale](letter),
    // Rounded up to 100 won, like a displayed OTA price; never equal to or below ours.
    price: Math.ceil((ownPrice * (100 + markupPercent(productIdx, letter, checkIn))) / 100 / 100) * 100,
    own: false,
  })).sort((a, b) => b.price - a.price || a.title.localeCompare(b.title));
  return [{ title: ownTitle, price: ownPrice, own: true }, ...others];
}
