import { boolean, integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** SPEC §5 CORPORATION_CODE: 4-20 upper-case letters and digits, handed out by the company. */
export const companyCodes = pgTable(
  'company_codes',
  {
    code: text('code').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.idx, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_codes_company_idx').on(t.companyIdx)],
);
