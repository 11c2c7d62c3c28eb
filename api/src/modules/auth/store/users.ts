import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { users, type UserMeta, type UserRow } from '../../../db/schema/users';

export interface NewUser {
  email: string | null;
  pwdHash: string | null;
  name: string;
  phone: string | null;
  emailVerifiedAt?: Date | null;
  phoneVerifiedAt?: Date | null;
  userMeta?: UserMeta;
}

export type UserPatch = Partial<
  Pick<UserRow, 'name' | 'phone' | 'pwdHash' | 'phoneVerifiedAt' | 'emailVerifiedAt' | 'internationalNumber' | 'internationalPhone' | 'userFirstName' | 'userLastName' | 'email' | 'userMeta'>
>;

export const usersRepository = (db: Tx) => ({
  async findActiveByEmail(email: string, tx: Tx = db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(and(eq(users.email, email), eq(users.status, 'ACTIVE'))).limit(1);
    return row;
  },

  async findActiveByPhone(phone: string, tx: Tx = db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(and(eq(users.phone, phone), eq(users.status, 'ACTIVE'))).limit(1);
    return row;
  },

  async findActive(idx: number, tx: Tx = db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(and(eq(users.idx, idx), eq(users.status, 'ACTIVE'))).limit(1);
    return row;
  },

  /** Any row holding the e-mail blocks it: addresses are unique (withdrawal clears the column). */
  async emailTaken(email: string, tx: Tx = db): Promise<boolean> {
    const [row] = await tx.select({ idx: users.idx }).from(users).where(eq(users.email, email)).limit(1);
    return row !== undefined;
  },

  async create(input: NewUser, tx: Tx = db): Promise<UserRow> {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        pwdHash: input.pwdHash,
        name: input.name,
        phone: input.phone,
        emailVerifiedAt: input.emailVerifiedAt ?? null,
        phoneVerifiedAt: input.phoneVerifiedAt ?? null,
        userMeta: input.userMeta ?? {},
      })
      .returning();
    return row!;
  },

  async update(idx: number, patch: UserPatch, now: Date, tx: Tx = db): Promise<void> {
    await tx.update(users).set({ ...patch, updatedAt: now }).where(eq(users.idx, idx));
  },

  /** One more wrong password; returns the new count of consecutive failures. */
  async recordLoginSuccess(idx: number, now: Date, tx: Tx = db): Promise<void> {
    await tx.update(users).set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now }).where(eq(users.idx, idx));
  },

  /** Withdrawal: the row stays for bookings and points history, personal data goes. */
  async withdraw(idx: number, now: Date, tx: Tx = db): Promise<void> {
    await tx
      .update(users)
      .set({
        status: 'WITHDRAWN',
        email: null,
        pwdHash: null,
        name: '',
        phone: null,
        internationalNumber: null,
        internationalPhone: null,
        userFirstName: null,
        userLastName: null,
        userMeta: {},
        withdrawnAt: now,
        updatedAt: now,
      })
      .where(eq(users.idx, idx));
  },
});

export type UsersRepository = ReturnType<typeof usersRepository>;
