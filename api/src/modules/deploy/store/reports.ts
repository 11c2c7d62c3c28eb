import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import { deployReports } from '../../../db/schema/deploy';

export interface ReportCounts {
  loads: number;
  failures: number;
  fallbacks: number;
}

const minuteOf = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000);

export const deployReportsRepository = (db: Tx) => ({
  /** Adds one page load of a version to its minute (one upsert; concurrent processes add, never overwrite). */
  async add(remote: string, version: string, outcome: { failed: boolean; fellBack: boolean }, now: Date): Promise<void> {
    const failures = outcome.failed ? 1 : 0;
    const fallbacks = outcome.fellBack ? 1 : 0;
    await db
      .insert(deployReports)
      .values({ remote, version, minute: minuteOf(now), loads: 1, failures, fallbacks })
      .onConflictDoUpdate({
        target: [deployReports.remote, deployReports.version, deployReports.minute],
        set: {
          loads: sql`${deployReports.loads} + 1`,
          failures: sql`${deployReports.failures} + ${failures}`,
          fallbacks: sql`${deployReports.fallbacks} + ${fallbacks}`,
        },
      });
  },

  async countsSince(remote: string, version: string, since: Date): Promise<ReportCounts> {
    const [row] = await db
      .select({
        loads: sql<number>`coalesce(sum(${deployReports.loads}), 0)::int`,
        failures: sql<number>`coalesce(sum(${deployReports.failures}), 0)::int`,
        fallbacks: sql<number>`coalesce(sum(${deployReports.fallbacks}), 0)::int`,
      })
      .from(deployReports)
      .where(and(eq(deployReports.remote, remote), eq(deployReports.version, version), gte(deployReports.minute, minuteOf(since))));
    return { loads: Number(row?.loads ?? 0), failures: Number(row?.failures ?? 0), fallbacks: Number(row?.fallbacks ?? 0) };
  },

  /** Totals per remote and version (the CLI's status). */
  async totals(): Promise<({ remote: string; version: string } & ReportCounts)[]> {
    const rows = await db
      .select({
        remote: deployReports.remote,
        version: deployReports.version,
        loads: sql<number>`sum(${deployReports.loads})::int`,
        failures: sql<number>`sum(${deployReports.failures})::int`,
        fallbacks: sql<number>`sum(${deployReports.fallbacks})::int`,
      })
      .from(deployReports)
      .groupBy(deployReports.remote, deployReports.version);
    return rows.map((r) => ({ ...r, loads: Number(r.loads), failures: Number(r.failures), fallbacks: Number(r.fallbacks) }));
  },
});

export type DeployReportsRepository = ReturnType<typeof deployReportsRepository>;

export const deployReportsStore = perDatabase((db) => deployReportsRepository(db));
