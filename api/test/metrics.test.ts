// GET /metrics (modules/metrics) on every database target: it answers only the bearer of
// METRICS_TOKEN (the same 404 as an unknown URL otherwise, and no route at all without a token),
// and its text counts requests by route template (never a raw URL), a job run through the jobs
// runner, the outbox's backlog read at scrape time, a Toss refusal by its code, and a rate-limit
// refusal by the limit's name.
import type { FastifyBaseLogger } from 'fastify';
import { jobsOf } from '../src/jobs';
import { startJobs } from '../src/lib/jobs/runner';
import { tossGatewayFor } from '../src/modules/payment';
import { halt, setCanary, setStable } from '../src/modules/deploy/registry';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { startTossDouble, type TossDouble } from './doubles/toss-double';

const TOKEN = 'metrics-test-token-5f2c';
const AUTH = '/api/service/auth';
const quiet = { info: () => undefined, debug: () => undefined, error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

/** The value of the sample `name{labels...}` whose labels include all of `labels` (undefined: none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe.each(databaseTargets())('metrics on $name', (target) => {
  let t: TestApp;
  let toss: TossDouble;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  beforeAll(async () => {
    toss = await startTossDouble({ secretKey: 'test_sk_metrics' });
    t = await build(target, {
      metricsToken: TOKEN,
      paymentGateway: 'toss',
      tossSecretKey: 'test_sk_metrics',
      tossClientKey: 'test_ck_metrics',
      tossApiUrl: toss.url,
      tossTimeoutMs: 2000,
      // The address limits on, small enough to reach: check allows 3 × 2 a minute.
      rateLimitEnabled: true,
      rateLimitSendPerMinute: 2,
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await toss?.close();
  });

  test('without the token, or with another, the answer is the 404 of an unknown URL', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/metrics-nowhere' });
    expect(unknown.statusCode).toBe(404);
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
  });

  test('requests are counted by method, route template and status; unmatched URLs are one value', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${AUTH}/users/check/nobody-yet@example.com` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-place/probe-7d1e' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${AUTH}/login`, payload: { id: 'not-an-email' } })).statusCode).toBe(400);

    const text = await scrape();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/healthz', status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: `${AUTH}/users/check/:value`, status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: `${AUTH}/login`, status: '400' })).toBe(1);
    expect(text).not.toContain('probe-7d1e');
    expect(text).not.toContain('nobody-yet');
    // The histogram: buckets up to +Inf, a count and a sum per series.
    expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/healthz', status: '200', le: '+Inf' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/healthz', status: '200', le: '0.005' })).toBeDefined();
    expect(sample(text, 'http_request_duration_seconds_count', { route: `${AUTH}/login`, status: '400' })).toBe(1);
    // The process's own metrics, under the app's prefix.
    expect(sample(text, 'stay_process_cpu_user_seconds_total')).toBeDefined();
    expect(text).toContain('stay_nodejs_eventloop_lag_seconds');
    // A refused scrape is the not-found answer all through: counted as unmatched, like the other 404s.
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/metrics', status: '404' })).toBeUndefined();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(7);
  });

  test('a job run through the runner is counted with its duration and lag; a failed one as a failure', async () => {
    const jobs = startJobs(jobsOf(t.app), quiet, t.app.metrics!.jobs);
    const failing = startJobs([{ name: 'always-fails', everySeconds: 3600, run: () => Promise.reject(new Error('boom')) }], quiet, t.app.metrics!.jobs);
    try {
      jobs.wake('outbox-relay');
      failing.wake('always-fails');
      let text = '';
      for (let i = 0; i < 200; i += 1) {
        text = await scrape();
        if (sample(text, 'stay_job_duration_seconds_count', { job: 'outbox-relay' }) === 1 && sample(text, 'stay_job_failures_total', { job: 'always-fails' }) === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(sample(text, 'stay_job_runs_total', { job: 'outbox-relay' })).toBe(1);
      expect(sample(text, 'stay_job_duration_seconds_count', { job: 'outbox-relay' })).toBe(1);
      expect(sample(text, 'stay_job_failures_total', { job: 'outbox-relay' })).toBeUndefined();
      expect(sample(text, 'stay_job_lag_seconds', { job: 'outbox-relay' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'stay_job_last_success_timestamp_seconds', { job: 'outbox-relay' })).toBeGreaterThan(0);
      expect(sample(text, 'stay_job_runs_total', { job: 'always-fails' })).toBe(1);
      expect(sample(text, 'stay_job_failures_total', { job: 'always-fails' })).toBe(1);
      expect(sample(text, 'stay_job_last_success_timestamp_seconds', { job: 'always-fails' })).toBeUndefined();
    } finally {
      jobs.stop();
      failing.stop();
    }
  });

  test('the outbox gauges are read when scraped: what waits per channel and how long the oldest has waited', async () => {
    const before = await scrape();
    expect(sample(before, 'stay_outbox_pending', { channel: 'SMS' })).toBeDefined();
    const pendingBefore = sample(before, 'stay_outbox_pending', { channel: 'EMAIL' }) ?? 0;
    // No mail sender in the demo: the code waits in the outbox.
    const sent = await t.app.inject({ method: 'POST', url: `${AUTH}/users/send-cert`, payload: { dest: 'metrics.outbox@example.com', type: 'SIGN_EMAIL' } });
    expect(sent.json().result).toBe('SUCCESS');
    t.advance(600);
    const text = await scrape();
    expect(sample(text, 'stay_outbox_pending', { channel: 'EMAIL' })).toBe(pendingBefore + 1);
    expect(sample(text, 'stay_outbox_oldest_pending_age_seconds', { channel: 'EMAIL' })).toBeGreaterThanOrEqual(599);
  });

  test("each remote's canary is read from the deploy registry when scraped: its share of visitors, and halted", async () => {
    const by = { by: 'metrics-test' };
    const at = (n: number) => ({ remote: 'mf_search' as const, by: 'metrics-test', now: new Date(Date.UTC(2026, 10, 23, 12, n)) });
    await t.app.deployStore.updateRegistry((doc) => setCanary(setStable(doc, at(0), '20261123090000-aaaaaaa'), at(1), '20261123100000-bbbbbbb', 20), by);
    let text = await scrape();
    expect(sample(text, 'stay_deploy_canary_percent', { remote: 'mf_search' })).toBe(20);
    expect(sample(text, 'stay_deploy_canary_halted', { remote: 'mf_search' })).toBe(0);
    await t.app.deployStore.updateRegistry((doc) => halt(doc, at(2), 'load failures'), by);
    text = await scrape();
    expect(sample(text, 'stay_deploy_canary_percent', { remote: 'mf_search' })).toBe(0);
    expect(sample(text, 'stay_deploy_canary_halted', { remote: 'mf_search' })).toBe(1);
  });

  test('a Toss refusal is counted by gateway, operation and code, and timed', async () => {
    toss.fault({ on: 'confirm', kind: 'decline', code: 'REJECT_CARD_COMPANY', message: '[1234] 한도초과 거절' });
    const result = await tossGatewayFor(t.database)!.confirm('tpk_metrics_none', 'ORDER-METRICS-P1', 10_000);
    expect(result).toMatchObject({ status: 'declined', gatewayCode: 'REJECT_CARD_COMPANY' });
    toss.fault({ on: 'confirm', kind: '5xx' });
    await expect(tossGatewayFor(t.database)!.confirm('tpk_metrics_none', 'ORDER-METRICS-P2', 10_000)).rejects.toThrow();
    const text = await scrape();
    expect(sample(text, 'stay_payment_gateway_errors_total', { gateway: 'toss', operation: 'confirm', code: 'REJECT_CARD_COMPANY' })).toBe(1);
    expect(sample(text, 'stay_payment_gateway_call_duration_seconds_count', { gateway: 'toss', operation: 'confirm', outcome: 'refused' })).toBe(1);
    expect(sample(text, 'stay_payment_gateway_call_duration_seconds_count', { gateway: 'toss', operation: 'confirm', outcome: 'unavailable' })).toBe(1);
    expect(text).not.toContain('tpk_metrics_none');
  });

  test('a request refused by an address limit is counted under the limit\'s name', async () => {
    let refused = 0;
    for (let i = 0; i < 10 && refused === 0; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: `${AUTH}/users/check/limit-${i}@example.com` });
      if (res.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(1);
    expect(sample(await scrape(), 'stay_rate_limit_refusals_total', { limit: 'check' })).toBe(1);
  });
});

describe.each(databaseTargets())('without METRICS_TOKEN on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  test('there is no metrics route and nothing is kept', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
    expect(t.app.metrics).toBeNull();
    expect(t.routes.some((r) => r.url === '/metrics')).toBe(false);
  });
});
