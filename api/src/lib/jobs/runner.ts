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
  stop(): void;
  /** Runs the named job now instead of at its next tick (once more right after, if it is running). */
  wake(name: string): void;
}

/**
 * What request code holds to wake a job (the app's `jobs`): a no-op until the serving process
 * has started the registry, so tests and one-off scripts can call it freely.
 */
export interface JobWaker {
  wake(name: string): void;
  attach(running: Pick<RunningJobs, 'wake'>): void;
}

export function jobWaker(): JobWaker {
  let target: Pick<RunningJobs, 'wake'> | null = null;
  return {
    wake: (name) => target?.wake(name),
    attach: (running) => {
      target = running;
    },
  };
}

export function startJobs(jobs: readonly Job[], log: FastifyBaseLogger): RunningJobs {
  const timers: NodeJS.Timeout[] = [];
  const wakers = new Map<string, () => void>();
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
      job
        .run()
        .then((result) => log.debug({ job: job.name, result }, 'job ran'))
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running = false;
          if (again) {
            again = false;
            tick();
          }
        });
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
    wake: (name) => wakers.get(name)?.(),
  };
}
