// The metrics of one app: a registry of its own (tests build many apps in one process, so nothing
// goes to prom-client's global registry), the process's default metrics, and the metric
// definitions with the observers the platform and the modules call (the jobs runner, the payment
// gateway, the rate limits, the hash admission). Gauges that read the database are computed when
// Prometheus scrapes, not on a timer.
import cluster from 'node:cluster';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobObserver } from '../../lib/jobs/runner';
import type { CanaryState } from '../deploy';
import type { OutboxBacklog } from '../messages';
import type { GatewayObserver } from '../payment';
import { limitLabel, routeLabel } from './rules/labels';

export const PREFIX = 'stay_';

/** Request durations: from a cached read (a few ms) to a payment confirm waiting on Toss (10 s). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Jobs run from milliseconds (nothing due) to minutes (a renewal sweep). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];
/** Toss answers in hundreds of milliseconds; TOSS_TIMEOUT_MS (10 s) is the ceiling. */
const GATEWAY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20];

export interface AppMetrics {
  registry: Registry;
  /** One answered request: its method, route template (or undefined: matched no route), status and duration. */
  request(method: string, routeUrl: string | undefined, status: number, seconds: number): void;
  jobs: JobObserver;
  gateway: GatewayObserver;
  /** A request refused by a per-address rate limit (the route config's `limit` names it). */
  rateLimited(limit: unknown): void;
  /** A password-hashing request refused because hashing was full (lib/hash-admission.ts). */
  hashRefused(): void;
}

export interface MetricsSources {
  /** The outbox's backlog, read at scrape time (the messages module owns the query). */
  outbox?: () => Promise<OutboxBacklog[]>;
  /** Each remote's canary, read from the deploy registry at scrape time. */
  canaries?: () => Promise<CanaryState[]>;
  /** Told when a scrape-time read fails (the scrape still answers, without those gauges). */
  onCollectError?: (err: unknown) => void;
}

export function createMetrics(sources: MetricsSources = {}): AppMetrics {
  const registry = new Registry();
  // API_WORKERS > 1: each worker keeps its own numbers; the label keeps their series apart.
  registry.setDefaultLabels({ worker: String(cluster.worker?.id ?? 0) });
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const registers = [registry];

  const httpRequests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route template and status.', labelNames: ['method', 'route', 'status'] as const, registers });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });

  const jobRuns = new Counter({ name: `${PREFIX}job_runs_total`, help: 'Background job runs started, per job.', labelNames: ['job'] as const, registers });
  const jobFailures = new Counter({ name: `${PREFIX}job_failures_total`, help: 'Background job runs that failed, per job.', labelNames: ['job'] as const, registers });
  const jobDuration = new Histogram({ name: `${PREFIX}job_duration_seconds`, help: 'How long a background job run took, per job.', labelNames: ['job'] as const, buckets: JOB_BUCKETS, registers });
  const jobLag = new Gauge({ name: `${PREFIX}job_lag_seconds`, help: 'How late the last run of a job started against when it was due.', labelNames: ['job'] as const, registers });
  const jobLastSuccess = new Gauge({ name: `${PREFIX}job_last_success_timestamp_seconds`, help: 'When a job last finished without failing (Unix seconds).', labelNames: ['job'] as const, registers });

  const gatewayDuration = new Histogram({
    name: `${PREFIX}payment_gateway_call_duration_seconds`,
    help: 'Calls to the payment gateway, by gateway, operation and outcome (ok, refused, unavailable).',
    labelNames: ['gateway', 'operation', 'outcome'] as const,
    buckets: GATEWAY_BUCKETS,
    registers,
  });
  const gatewayErrors = new Counter({
    name: `${PREFIX}payment_gateway_errors_total`,
    help: 'Payment gateway calls that did not succeed, by gateway, operation and code (the gateway\'s refusal code, or TIMEOUT, NETWORK, SERVER_ERROR, BAD_ANSWER).',
    labelNames: ['gateway', 'operation', 'code'] as const,
    registers,
  });

  const rateLimited = new Counter({ name: `${PREFIX}rate_limit_refusals_total`, help: 'Requests refused by a per-address rate limit, per limit.', labelNames: ['limit'] as const, registers });
  const hashRefused = new Counter({ name: `${PREFIX}hash_admission_refusals_total`, help: 'Password-hashing requests refused because hashing was full.', registers });

  // Gauges read at scrape time (the outbox from the database, canaries from the deploy registry):
  // one read serves all the gauges of a source in a scrape (prom-client collects each gauge in turn),
  // and a failed read leaves them empty, never stale.
  const perScrape = <T>(read: (() => Promise<T[]>) | undefined): (() => Promise<T[]>) => {
    let reading: Promise<T[]> | null = null;
    return async () => {
      if (!read) return [];
      reading ??= read()
        .catch((err: unknown) => {
          sources.onCollectError?.(err);
          return [];
        })
        .finally(() => setImmediate(() => (reading = null)));
      return reading;
    };
  };
  const scrapeGauge = <T, L extends string>(name: string, help: string, label: L, rows: () => Promise<T[]>, sample: (row: T) => [string, number]) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      labelNames: [label] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await rows()) {
          const [key, value] = sample(row);
          this.set({ [label]: key } as Record<L, string>, value);
        }
      },
    });
  const backlog = perScrape(sources.outbox);
  scrapeGauge('outbox_pending', 'Messages waiting in the outbox (queued or being sent), per channel.', 'channel', backlog, (b) => [b.channel, b.pending]);
  scrapeGauge('outbox_oldest_pending_age_seconds', 'How long the oldest waiting message of a channel has waited (0: none waits).', 'channel', backlog, (b) => [b.channel, b.oldestAgeSeconds]);
  const canaries = perScrape(sources.canaries);
  scrapeGauge('deploy_canary_percent', "The share of visitors a remote's canary serves (0: no canary, or halted).", 'remote', canaries, (c) => [c.remote, c.percent]);
  scrapeGauge('deploy_canary_halted', "1 while a remote's canary stands halted by the deploy health check or a person, else 0.", 'remote', canaries, (c) => [c.remote, c.halted ? 1 : 0]);

  return {
    registry,
    request(method, routeUrl, status, seconds) {
      const labels = { method, route: routeLabel(routeUrl), status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    jobs: {
      started(job, lagSeconds) {
        jobRuns.inc({ job });
        jobLag.set({ job }, lagSeconds);
      },
      finished(job, { seconds, failed }) {
        jobDuration.observe({ job }, seconds);
        if (failed) jobFailures.inc({ job });
        else jobLastSuccess.set({ job }, Date.now() / 1000);
      },
    },
    gateway: {
      call({ gateway, operation, outcome, code, seconds }) {
        gatewayDuration.observe({ gateway, operation, outcome }, seconds);
        if (outcome !== 'ok') gatewayErrors.inc({ gateway, operation, code });
      },
    },
    rateLimited(limit) {
      rateLimited.inc({ limit: limitLabel(limit) });
    },
    hashRefused() {
      hashRefused.inc();
    },
  };
}
