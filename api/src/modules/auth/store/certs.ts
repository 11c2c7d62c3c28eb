import { and, count, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { rawRows } from '../../../db/raw';
import { certs, type CertChannel, type CertRow, type CertType } from '../../../db/schema/certs';
import { loginHistory } from '../../../db/schema/login-history';
import { users } from '../../../db/schema/users';

/**
 * Addresses known to `dest` since `knownSince`: one that verified a code for it, or one the
 * destination's owner (the member with that e-mail or phone) signed in from.
 */
const knownAddresses = (dest: string, knownSince: Date) =>
  sql`(select ${certs.ip} from ${certs} where ${certs.dest} = ${dest} and ${certs.verifiedAt} >= ${knownSince} and ${certs.ip} is not null
    union select ${loginHistory.ip} from ${loginHistory} join ${users} on ${users.idx} = ${loginHistory.userIdx}
    where (${users.email} = ${dest} or ${users.phone} = ${dest}) and ${loginHistory.success} and ${loginHistory.createdAt} >= ${knownSince} and ${loginHistory.ip} is not null)`;

export const certsRepository = (db: Tx) => ({
  async create(
    input: { type: CertType; channel: CertChannel; dest: string; codeHash: string; expiresAt: Date; ip?: string },
    now: Date,
    tx: Tx = db,
  ): Promise<CertRow> {
    const [row] = await tx
      .insert(certs)
      .values({ ...input, ip: input.ip ?? null, createdAt: now })
      .returning();
    return row!;
  },

  /**
   * Holds the transaction's lock on `dest` (a PostgreSQL advisory lock, released at commit or
   * rollback): one sender per destination at a time, so two parallel requests cannot both pass
   * the daily count.
   */
  async lockDest(dest: string, tx: Tx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cert:${dest}`}))`);
  },

  /** Codes sent to `dest` since `since`; with `ip`, only those that address asked for. */
  async countSentSince(dest: string, since: Date, tx: Tx = db, ip?: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(certs)
      .where(and(eq(certs.dest, dest), gte(certs.createdAt, since), ip === undefined ? undefined : eq(certs.ip, ip)));
    return Number(row?.n ?? 0);
  },

  /** Whether `ip` is known to `dest` (see knownAddresses). */
  async isKnownAddress(dest: string, ip: string, knownSince: Date, tx: Tx = db): Promise<boolean> {
    const rows = await rawRows(tx, sql`select 1 from ${knownAddresses(dest, knownSince)} as known(ip) where known.ip = ${ip} limit 1`);
    return rows.length > 0;
  },

  /** Codes sent to `dest` since `since` for addresses not known to it. */
  async countFromUnknownSince(dest: string, since: Date, knownSince: Date, tx: Tx = db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(certs)
      .where(and(eq(certs.dest, dest), gte(certs.createdAt, since), sql`(${certs.ip} is null or ${certs.ip} not in ${knownAddresses(dest, knownSince)})`));
    return Number(row?.n ?? 0);
  },

  async find(idx: number, tx: Tx = db): Promise<CertRow | undefined> {
    const [row] = await tx.select().from(certs).where(eq(certs.idx, idx)).limit(1);
    return row;
  },

  async addAttempt(idx: number, tx: Tx = db): Promise<void> {
    await tx.update(certs).set({ attempts: sql`${certs.attempts} + 1` }).where(eq(certs.idx, idx));
  },

  /** Marks the code as entered correctly; false when someone else already did (single use). */
  async markVerified(idx: number, now: Date, tx: Tx = db): Promise<boolean> {
    const rows = await tx
      .update(certs)
      .set({ verifiedAt: now })
      .where(and(eq(certs.idx, idx), isNull(certs.verifiedAt)))
      .returning({ idx: certs.idx });
    return rows.length === 1;
  },

  /** Uses a verified certificate for one action; false when already used. */
  async consume(idx: number, now: Date, tx: Tx = db): Promise<boolean> {
    const rows = await tx
      .update(certs)
      .set({ consumedAt: now })
      .where(and(eq(certs.idx, idx), isNotNull(certs.verifiedAt), isNull(certs.consumedAt)))
      .returning({ idx: certs.idx });
    return rows.length === 1;
  },
});

export type CertsRepository = ReturnType<typeof certsRepository>;
