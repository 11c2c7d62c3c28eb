// Rate plans and nightly rates: the price engine's one query module (the pricing module's README.md).
// `ratePlanTerms` + `nights` serve live pricing (product page, booking, short lists);
// `cityNights` serves the results page, one city and night at a time, index-only.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { rawRows } from '../../../db/raw';
import type { NightRate, RatePlanTerms, RatesSource } from '../../pricing';

/** A PostgreSQL int[] literal: a single bind parameter whatever the list's length, on both drivers. */
export const intArray = (ids: readonly number[]): string => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

export interface PlanTermsRow extends RatePlanTerms {
  propertyIdx: number;
  /** The plan's meal code (MEAL_TYPES); the results' meals filter reads it. */
  meal: string;
}

interface TermsRaw {
  idx: number;
  property_idx: number;
  basic: number;
  max: number;
  adult_fee: number;
  child_fee: number;
  awesome: number;
  cashback: number;
  cancel_days: number | null;
  meal: string;
}

const toTerms = (r: TermsRaw): PlanTermsRow => ({
  ratePlanIdx: r.idx,
  propertyIdx: r.property_idx,
  basicOccupancy: r.basic,
  maxOccupancy: r.max,
  extraAdultFee: r.adult_fee,
  extraChildFee: r.child_fee,
  awesomeDiscountPct: r.awesome,
  cashbackPct: r.cashback,
  cancelFreeDays: r.cancel_days,
  meal: r.meal,
});

const TERMS_COLUMNS = sql`rp.idx, rp.property_idx, r.basic_occupancy::int as basic, r.max_occupancy::int as max, rp.extra_adult_fee as adult_fee,
  rp.extra_child_fee as child_fee, rp.awesome_discount_pct::int as awesome, rp.cashback_pct::int as cashback, rp.cancel_free_days::int as cancel_days, rp.meal`;

export interface CityNight {
  date: string;
  ratePlanIdxs: Int32Array;
  prices: Int32Array;
  stocks: Int32Array;
}

/** '12,0,345' -> Int32Array [12, 0, 345], read in place (no split, no strings per number). */
export function parseIntList(list: string): Int32Array {
  if (list === '') return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < list.length; i += 1) if (list.charCodeAt(i) === 44) count += 1;
  const out = new Int32Array(count);
  let n = 0;
  let value = 0;
  let negative = false;
  for (let i = 0; i < list.length; i += 1) {
    const c = list.charCodeAt(i);
    if (c === 44) {
      out[n++] = negative ? -value : value;
      value = 0;
      negative = false;
    } else if (c === 45) negative = true;
    else value = value * 10 + (c - 48);
  }
  out[n] = negative ? -value : value;
  return out;
}

export const catalogRatesRepository = (db: Tx) => {
  const repo = {
    /** Every rate plan of these stays, in display order (room, then plan). */
    async ratePlanTerms(propertyIdxs: readonly number[]): Promise<PlanTermsRow[]> {
      if (propertyIdxs.length === 0) return [];
      const rows = await rawRows<TermsRaw>(
        db,
        sql`select ${TERMS_COLUMNS} from rate_plans rp join rooms r on r.idx = rp.room_idx
            where rp.property_idx = any(${intArray(propertyIdxs)}::int[]) order by rp.property_idx, r.sort, rp.sort, rp.idx`,
      );
      return rows.map(toTerms);
    },

    /** Every rate plan of a city (the results page keeps them per city), by id. */
    async cityPlanTerms(cityIdx: number): Promise<PlanTermsRow[]> {
      const rows = await rawRows<TermsRaw>(db, sql`select ${TERMS_COLUMNS} from rate_plans rp join rooms r on r.idx = rp.room_idx where rp.city_idx = ${cityIdx} order by rp.idx`);
      return rows.map(toTerms);
    },

    /** The nightly rows of these plans on these dates (the stay's nights). */
    async nights(ratePlanIdxs: readonly number[], dates: readonly string[]): Promise<(NightRate & { ratePlanIdx: number })[]> {
      if (ratePlanIdxs.length === 0 || dates.length === 0) return [];
      const sorted = [...dates].sort();
      const rows = await rawRows<{ rate_plan_idx: number; date: string; price: number; stock: number }>(
        db,
        sql`select rate_plan_idx, stay_date::text as date, price, stock from daily_rates
            where rate_plan_idx = any(${intArray(ratePlanIdxs)}::int[]) and stay_date between ${sorted[0]}::date and ${sorted[sorted.length - 1]}::date
            order by rate_plan_idx, stay_date`,
      );
      const wanted = new Set(dates);
      return rows.filter((r) => wanted.has(r.date)).map((r) => ({ ratePlanIdx: r.rate_plan_idx, date: r.date, price: r.price, stock: r.stock }));
    },

    /**
     * One city's nights, as parallel lists per date. Each list travels as one comma-separated
     * string: parsing three strings is several times cheaper than thousands of rows or int[]
     * arrays for thousands of plans. Reads daily_rates_city_date_idx only.
     */
    async cityNights(cityIdx: number, dates: readonly string[]): Promise<CityNight[]> {
      if (dates.length === 0) return [];
      const rows = await rawRows<{ date: string; ids: string; prices: string; stocks: string }>(
        db,
        sql`select stay_date::text as date, string_agg(rate_plan_idx::text, ',') as ids, string_agg(price::text, ',') as prices, string_agg(stock::text, ',') as stocks
            from daily_rates where city_idx = ${cityIdx} and stay_date in (${sql.join(dates.map((d) => sql`${d}::date`), sql`, `)})
            group by stay_date`,
      );
      return rows.map((r) => ({ date: r.date, ratePlanIdxs: parseIntList(r.ids), prices: parseIntList(r.prices), stocks: parseIntList(r.stocks) }));
    },
  };
  const source: RatesSource = { ratePlanTerms: repo.ratePlanTerms, nights: repo.nights };
  return { ...repo, source };
};

export type CatalogRatesRepository = ReturnType<typeof catalogRatesRepository>;
