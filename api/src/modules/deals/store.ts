// The deals module's SQL: event deals (the `events` table, SPEC §3 Promotion) and the members'
// advance-notice alarms on them (`advance_notices`, SPEC §7 advance-notice). An alarm is claimed
// with one UPDATE ... WHERE notified_at IS NULL, so of several processes sweeping at once exactly
// one tells the member, and only inside the transaction that writes the message.
import { and, asc, desc, eq, gte, isNull, like, lte } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { events, properties, type EventRow } from '../../db/schema/catalog';
import { advanceNotices, type AdvanceNoticeRow } from '../../db/schema/support';

/** The member's alarm on a deal (only event deals take alarms). */
const mine = (userIdx: number, alarmIdx: number) => and(eq(advanceNotices.userIdx, userIdx), eq(advanceNotices.eventType, 'EVENT'), eq(advanceNotices.alarmIdx, alarmIdx));

export const dealsRepository = (db: Tx) => ({
  async deal(idx: number, tx: Tx = db): Promise<EventRow | undefined> {
    const [row] = await tx.select().from(events).where(eq(events.idx, idx)).limit(1);
    return row;
  },

  /** The deal with the stay it is for. */
  async dealWithStay(idx: number, tx: Tx = db) {
    const [row] = await tx.select({ event: events, property: properties }).from(events).innerJoin(properties, eq(properties.idx, events.propertyIdx)).where(eq(events.idx, idx)).limit(1);
    return row;
  },

  /** Deals whose event URL starts with `prefix`, the earliest sale first. */
  async dealsWithUrl(prefix: string, limit: number, tx: Tx = db): Promise<EventRow[]> {
    return tx.select().from(events).where(like(events.eventUrl, `${prefix}%`)).orderBy(asc(events.saleStartDate)).limit(limit);
  },

  /** A stay's deals whose event URL starts with `prefix` (a stay has a handful at most). */
  async dealsOfStay(propertyIdx: number, prefix: string, tx: Tx = db): Promise<EventRow[]> {
    return tx.select().from(events).where(and(eq(events.propertyIdx, propertyIdx), like(events.eventUrl, `${prefix}%`))).orderBy(asc(events.saleEndDate), asc(events.idx));
  },

  async moveSale(idx: number, sale: { saleStartDate: string; saleEndDate: string }, tx: Tx = db): Promise<void> {
    await tx.update(events).set(sale).where(eq(events.idx, idx));
  },

  /** Unsent alarms whose deal is on sale on `today` (a Korean calendar day). */
  async dueAlarms(today: string, limit: number, tx: Tx = db): Promise<{ idx: number }[]> {
    return tx
      .select({ idx: advanceNotices.idx })
      .from(advanceNotices)
      .innerJoin(events, eq(events.idx, advanceNotices.alarmIdx))
      .where(and(isNull(advanceNotices.notifiedAt), eq(advanceNotices.eventType, 'EVENT'), lte(events.saleStartDate, today), gte(events.saleEndDate, today)))
      .limit(limit);
  },

  /** Marks the alarm as sent at `now` unless it already is; undefined when someone else claimed it. */
  async claimAlarm(idx: number, now: Date, tx: Tx = db): Promise<AdvanceNoticeRow | undefined> {
    const [claimed] = await tx.update(advanceNotices).set({ notifiedAt: now }).where(and(eq(advanceNotices.idx, idx), isNull(advanceNotices.notifiedAt))).returning();
    return claimed;
  },

  /** Signs the member up for the deal (once: a second sign-up changes nothing). */
  async addAlarm(alarm: { userIdx: number; eventType: 'EVENT'; alarmIdx: number; createdAt: Date }, tx: Tx = db): Promise<void> {
    await tx.insert(advanceNotices).values(alarm).onConflictDoNothing();
  },

  /** The member's alarms with their deals, the newest first. */
  async alarmsOf(userIdx: number, tx: Tx = db) {
    return tx
      .select({ alarm: advanceNotices, event: events })
      .from(advanceNotices)
      .innerJoin(events, eq(events.idx, advanceNotices.alarmIdx))
      .where(eq(advanceNotices.userIdx, userIdx))
      .orderBy(desc(advanceNotices.createdAt));
  },

  async alarmOf(userIdx: number, alarmIdx: number, tx: Tx = db): Promise<AdvanceNoticeRow | undefined> {
    const [row] = await tx.select().from(advanceNotices).where(mine(userIdx, alarmIdx)).limit(1);
    return row;
  },

  /** Deletes the member's alarm while it is still unsent; false when it was sent (or gone) meanwhile. */
  async removeUnsentAlarm(userIdx: number, alarmIdx: number, tx: Tx = db): Promise<boolean> {
    const gone = await tx.delete(advanceNotices).where(and(mine(userIdx, alarmIdx), isNull(advanceNotices.notifiedAt))).returning();
    return gone.length > 0;
  },
});

export type DealsRepository = ReturnType<typeof dealsRepository>;

/** The deals store, one per database. */
export const dealsStore = perDatabase((db) => dealsRepository(db));
