// SPEC §9: rate plans by lowest member price ascending (the server sorts; the page keeps the
// order even if a list arrives unsorted). Plans not on sale go last; rooms follow their best plan.
import type { RatePlan, Room } from '../api/get-rate-plans';

const BIG = Number.MAX_SAFE_INTEGER;

export function comparePlans(a: RatePlan, b: RatePlan): number {
  if (a.saleAble !== b.saleAble) return a.saleAble ? -1 : 1;
  return (a.awesomeAmount ?? BIG) - (b.awesomeAmount ?? BIG) || (a.normalAmount ?? BIG) - (b.normalAmount ?? BIG) || a.rateplanIdx - b.rateplanIdx;
}

export function orderRooms(rooms: readonly Room[]): Room[] {
  const sorted = rooms
    .filter((r) => r.mappedRateplanList.length > 0)
    .map((r) => ({ ...r, mappedRateplanList: [...r.mappedRateplanList].sort(comparePlans) }));
  return sorted.sort((a, b) => comparePlans(a.mappedRateplanList[0]!, b.mappedRateplanList[0]!));
}

/** SPEC §9: our price set apart (first), competitors by price descending. */
export function orderComparison<T extends { own: boolean; price: number }>(list: readonly T[]): { own: T | null; others: T[] } {
  return { own: list.find((x) => x.own) ?? null, others: list.filter((x) => !x.own).sort((a, b) => b.price - a.price) };
}
