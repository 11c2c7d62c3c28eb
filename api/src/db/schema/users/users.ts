import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';
import type { UserStatus, UserType } from './constants';

/** Optional sign-up answers (POST /users/cert userMeta), kept as given after validation. */
export interface UserMeta {
  termsAgree?: boolean;
  privacyAgree?: boolean;
  marketingAgree?: boolean;
  /** When the member last said yes to marketing (ISO time); sign-up or PUT /users/marketing. */
  marketingAgreedAt?: string;
  /** When the member took a yes back (ISO time); absent for a member who never said yes. */
  marketingWithdrawnAt?: string;
  ageOver14?: boolean;
  locale?: 'ko' | 'en' | 'ja';
}

export const users = pgTable(
  'users',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    /** Login id, stored lower-case. Null for a messenger-only member without e-mail, or after withdrawal. */
    email: text('email'),
    /** PHC string `$argon2id$v=19$m=..,t=..,p=..$salt$hash`; null for messenger-only members. */
    pwdHash: text('pwd_hash'),
    name: text('name').notNull().default(''),
    phone: text('phone'),
    type: text('type').$type<UserType>().notNull().default('N'),
    status: text('status').$type<UserStatus>().notNull().default('ACTIVE'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    internationalNumber: text('international_number'),
    internationalPhone: text('international_phone'),
    userFirstName: text('user_first_name'),
    userLastName: text('user_last_name'),
    userMeta: jsonb('user_meta').$type<UserMeta>().notNull().default({}),
    /** Consecutive wrong passwords; reset by a successful login or a password reset. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_type_check', sql`${t.type} in ('N', 'C')`),
    check('users_status_check', sql`${t.status} in ('ACTIVE', 'WITHDRAWN')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
