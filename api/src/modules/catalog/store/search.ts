// The keyword search (SPEC §7 search-keyword) over search_entries: substring match on the ko / en /
// ja names, ranked exact > prefix > substring, then popularity. See db/schema/catalog/search-entries.ts
// for why the pre-filter is a GIN index of 1- and 2-character grams.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { rawRows } from '../../../db/raw';
import type { LocationLevel, SearchKind } from '../../../db/schema/catalog/constants';
import { gramsOfQuery } from './search-text';

export interface SearchHit {
  kind: SearchKind;
  refIdx: number;
  level: LocationLevel | null;
  nationCode: string;
  cityCode: string;
  areaCode: string;
  subAreaCode: string;
  names: { ko: string; en: string; ja: string };
  sub: { ko: string; en: string; ja: string };
  /** 0 exact, 1 prefix, 2 substring (of any of the names); 3 a stay listed for its place. */
  rank: number;
  popularity: number;
}

interface HitRaw {
  kind: SearchKind;
  ref_idx: number;
  level: LocationLevel | null;
  nation_code: string;
  city_code: string;
  area_code: string;
  sub_area_code: string;
  name_ko: string;
  name_en: string;
  name_ja: string;
  sub_ko: string;
  sub_en: string;
  sub_ja: string;
  rank: number;
  popularity: number;
}

const textArray = (items: readonly string[]): string => `{${items.map((s) => `"${s.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;

const COLUMNS = sql`se.kind, se.ref_idx, se.level, se.nation_code, se.city_code, se.area_code, se.sub_area_code, se.name_ko, se.name_en, se.name_ja,
  se.sub_ko, se.sub_en, se.sub_ja, se.popularity`;

const matching = (query: string) => sql`se.grams @> ${textArray(gramsOfQuery(query))}::text[] and strpos(se.haystack, ${query}) > 0`;

// Names are newline-separated in the haystack, so a newline before the query finds a name prefix.
const rankOf = (query: string) =>
  sql`case when ${query} = any(se.names_lc) then 0 when strpos(E'\\n' || se.haystack, E'\\n' || ${query}) > 0 then 1 else 2 end`;

const toHit = (r: HitRaw): SearchHit => ({
  kind: r.kind, refIdx: r.ref_idx, level: r.level, nationCode: r.nation_code, cityCode: r.city_code, areaCode: r.area_code, subAreaCode: r.sub_area_code,
  names: { ko: r.name_ko, en: r.name_en, ja: r.name_ja }, sub: { ko: r.sub_ko, en: r.sub_en, ja: r.sub_ja }, rank: r.rank, popularity: r.popularity,
});

export interface SearchEntry extends Omit<SearchHit, 'rank'> {
  namesLc: string[];
  haystack: string;
}

export const catalogSearchRepository = (db: Tx) => ({
  /**
   * Best `perKind` locations and best `perKind` stays by name, for a normalised, non-empty query.
   * The SQL form of the ranking: the service answers from its in-memory copy
   * (search/keyword-index.ts), which the tests hold to this query.
   */
  async keyword(query: string, perKind: number): Promise<SearchHit[]> {
    const best = (kind: SearchKind) =>
      sql`(select ${COLUMNS}, ${rankOf(query)} as rank from search_entries se where se.kind = ${kind} and ${matching(query)} order by rank, se.popularity desc, se.ref_idx limit ${perKind})`;
    const rows = await rawRows<HitRaw>(db, sql`${best('location')} union all ${best('product')}`);
    return rows.map(toHit);
  },

  /** The whole table, most popular first (the content service keeps it in memory for autocomplete). */
  async entries(): Promise<SearchEntry[]> {
    const rows = await rawRows<HitRaw & { names_lc: string[]; haystack: string }>(
      db,
      sql`select ${COLUMNS}, 0 as rank, se.names_lc, se.haystack from search_entries se order by se.kind, se.popularity desc, se.ref_idx`,
    );
    return rows.map((r) => {
      const { rank: _rank, ...hit } = toHit(r);
      return { ...hit, namesLc: r.names_lc, haystack: r.haystack };
    });
  },

});

export type CatalogSearchRepository = ReturnType<typeof catalogSearchRepository>;
