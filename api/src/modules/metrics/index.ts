// Metrics: Prometheus' GET /metrics behind METRICS_TOKEN, one registry per app, and the observers
// the jobs runner, the payment gateway, the rate limits and the hash admission report to.
// README.md beside this file.
export { metricsPlugin } from './plugin';
export { createMetrics, PREFIX, type AppMetrics, type MetricsSources } from './registry';
