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

export function startJobs(jobs: readonly Job[], log: FastifyBaseLogger): RunningJobs {
  const timers: NodeJS.Timeout[] = [];
  const wakers = new Map<string, () => void>();
  // The runs under way, so a shutdown can wait for them before it closes the database.
  const underWay = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of jobs) {
    if (!(job.everySeconds > 0)) continue;
    let running = false;
    let again = false;
    const tick = () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      const run = job
        .run()
        .then((result) => log.debug({ job: job.name, result }, 'job ran'))
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running = false;
          underWay.delete(run);
          if (again) {
            again = false;
            tick();
          }
        });
      underWay.add(run);
    };
    const timer = setInterval(tick, job.everySeconds * 1000);
    timer.unref();
    timers.push(timer);
    wakers.set(job.name, tick);
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
