// Reads of the catalogue for the content service: the location tree, a city's stays for the
// results page, stays by id for short lists, and recommended stays.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { rawRows } from '../../../db/raw';
import type { PropertyType } from '../../../db/schema/catalog/constants';
import { intArray } from './rates';
import { starAverage } from '../rules/star-average';

export interface Names {
  ko: string;
  en: string;
  ja: string;
}

export interface LocationNode {
  idx: number;
  level: 'city' | 'area' | 'sub_area';
  code: string;
  names: Names;
  nationCode: string;
  cityIdx: number;
  cityCode: string;
  /** Area of an area or sub-area (its own idx for an area). */
  areaIdx: number | null;
  areaCode: string;
  imgPath: string;
  featured: boolean;
  sort: number;
  popularity: number;
  aliases: string[];
}

export interface NationNode {
  idx: number;
  code: string;
  names: Names;
  imgPath: string;
}

/** What the result cards and filters need of a stay. */
export interface StaySummary {
  idx: number;
  names: Names;
  type: PropertyType;
  star: number;
  nationCode: string;
  cityIdx: number;
  areaIdx: number;
  subAreaIdx: number | null;
  /** 0-100, tenths of the 0-10 score. */
  reviewScore: number;
  reviewCount: number;
  /** Our own reviews' average star rating, 0-5 with one decimal (rules/star-average.ts). */
  starAvg: number;
  popularity: number;
  imgPath: string;
  facilities: string[];
  /** Where the stay is (the results map). */
  lat: number;
  lng: number;
}

interface StayRaw {
  idx: number;
  name_ko: string;
  name_en: string;
  name_ja: string;
  type: PropertyType;
  star: number;
  nation_code: string;
  city_idx: number;
  area_idx: number;
  sub_area_idx: number | null;
  review_score: number;
  review_count: number;
  star_one: number;
  star_two: number;
  star_three: number;
  star_four: number;
  star_five: number;
  popularity: number;
  img: string | null;
  facilities: string[] | null;
  lat: number;
  lng: number;
}

const STAY_COLUMNS = sql`p.idx, p.name_ko, p.name_en, p.name_ja, p.type, p.star::int as star, p.nation_code, p.city_idx, p.area_idx, p.sub_area_idx,
  p.review_score::int as review_score, p.review_count, p.star_one, p.star_two, p.star_three, p.star_four, p.star_five, p.popularity, p.lat, p.lng,
  (select i.path from property_images i where i.property_idx = p.idx order by i.sort limit 1) as img,
  array(select f.code from property_facilities pf join facilities f on f.idx = pf.facility_idx where pf.property_idx = p.idx order by f.sort) as facilities`;

const toStay = (r: StayRaw): StaySummary => ({
  idx: r.idx,
  names: { ko: r.name_ko, en: r.name_en, ja: r.name_ja },
  type: r.type,
  star: r.star,
  nationCode: r.nation_code,
  cityIdx: r.city_idx,
  areaIdx: r.area_idx,
  subAreaIdx: r.sub_area_idx,
  reviewScore: r.review_score,
  reviewCount: r.review_count,
  starAvg: starAverage({ starOne: r.star_one, starTwo: r.star_two, starThree: r.star_three, starFour: r.star_four, starFive: r.star_five }),
  popularity: r.popularity,
  imgPath: r.img ?? '',
  facilities: r.facilities ?? [],
  lat: Number(r.lat),
  lng: Number(r.lng),
});

export const catalogRepository = (db: Tx) => ({
  async nations(): Promise<NationNode[]> {
    const rows = await rawRows<{ idx: number; code: string; name_ko: string; name_en: string; name_ja: string; img_path: string }>(
      db,
      sql`select idx, code, name_ko, name_en, name_ja, img_path from nations order by sort, idx`,
    );
    return rows.map((r) => ({ idx: r.idx, code: r.code, names: { ko: r.name_ko, en: r.name_en, ja: r.name_ja }, imgPath: r.img_path }));
  },

  /** Cities, areas and sub-areas in one list (a few hundred rows; the service keeps it in memory). */
  async locations(): Promise<LocationNode[]> {
    const rows = await rawRows<{
      idx: number; level: LocationNode['level']; code: string; name_ko: string; name_en: string; name_ja: string; nation_code: string; city_idx: number;
      city_code: string; area_idx: number | null; area_code: string; img_path: string; featured: boolean; sort: number; popularity: number; aliases: string[];
    }>(
      db,
      sql`select c.idx, 'city' as level, c.code, c.name_ko, c.name_en, c.name_ja, c.nation_code, c.idx as city_idx, c.code as city_code,
                 null::int as area_idx, '' as area_code, c.img_path, true as featured, c.sort::int as sort, c.popularity, c.aliases
          from cities c
          union all
          select a.idx, 'area', a.code, a.name_ko, a.name_en, a.name_ja, c.nation_code, c.idx, c.code, a.idx, a.code, a.img_path, a.featured, a.sort::int, a.popularity, '{}'::text[]
          from areas a join cities c on c.idx = a.city_idx
          union all
          select s.idx, 'sub_area', s.code, s.name_ko, s.name_en, s.name_ja, c.nation_code, c.idx, c.code, a.idx, a.code, s.img_path, false, s.sort::int, s.popularity, '{}'::text[]
          from sub_areas s join areas a on a.idx = s.area_idx join cities c on c.idx = a.city_idx
          order by 1`,
    );
    return rows.map((r) => ({
      idx: r.idx, level: r.level, code: r.code, names: { ko: r.name_ko, en: r.name_en, ja: r.name_ja }, nationCode: r.nation_code, cityIdx: r.city_idx,
      cityCode: r.city_code, areaIdx: r.area_idx, areaCode: r.area_code, imgPath: r.img_path, featured: r.featured, sort: r.sort, popularity: r.popularity,
      aliases: r.aliases ?? [],
    }));
  },

  /** A city's stays, most popular first. */
  async cityStays(cityIdx: number): Promise<StaySummary[]> {
    const rows = await rawRows<StayRaw>(db, sql`select ${STAY_COLUMNS} from properties p where p.city_idx = ${cityIdx} order by p.popularity desc, p.idx`);
    return rows.map(toStay);
  },

  /** The city a stay is in (null: no such stay). */
  async cityOfStay(productIdx: number): Promise<number | null> {
    const [row] = await rawRows<{ city_idx: number }>(db, sql`select city_idx from properties where idx = ${productIdx}`);
    return row?.city_idx ?? null;
  },

  /** Stays by id, in the order asked (unknown ids are left out). */
  async staysByIdx(idxs: readonly number[]): Promise<StaySummary[]> {
    if (idxs.length === 0) return [];
    const rows = await rawRows<StayRaw>(db, sql`select ${STAY_COLUMNS} from properties p where p.idx = any(${intArray(idxs)}::int[])`);
    const byIdx = new Map(rows.map((r) => [r.idx, toStay(r)]));
    return idxs.map((i) => byIdx.get(i)).filter((s): s is StaySummary => s !== undefined);
  },

  /** The most popular stays of each city (a varied list for the main page), best first. */
  async topStaysPerCity(perCity: number, nationCodes: readonly string[] | null, limit: number): Promise<number[]> {
    const rows = await rawRows<{ idx: number }>(
      db,
      sql`select idx from (
            select p.idx, p.popularity, row_number() over (partition by p.city_idx order by p.popularity desc, p.idx) as rn
            from properties p ${nationCodes ? sql`where p.nation_code in (${sql.join(nationCodes.map((c) => sql`${c}`), sql`, `)})` : sql``}
          ) ranked where rn <= ${perCity} order by popularity desc, idx limit ${limit}`,
    );
    return rows.map((r) => r.idx);
  },
});

export type CatalogRepository = ReturnType<typeof catalogRepository>;
