import { integer, pgTable, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import type { SocialProvider } from './constants';
import { users } from './users';

/** A member's link to an external identity (Kakao login, Apple sign-in). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_user_key').on(t.provider, t.providerUserId),
    index('social_accounts_user_idx').on(t.userIdx),
  ],
);
