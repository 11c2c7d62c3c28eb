import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ratePlans } from './rooms';

/**
 * Price and stock of one rate plan for one night (the night starting on `stayDate`), integer KRW.
 * Booking holds stock here: `stock` is the rooms still sellable that night.
 */
export const dailyRates = pgTable(
  'daily_rates',
  {
    ratePlanIdx: integer('rate_plan_idx')
      .notNull()
      .references(() => ratePlans.idx, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    /**
     * The rate plan's city, copied: the results page reads one city's night as one index range
     * (daily_rates_city_date_idx, index-only) instead of probing thousands of rate plans.
     */
    cityIdx: integer('city_idx').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ratePlanIdx, t.stayDate] }),
    index('daily_rates_city_date_idx').on(t.cityIdx, t.stayDate, t.ratePlanIdx, t.price, t.stock),
    check('daily_rates_values_check', sql`${t.price} >= 0 and ${t.stock} >= 0`),
  ],
);

export type DailyRateRow = typeof dailyRates.$inferSelect;
