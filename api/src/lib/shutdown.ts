// The order a serving process stops in, on SIGTERM or SIGINT (server.ts; the hard limit around it
// is SHUTDOWN_GRACE_MS). Readiness turns 503 first so a load balancer stops sending; jobs start no
// new run; after SHUTDOWN_DELAY_MS (time for the balancer to notice) the listener closes and the
// requests under way finish; then the last job runs finish, and only then the database closes,
// since both still use it.

export interface ShutdownParts {
  /** /readyz answers 503 draining from now on. */
  drain(): void;
  /** No job run starts from now on. */
  stopJobs(): void;
  /** Stops accepting connections and waits for the requests under way (Fastify close). */
  closeServer(): Promise<void>;
  /** Resolves when no job run is under way. */
  jobsIdle(): Promise<void>;
  closeDatabase(): Promise<void>;
}

export interface ShutdownOptions {
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** Each step as it begins, for the log. */
  onStep?: (step: string) => void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function shutDown(parts: ShutdownParts, options: ShutdownOptions): Promise<void> {
  const step = options.onStep ?? (() => undefined);
  step('draining');
  parts.drain();
  parts.stopJobs();
  if (options.delayMs > 0) await (options.sleep ?? realSleep)(options.delayMs);
  step('closing the server');
  await parts.closeServer();
  step('waiting for job runs');
  await parts.jobsIdle();
  step('closing the database');
  await parts.closeDatabase();
}
