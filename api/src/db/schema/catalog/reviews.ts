import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/** SPEC §3 Review. Seeded reviews have no order; a member's review of a booking has its orderIdx. */
export const reviews = pgTable(
  'reviews',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    propertyIdx: integer('property_idx')
      .notNull()
      .references(() => properties.idx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx'),
    orderIdx: integer('order_idx'),
    /** Shown masked (김**). */
    userName: text('user_name').notNull(),
    roomName: text('room_name').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** 1-5. */
    star: smallint('star').notNull(),
    /** The language the review was written in. */
    lang: text('lang').notNull().default('ko'),
    checkinDate: date('checkin_date', { mode: 'string' }),
    checkoutDate: date('checkout_date', { mode: 'string' }),
    verificationSource: text('verification_source').notNull().default('AWESOMESTAY'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last edit by its author (editable for 48 hours, reviews/rules/reviews.ts); null if never edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_property_created_idx').on(t.propertyIdx, t.createdAt.desc()),
    check('reviews_star_check', sql`${t.star} between 1 and 5`),
    // One review per booked room line (reviews/rules/reviews.ts).
    uniqueIndex('reviews_one_per_order').on(t.orderIdx).where(sql`${t.orderIdx} is not null`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
