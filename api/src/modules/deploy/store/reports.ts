import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import { deployVisitorReports as r } from '../../../db/schema/deploy';

export interface ReportCounts {
  /** Visitors who reported a load in the window (see countsSince for how networks weigh). */
  loads: number;
  /** Of those, visitors with a failed load in the window. */
  failures: number;
}

export interface ReportTotals {
  remote: string;
  version: string;
  /** Distinct visitors who reported this version. */
  visitors: number;
  /** Distinct visitors with a failed load. */
  failingVisitors: number;
  /** Beacons as sent (for reading only; no gate uses them). */
  loads: number;
  failures: number;
  fallbacks: number;
}

export interface ReportSender {
  remote: string;
  version: string;
  visitor: string;
  network: string;
}

export const deployReportsRepository = (db: Tx) => ({
  /** Adds one page load to its visitor's row (one upsert; concurrent processes add, never overwrite). */
  async add(s: ReportSender, outcome: { failed: boolean; fellBack: boolean }, now: Date): Promise<void> {
    const failures = outcome.failed ? 1 : 0;
    const fallbacks = outcome.fellBack ? 1 : 0;
    const failedAt = outcome.failed ? now : null;
    await db
      .insert(r)
      .values({ ...s, firstAt: now, lastAt: now, lastFailureAt: failedAt, loads: 1, failures, fallbacks })
      .onConflictDoUpdate({
        target: [r.remote, r.version, r.visitor],
        set: {
          network: s.network,
          lastAt: sql`greatest(${r.lastAt}, excluded.last_at)`,
          // greatest() skips nulls: a success keeps the visitor's last failure.
          lastFailureAt: sql`greatest(${r.lastFailureAt}, excluded.last_failure_at)`,
          loads: sql`${r.loads} + 1`,
          failures: sql`${r.failures} + ${failures}`,
          fallbacks: sql`${r.fallbacks} + ${fallbacks}`,
        },
      });
  },

  /**
   * Visitors (not beacons) since a time. Failing visitors all count; visitors who only loaded fine
   * count at most `successesPerNetwork` per network, so one address minting cookies cannot dilute
   * real failures (and a proxy hiding every address only makes halting easier: the safe side).
   */
  async countsSince(remote: string, version: string, since: Date, successesPerNetwork: number): Promise<ReportCounts> {
    const failedInWindow = sql`${r.lastFailureAt} >= ${since.toISOString()}::timestamptz`;
    const perNet = db
      .select({
        failures: sql<number>`count(*) filter (where ${failedInWindow})`.as('failures'),
        successes: sql<number>`count(*) filter (where not coalesce(${failedInWindow}, false))`.as('successes'),
      })
      .from(r)
      .where(and(eq(r.remote, remote), eq(r.version, version), gte(r.lastAt, since)))
      .groupBy(r.network)
      .as('per_net');
    const [row] = await db
      .select({
        failures: sql<number>`coalesce(sum(${perNet.failures}), 0)::int`,
        successes: sql<number>`coalesce(sum(least(${perNet.successes}, ${successesPerNetwork})), 0)::int`,
      })
      .from(perNet);
    const failures = Number(row?.failures ?? 0);
    return { loads: failures + Number(row?.successes ?? 0), failures };
  },

  /** Totals per remote and version (the CLI's status). */
  async totals(): Promise<ReportTotals[]> {
    const rows = await db
      .select({
        remote: r.remote,
        version: r.version,
        visitors: sql<number>`count(*)::int`,
        failingVisitors: sql<number>`(count(*) filter (where ${r.failures} > 0))::int`,
        loads: sql<number>`sum(${r.loads})::int`,
        failures: sql<number>`sum(${r.failures})::int`,
        fallbacks: sql<number>`sum(${r.fallbacks})::int`,
      })
      .from(r)
      .groupBy(r.remote, r.version);
    return rows.map((x) => ({
      ...x,
      visitors: Number(x.visitors),
      failingVisitors: Number(x.failingVisitors),
      loads: Number(x.loads),
      failures: Number(x.failures),
      fallbacks: Number(x.fallbacks),
    }));
  },

  /** Deletes reports last seen before `cutoff`; returns how many went. */
  async pruneBefore(cutoff: Date): Promise<number> {
    const gone = await db.delete(r).where(lt(r.lastAt, cutoff)).returning({ remote: r.remote });
    return gone.length;
  },
});

export type DeployReportsRepository = ReturnType<typeof deployReportsRepository>;

export const deployReportsStore = perDatabase((db) => deployReportsRepository(db));
