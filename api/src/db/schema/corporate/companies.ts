import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A company whose employees book as corporate members (SPEC §6, type C). */
export const companies = pgTable('companies', {
  idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
