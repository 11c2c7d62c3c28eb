import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { messageOutbox } from '../../db/schema/messages';
import { perDatabase } from '../../db/per-database';
import type { OutgoingMessage } from './rules/message';

// The messages module's SQL: the outbox (db/schema/messages), written by the outbox transport in
// the caller's transaction, claimed and settled by the relay, read back by the dev outbox route
// and the staff's dead letters.

/** What the outbox holds is what every transport takes. */
export type OutboxInput = OutgoingMessage;

const outboxQueries = (db: Db) => ({
  /** Writes the message; one with a dedupe key already written is left as it is. */
  async add(input: OutboxInput, now: Date, tx: Tx = db): Promise<void> {
    await tx
      .insert(messageOutbox)
      .values({ ...input, code: input.code ?? null, subject: input.subject ?? null, html: input.html ?? null, dedupeKey: input.dedupeKey ?? null, createdAt: now, nextAttemptAt: now })
      .onConflictDoNothing();
  },

  async listByDest(dest: string, limit = 20) {
    return db
      .select({
        dest: messageOutbox.dest,
        type: messageOutbox.type,
        code: messageOutbox.code,
        body: messageOutbox.body,
        createdAt: messageOutbox.createdAt,
      })
      .from(messageOutbox)
      .where(eq(messageOutbox.dest, dest))
      .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.idx))
      .limit(limit);
  },

  /**
   * Claims up to `limit` due messages of `channels` for this relay: QUEUED ones whose time has come
   * and SENDING ones whose lease ran out (their relay died). The rows are locked with SKIP LOCKED,
   * so relays of other processes take other rows, and leave the transaction as SENDING with this
   * claim's lease and one more attempt counted.
   */
  async claimDue(channels: readonly ('EMAIL' | 'SMS')[], now: Date, limit: number, claim: string, leaseUntil: Date) {
    if (channels.length === 0) return [];
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ idx: messageOutbox.idx, status: messageOutbox.status })
        .from(messageOutbox)
        .where(
          and(
            inArray(messageOutbox.channel, [...channels]),
            or(
              and(eq(messageOutbox.status, 'QUEUED'), lte(messageOutbox.nextAttemptAt, now)),
              and(eq(messageOutbox.status, 'SENDING'), lte(messageOutbox.leaseUntil, now)),
            ),
          ),
        )
        .orderBy(asc(messageOutbox.nextAttemptAt), asc(messageOutbox.idx))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const takenOver = new Set(due.filter((d) => d.status === 'SENDING').map((d) => d.idx));
      const rows = await tx
        .update(messageOutbox)
        .set({ status: 'SENDING', claim, leaseUntil, attempts: sql`${messageOutbox.attempts} + 1` })
        .where(inArray(messageOutbox.idx, due.map((d) => d.idx)))
        .returning();
      // takenOver: its last relay died mid-send; the provider may have it already.
      return rows.map((r) => ({ ...r, takenOver: takenOver.has(r.idx) }));
    });
  },

  /** The provider took it. Only the claim that holds the lease records it (false otherwise). */
  async markSent(idx: number, claim: string, providerId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(messageOutbox)
      .set({ status: 'SENT', providerId, sentAt: now, leaseUntil: null, claim: null, lastError: null })
      .where(and(eq(messageOutbox.idx, idx), eq(messageOutbox.claim, claim), eq(messageOutbox.status, 'SENDING')))
      .returning({ idx: messageOutbox.idx });
    return rows.length > 0;
  },

  /** The provider refused or did not answer: again at `nextAttemptAt`, or dead. */
  async markFailed(idx: number, claim: string, outcome: { status: 'QUEUED'; nextAttemptAt: Date } | { status: 'DEAD' }, reason: string): Promise<boolean> {
    const rows = await db
      .update(messageOutbox)
      .set({ status: outcome.status, ...(outcome.status === 'QUEUED' ? { nextAttemptAt: outcome.nextAttemptAt } : {}), leaseUntil: null, claim: null, lastError: reason })
      .where(and(eq(messageOutbox.idx, idx), eq(messageOutbox.claim, claim), eq(messageOutbox.status, 'SENDING')))
      .returning({ idx: messageOutbox.idx });
    return rows.length > 0;
  },

  /** Dead letters and messages failing their retries, newest first (never the body or the code). */
  async listFailed(limit = 100) {
    return db
      .select({
        idx: messageOutbox.idx,
        type: messageOutbox.type,
        channel: messageOutbox.channel,
        dest: messageOutbox.dest,
        status: messageOutbox.status,
        attempts: messageOutbox.attempts,
        lastError: messageOutbox.lastError,
        nextAttemptAt: messageOutbox.nextAttemptAt,
        createdAt: messageOutbox.createdAt,
      })
      .from(messageOutbox)
      .where(or(eq(messageOutbox.status, 'DEAD'), and(eq(messageOutbox.status, 'QUEUED'), sql`${messageOutbox.attempts} > 0`)))
      .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.idx))
      .limit(limit);
  },

  /** A dead letter goes back to the queue, due now, with a fresh count of attempts. False: not dead. */
  async requeueDead(idx: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(messageOutbox)
      .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: now })
      .where(and(eq(messageOutbox.idx, idx), eq(messageOutbox.status, 'DEAD')))
      .returning({ idx: messageOutbox.idx });
    return rows.length > 0;
  },

  /**
   * What waits to leave, per channel: QUEUED and SENDING rows (the relay's partial index covers
   * exactly these) and the creation time of the oldest, in epoch seconds.
   */
  async backlog() {
    return db
      .select({
        channel: messageOutbox.channel,
        pending: sql<number>`count(*)::int`,
        oldestEpoch: sql<number | null>`extract(epoch from min(${messageOutbox.createdAt}))::float8`,
      })
      .from(messageOutbox)
      .where(inArray(messageOutbox.status, ['QUEUED', 'SENDING']))
      .groupBy(messageOutbox.channel);
  },

  async byIdx(idx: number) {
    const [row] = await db.select().from(messageOutbox).where(eq(messageOutbox.idx, idx));
    return row ?? null;
  },
});

export const outboxStore = perDatabase(outboxQueries);
export type OutboxStore = ReturnType<typeof outboxQueries>;
