// Small helpers the catalogue generators share: weighted picks, rounding, dates.
import type { Rng } from '../../../db/seed/random';

/** Picks a key with probability proportional to its weight. */
export function weighted<K extends string | number>(rng: Rng, weights: Partial<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [key, w] of entries) {
    roll -= w;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

export const round1000 = (n: number): number => Math.max(1000, Math.round(n / 1000) * 1000);

export const chance = (rng: Rng, p: number): boolean => rng.next() < p;

/** 'yyyy-MM-dd' of a Date's calendar day in Korea (UTC+9, no daylight saving). */
export function koreanDate(date: Date): string {
  return new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

export function addDaysIso(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Largest-remainder split of `total` by weights, with at least `min` each when possible. */
export function apportion(total: number, weights: readonly number[], min = 1): number[] {
  const floorMin = total >= weights.length * min ? min : 0;
  const rest = total - floorMin * weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (rest * w) / sum);
  const counts = exact.map((x) => Math.floor(x));
  let left = rest - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return counts.map((c) => c + floorMin);
}

/** One path of the media route (routes/media.ts): a generated picture of `scene`. */
export const mediaPath = (scene: string, seed: number): string => `/media/img/${scene}/${seed}.svg`;
