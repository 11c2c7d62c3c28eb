// What a search keeps of one priced city, and the small memo helper the search modules share.
import type { PricedCity } from './price-city';

/** The stays of one priced city that the search keeps; `key` names the scope for memos. */
export interface Slice {
  priced: PricedCity;
  positions: Int32Array;
  key: string | null;
}

export function memo<T>(map: Map<string, unknown>, key: string | null, make: () => T): T {
  if (key === null) return make();
  let value = map.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

