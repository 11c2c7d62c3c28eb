// The one way background work runs in this process: every periodic job of the registry
// (src/jobs.ts) on one timer idiom. A job never overlaps itself; a failed run is logged with the
// job's name and the next run comes on schedule; timers never keep the process alive and stop
// when the app closes. Each job's effect is idempotent by its own key (row claims, markers), so
// several API processes running the same registry take each piece of work once.
import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  /** Stable name, in logs and (later) metrics. */
  name: string;
  /** Seconds between runs; 0 switches the job off. */
  everySeconds: number;
  run: () => Promise<unknown>;
}

/**
 * What the runner tells about each run (the metrics module counts them): the runner stays free of
 * any metrics library, and a caller without an observer pays nothing.
 */
export interface JobObserver {
  /** A run starts, `lagSeconds` after it was due (a late timer, or a tick that waited for the previous run). */
  started(job: string, lagSeconds: number): void;
  finished(job: string, outcome: { seconds: number; failed: boolean }): void;
}

export interface RunningJobs {
  /** No run starts after this; a run under way finishes (see `idle`). */
  stop(): void;
  /** Resolves once no job is running (after `stop`: the last runs have finished). */
  idle(): Promise<void>;
  /** Started and not stopped: what readiness reports as the jobs check. */
  running(): boolean;
  /** Runs the named job now instead of at its next tick (once more right after, if it is running). */
  wake(name: string): void;
}

/**
 * What request code holds to wake a job (the app's `jobs`): a no-op until the serving process
 * has started the registry, so tests and one-off scripts can call it freely.
 */
export interface JobWaker {
  wake(name: string): void;
  attach(running: Pick<RunningJobs, 'wake' | 'running'>): void;
  /** The attached registry runs (false before `attach`, and after its stop). */
  started(): boolean;
}

export function jobWaker(): JobWaker {
  let target: Pick<RunningJobs, 'wake' | 'running'> | null = null;
  return {
    wake: (name) => target?.wake(name),
    attach: (running) => {
      target = running;
    },
    started: () => target?.running() ?? false,
  };
}

export function startJobs(jobs: readonly Job[], log: FastifyBaseLogger, observer?: JobObserver): RunningJobs {
  const timers: NodeJS.Timeout[] = [];
  const wakers = new Map<string, () => void>();
  // The runs under way, so a shutdown can wait for them before it closes the database.
  const underWay = new Set<Promise<unknown>>();
  let stopped = false;
  // An observer that throws must never leave a job marked as running (it would never run again).
  const tell = (what: (o: JobObserver) => void) => {
    if (!observer) return;
    try {
      what(observer);
    } catch (err) {
      log.error({ err }, 'job observer failed');
    }
  };
  for (const job of jobs) {
    if (!(job.everySeconds > 0)) continue;
    const intervalMs = job.everySeconds * 1000;
    let running = false;
    // The earliest time a run that has not started yet was due: a tick that came while the job was
    // still running waits, and that wait is lag as much as a late timer is.
    let dueAt: number | null = null;
    const tick = (due = Date.now()) => {
      if (stopped) return;
      const earliest = dueAt === null ? due : Math.min(dueAt, due);
      dueAt = earliest;
      if (running) return;
      running = true;
      dueAt = null;
      const startedAt = Date.now();
      tell((o) => o.started(job.name, lagSeconds(earliest, startedAt)));
      let failed = false;
      const run = job
        .run()
        .then((result) => log.debug({ job: job.name, result }, 'job ran'))
        .catch((err: unknown) => {
          failed = true;
          log.error({ err, job: job.name }, 'job failed');
        })
        .finally(() => {
          running = false;
          underWay.delete(run);
          tell((o) => o.finished(job.name, { seconds: (Date.now() - startedAt) / 1000, failed }));
          if (dueAt !== null) tick(dueAt);
        });
      underWay.add(run);
    };
    // Node arms a repeating timer again from the moment it fired, so each tick is due one interval
    // after the previous one actually fired.
    let nextDue = Date.now() + intervalMs;
    const timer = setInterval(() => {
      const due = nextDue;
      nextDue = Date.now() + intervalMs;
      tick(due);
    }, intervalMs);
    timer.unref();
    timers.push(timer);
    wakers.set(job.name, () => tick());
  }
  log.info({ jobs: jobs.filter((j) => j.everySeconds > 0).map((j) => `${j.name}/${j.everySeconds}s`) }, 'jobs started');
  return {
    stop: () => {
      stopped = true;
      timers.forEach(clearInterval);
    },
    idle: async () => {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },
    running: () => !stopped,
    wake: (name) => wakers.get(name)?.(),
  };
}

/** How late a run started against when it was due, in seconds (never negative: a timer may fire a hair early). */
export function lagSeconds(dueAt: number, startedAt: number): number {
  return Math.max(0, startedAt - dueAt) / 1000;
}
