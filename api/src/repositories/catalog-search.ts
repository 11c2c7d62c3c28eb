// The keyword search (SPEC §7 search-keyword) over search_entries: substring match on the ko / en /
// ja names, ranked exact > prefix > substring (then stays whose place matches), then popularity. See schema/catalog/search-entries.ts
// for why the pre-filter is a GIN index of 1- and 2-character grams.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { rawRows } from '../db/raw';
import type { LocationLevel, SearchKind } from '../db/schema/catalog/constants';
import { gramsOfQuery } from './catalog-search-text';

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
  /** 0 exact, 1 prefix, 2 substring (of any of the names); 3 a stay whose area or city matches. */
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

const matching = (query: string) =>
  sql`grams @> ${textArray(gramsOfQuery(query))}::text[] and strpos(haystack, ${query}) > 0`;

export const catalogSearchRepository = (db: Tx) => ({
  /** Best `perKind` locations and best `perKind` stays for a normalised, non-empty query. */
  async keyword(query: string, perKind: number): Promise<SearchHit[]> {
    const rows = await rawRows<HitRaw>(
      db,
      sql`select * from (
            select m.*, row_number() over (partition by kind order by rank, popularity desc, ref_idx) as rn
            from (
              select kind, ref_idx, level, nation_code, city_code, area_code, sub_area_code, name_ko, name_en, name_ja, sub_ko, sub_en, sub_ja, popularity,
                case when ${query} = any(names_lc) then 0
                     when exists (select 1 from unnest(names_lc) as n where starts_with(n, ${query})) then 1
                     when exists (select 1 from unnest(names_lc) as n where strpos(n, ${query}) > 0) then 2
                     else 3 end as rank
              from search_entries where ${matching(query)}
            ) m
          ) ranked where rn <= ${perKind} order by kind, rn`,
    );
    return rows.map((r) => ({
      kind: r.kind, refIdx: r.ref_idx, level: r.level, nationCode: r.nation_code, cityCode: r.city_code, areaCode: r.area_code, subAreaCode: r.sub_area_code,
      names: { ko: r.name_ko, en: r.name_en, ja: r.name_ja }, sub: { ko: r.sub_ko, en: r.sub_en, ja: r.sub_ja }, rank: r.rank, popularity: r.popularity,
    }));
  },

  /** Every stay whose name contains the (normalised) text: the results page's free-text search. */
  async productIdxsByText(query: string, limit = 5000): Promise<{ idx: number; nationCode: string; cityCode: string }[]> {
    const rows = await rawRows<{ ref_idx: number; nation_code: string; city_code: string }>(
      db,
      sql`select ref_idx, nation_code, city_code from search_entries where kind = 'product' and ${matching(query)} order by popularity desc, ref_idx limit ${limit}`,
    );
    return rows.map((r) => ({ idx: r.ref_idx, nationCode: r.nation_code, cityCode: r.city_code }));
  },
});

export type CatalogSearchRepository = ReturnType<typeof catalogSearchRepository>;
