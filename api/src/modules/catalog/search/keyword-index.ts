// Keyword autocomplete in memory: search_entries (the precomputed search-name table) loaded once
// and indexed by the same 1- and 2-character grams as its GIN index, plus the names themselves
// and their first characters. It answers exactly as catalogSearch.keyword (the SQL form;
// test/content-keyword.test.ts compares the two): exact > prefix > substring, then popularity,
// then id. Each rank is read from its own list in popularity order and stops once 20 are found,
// so even a one-letter query touches few entries: a miss costs well under a millisecond instead
// of a database round trip, which keeps the 99th percentile low at 50 concurrent typists.
import type { LocationLevel } from '../../../db/schema/catalog/constants';
import type { SearchEntry, SearchHit } from '../store/search';
import { gramsOfNames, gramsOfQuery } from '../store/search-text';

type Postings = Map<string, Int32Array>;

interface Kind {
  entries: SearchEntry[];
  /** '\n' + haystack per entry: a name prefix is '\n' + query (no string built per check). */
  prefixed: string[];
  /** gram -> entry positions, in the entries' order (popularity desc, id asc). */
  grams: Postings;
  /** normalised name -> entries with exactly that name. */
  names: Postings;
  /** first one and first two characters of a name -> entries. */
  starts: Postings;
}

export interface KeywordIndex {
  /** Best `perKind` locations and stays by name; stays of the best location fill up to `perKind`. */
  search(query: string, perKind: number): SearchHit[];
  /** Every stay whose name contains the query (the results page's free-text search). */
  productsMatching(query: string): SearchEntry[];
}

function postings(entries: readonly SearchEntry[], keysOf: (e: SearchEntry) => Iterable<string>): Postings {
  const lists = new Map<string, number[]>();
  entries.forEach((e, pos) => {
    for (const key of new Set(keysOf(e))) {
      const list = lists.get(key);
      if (list) list.push(pos);
      else lists.set(key, [pos]);
    }
  });
  return new Map([...lists].map(([k, l]) => [k, Int32Array.from(l)]));
}

const firstChars = (name: string): string[] => {
  const chars = [...name];
  return chars.length > 1 ? [chars[0]!, chars[0]! + chars[1]!] : chars;
};

function indexKind(entries: SearchEntry[]): Kind {
  return {
    entries,
    prefixed: entries.map((e) => `\n${e.haystack}`),
    grams: postings(entries, (e) => gramsOfNames(e.namesLc)),
    names: postings(entries, (e) => e.namesLc),
    starts: postings(entries, (e) => e.namesLc.flatMap(firstChars)),
  };
}

/** The shortest gram list of the query (null: some gram is nowhere, so nothing contains it). */
function candidates(kind: Kind, query: string): Int32Array | null {
  let shortest: Int32Array | null = null;
  for (const g of gramsOfQuery(query)) {
    const list = kind.grams.get(g);
    if (!list) return null;
    if (!shortest || list.length < shortest.length) shortest = list;
  }
  return shortest;
}

const EMPTY = new Int32Array(0);

function best(kind: Kind, query: string, limit: number): SearchHit[] {
  const prefix = `\n${query}`;
  const taken = new Set<number>();
  const hits: SearchHit[] = [];
  const take = (pos: number, rank: number) => {
    taken.add(pos);
    hits.push({ ...kind.entries[pos]!, rank });
  };
  // 0: a name is the query.
  for (const pos of kind.names.get(query) ?? EMPTY) {
    if (hits.length >= limit) return hits;
    take(pos, 0);
  }
  // 1: a name starts with it (among names starting with its first one or two characters).
  const start = firstChars(query).pop() ?? '';
  for (const pos of kind.starts.get(start) ?? EMPTY) {
    if (hits.length >= limit) return hits;
    if (!taken.has(pos) && kind.prefixed[pos]!.includes(prefix)) take(pos, 1);
  }
  // 2: a name contains it.
  for (const pos of candidates(kind, query) ?? EMPTY) {
    if (hits.length >= limit) return hits;
    if (!taken.has(pos) && kind.entries[pos]!.haystack.includes(query)) take(pos, 2);
  }
  return hits;
}

const PLACE_KEY: Record<LocationLevel, (e: Pick<SearchEntry, 'cityCode' | 'areaCode' | 'subAreaCode'>) => string> = {
  city: (e) => `city:${e.cityCode}`,
  area: (e) => `area:${e.areaCode}`,
  sub_area: (e) => `sub:${e.subAreaCode}`,
};

export function buildKeywordIndex(rows: readonly SearchEntry[]): KeywordIndex {
  const locations = indexKind(rows.filter((r) => r.kind === 'location'));
  const products = indexKind(rows.filter((r) => r.kind === 'product'));
  // A place's stays, most popular first (for the fill after the stays found by name).
  const byPlace = postings(products.entries, (p) => [PLACE_KEY.city(p), PLACE_KEY.area(p), ...(p.subAreaCode ? [PLACE_KEY.sub_area(p)] : [])]);
  return {
    search(query, perKind) {
      const places = best(locations, query, perKind);
      const stays = best(products, query, perKind);
      const top = places[0];
      if (top?.level && stays.length < perKind) {
        const named = new Set(stays.map((s) => s.refIdx));
        for (const pos of byPlace.get(PLACE_KEY[top.level](top)) ?? EMPTY) {
          if (stays.length >= perKind) break;
          const p = products.entries[pos]!;
          if (!named.has(p.refIdx)) stays.push({ ...p, rank: 3 });
        }
      }
      return [...places, ...stays];
    },
    productsMatching(query) {
      const list = candidates(products, query);
      return list ? Array.from(list, (pos) => products.entries[pos]!).filter((e) => e.haystack.includes(query)) : [];
    },
  };
}
