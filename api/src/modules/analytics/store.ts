// The analytics module's SQL: the consented browser events (`analytics_events`) the collector
// stores, the funnel report counts and the retention job removes.
//
// One read of another module's rows: the funnel's booking step joins `orders` (booking) by order
// number, in the same aggregation, so the report stays one query however many events there are.
// It reads only the order number, its member and whether it was paid; it is read here rather than
// through booking's index because a call per booking would bring the rows back into memory.
import { inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { rawRows } from '../../db/raw';
import { analyticsEvents } from '../../db/schema/analytics';
import { orders } from '../../db/schema/orders';
import type { FunnelDay } from './rules/funnel';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export const analyticsRepository = (db: Tx) => ({
  async addEvents(rows: NewAnalyticsEvent[], tx: Tx = db): Promise<void> {
    await tx.insert(analyticsEvents).values(rows);
  },

  /**
   * The funnel (rules/funnel.ts says what counts) from the Korean day `from` on, counted in SQL
   * over every event, newest day first. Per session: its first search (the day it counts on), its
   * first view_item at or after that search, and a `book` at or after that view whose order
   * number is a paid booking of the member who sent it; one order counts for one session only.
   */
  async funnelSince(from: string, tx: Tx = db): Promise<FunnelDay[]> {
    const rows = await rawRows<{ day: string; search: number; view_item: number; book: number }>(
      tx,
      // Window functions over one pass of the period's events (no join of the events with
      // themselves): per session the first search, then the first view_item at or after it.
      sql`with ev as (
            select idx, name, session_id, user_idx, day, occurred_at, params->>'transaction_id' as tx,
                   min(occurred_at) filter (where name = 'search') over (partition by session_id) as search_at
            from ${analyticsEvents}
            where day >= ${from}::date and name in ('search', 'view_item', 'book')
          ),
          steps as (
            select *, min(occurred_at) filter (where name = 'view_item' and occurred_at >= search_at) over (partition by session_id) as view_at
            from ev
            where search_at is not null
          ),
          sessions as (
            select session_id,
                   (array_agg(day order by occurred_at, idx) filter (where name = 'search'))[1] as day,
                   bool_or(view_at is not null) as viewed
            from steps
            group by session_id
          ),
          claims as (
            select distinct on (e.tx) e.session_id
            from steps e
            join ${orders} o on o.order_num = e.tx and o.user_idx = e.user_idx and o.hold_state = 'SOLD'
            where e.name = 'book' and e.occurred_at >= e.view_at
            order by e.tx, e.occurred_at, e.idx
          ),
          booked as (select distinct session_id from claims)
          select to_char(s.day, 'YYYY-MM-DD') as day,
                 count(*)::int as search,
                 (count(*) filter (where s.viewed))::int as view_item,
                 count(booked.session_id)::int as book
          from sessions s
          left join booked on booked.session_id = s.session_id
          group by s.day
          order by s.day desc`,
    );
    return rows.map((r) => ({ day: r.day, search: Number(r.search), view_item: Number(r.view_item), book: Number(r.book) }));
  },

  /** Removes up to `batch` events filed before the Korean day `before`; how many went. */
  async deleteFiledBefore(before: string, batch: number, tx: Tx = db): Promise<number> {
    const oldest = tx.select({ idx: analyticsEvents.idx }).from(analyticsEvents).where(lt(analyticsEvents.day, before)).limit(batch);
    const gone = await tx.delete(analyticsEvents).where(inArray(analyticsEvents.idx, oldest)).returning({ idx: analyticsEvents.idx });
    return gone.length;
  },
});

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;

/** The analytics store, one per database. */
export const analyticsStore = perDatabase((db) => analyticsRepository(db));
