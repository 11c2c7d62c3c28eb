// Nightly prices and stock, computed by the database from each rate plan's base price so that
// 20,000 stays x 180 nights never travel over the wire. Deterministic: a night's price and stock
// depend only on (rate plan, date) through an integer hash, so extending the calendar later
// (catalogCalendarSeeder) gives the same nights every machine would have.
//   price = base x weekday (Fri, Sat nights 1.25, 1.35) x season (Jul-Aug 1.25, 20 Dec-5 Jan 1.2)
//           x jitter (0.90-1.10), rounded to 1,000 won
//   stock = 0 on about 4% of weeknights and 12% of Fri/Sat nights (sold out), else 1..max_stock
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/database';

export function insertDailyRates(fromDay: string, days: number, planFrom: number, planTo: number, keepExisting = false): SQL {
  // Integer arithmetic only (PGlite runs this 280,000 times at first start). `factor` is weekday x
  // season (10,000 = 1.0); the jitter is 90-110 (%); the lateral join keeps rows in primary-key
  // order, so the primary-key index only ever appends. `keepExisting` (calendar extension) skips
  // nights already there; the bulk load into an empty table goes without the costlier ON CONFLICT.
  return sql`
    with f as materialized ${nightsTable(fromDay, days)}
    insert into daily_rates (rate_plan_idx, stay_date, price, stock, city_idx)
    select idx, night,
      greatest(1000, ((base_price::bigint * factor * (90 + r % 21) / 1000000 + 500) / 1000) * 1000)::int,
      case when (r / 21) % 100 < soldout_pct then 0 else 1 + ((r / 2100) % max_stock)::int end,
      city_idx
    from (
      select rp.idx, rp.base_price, rp.max_stock::int as max_stock, rp.city_idx, n.night, n.factor, n.soldout_pct,
        (((n.h # (n.h >> 13)) * 1103515245) % 2147483647) as r
      from rate_plans rp
      cross join lateral (
        select night, weekday * season as factor, case when weekday > 100 then 12 else 4 end as soldout_pct,
          (((rp.idx::bigint * 73856093 + dayno * 19349663) % 2147483647) * 83492791) % 2147483647 as h
        from f
      ) n
      where rp.idx between ${planFrom} and ${planTo}
    ) nights
    ${keepExisting ? sql`on conflict (rate_plan_idx, stay_date) do nothing` : sql``}`;
}

/** The nights on sale with their weekday and season factors (%), computed once per statement. */
function nightsTable(fromDay: string, days: number): SQL {
  return sql`(
    select night, (night - date '2000-01-01')::bigint as dayno,
      case extract(isodow from night) when 5 then 125 when 6 then 135 else 100 end as weekday,
      case when extract(month from night) in (7, 8) then 125
           when (extract(month from night) = 12 and extract(day from night) >= 20) or (extract(month from night) = 1 and extract(day from night) <= 5) then 120
           else 100 end as season
    from (select ${fromDay}::date + g as night from generate_series(0, ${days - 1}::int) as g) d
  )`;
}

// The migration's names and definitions (drizzle/0001_catalog.sql); bulkLoadDailyRates drops and
// recreates them around the load, as PostgreSQL's "Populating a Database" advises: building an
// index once and checking a foreign key in one pass beat doing both row by row (on PGlite about
// three times faster for the default catalogue).
const CITY_INDEX = 'daily_rates_city_date_idx';
const CREATE_CITY_INDEX = `create index "${CITY_INDEX}" on "daily_rates" using btree ("city_idx","stay_date","rate_plan_idx","price","stock")`;
const PLAN_FK = 'daily_rates_rate_plan_idx_rate_plans_idx_fk';
const ADD_PLAN_FK = `alter table "daily_rates" add constraint "${PLAN_FK}" foreign key ("rate_plan_idx") references "public"."rate_plans"("idx") on delete cascade on update no action`;

/** Rate plans per statement (x 180 nights each). */
const PLANS_PER_STATEMENT = 2500;

/** Fills daily_rates for plans 1..planCount (an empty table: the seeder truncated it). */
export async function bulkLoadDailyRates(tx: Tx, fromDay: string, days: number, planCount: number, log: (m: string) => void): Promise<void> {
  await tx.execute(sql.raw(`drop index if exists "${CITY_INDEX}"`));
  await tx.execute(sql.raw(`alter table "daily_rates" drop constraint if exists "${PLAN_FK}"`));
  const started = Date.now();
  for (let from = 1; from <= planCount; from += PLANS_PER_STATEMENT) {
    const to = Math.min(planCount, from + PLANS_PER_STATEMENT - 1);
    await tx.execute(insertDailyRates(fromDay, days, from, to));
    if (planCount > PLANS_PER_STATEMENT) log(`catalog: nights of rate plans 1-${to} of ${planCount} (${Date.now() - started} ms)`);
  }
  await tx.execute(sql.raw(CREATE_CITY_INDEX));
  await tx.execute(sql.raw(ADD_PLAN_FK));
}

/** Adds missing nights for every plan (calendar extension; existing nights and their stock stay). */
export async function extendDailyRates(tx: Tx, fromDay: string, days: number, planCount: number): Promise<void> {
  for (let from = 1; from <= planCount; from += PLANS_PER_STATEMENT) {
    await tx.execute(insertDailyRates(fromDay, days, from, Math.min(planCount, from + PLANS_PER_STATEMENT - 1), true));
  }
}
