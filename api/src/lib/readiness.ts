// Readiness: whether this process should be sent traffic. /healthz only says the process is alive;
// /readyz says it can serve: the database answers, its schema is the one this build ships, and the
// background jobs run. A process that has begun to shut down is not ready whatever the checks say,
// so a load balancer stops sending before the listener closes. Pure: the checks are done elsewhere.

export type CheckResult = 'ok' | 'failed' | 'timeout' | 'pending' | 'not started' | 'unknown';

export interface ReadinessChecks {
  database: CheckResult;
  migrations: CheckResult;
  jobs: CheckResult;
}

export type Readiness =
  | { statusCode: 200; data: { status: 'ready'; checks: ReadinessChecks } }
  | { statusCode: 503; data: { status: 'not ready'; checks: ReadinessChecks; failing: (keyof ReadinessChecks)[] } }
  | { statusCode: 503; data: { status: 'draining' } };

export function readiness(draining: boolean, checks?: ReadinessChecks): Readiness {
  if (draining || !checks) return { statusCode: 503, data: { status: 'draining' } };
  const failing = (Object.keys(checks) as (keyof ReadinessChecks)[]).filter((name) => checks[name] !== 'ok');
  if (failing.length === 0) return { statusCode: 200, data: { status: 'ready', checks } };
  return { statusCode: 503, data: { status: 'not ready', checks, failing } };
}

export interface ShippedMigration {
  tag: string;
  /** The journal's `when`: drizzle records it as `created_at` of the applied row. */
  when: number;
}

/**
 * The shipped migrations the database has not applied. Drizzle's migrator applies every journal
 * entry newer than the newest applied `created_at`, so the same rule says what it still would.
 */
export function pendingMigrations(shipped: readonly ShippedMigration[], lastAppliedAt: number | null): string[] {
  return shipped.filter((m) => lastAppliedAt === null || m.when > lastAppliedAt).map((m) => m.tag);
}

/** Settles as the check's result: 'timeout' when it takes longer than `ms`, 'failed' when it throws. */
export async function timedCheck(check: () => Promise<CheckResult>, ms: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([check().catch((): CheckResult => 'failed'), late]);
  } finally {
    clearTimeout(timer);
  }
}
