// Wires an app's metrics (registry.ts, made by app.ts) into it: `app.metrics` for whoever reports
// to it (the jobs started by server.ts, the payment gateway configured in mounts.ts), every
// answered request counted by its route template, and GET /metrics. Without METRICS_TOKEN there
// are no metrics at all: no registry, no hook, no route (an unknown URL).
import fp from 'fastify-plugin';
import type { AppMetrics } from './registry';
import { metricsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (METRICS_TOKEN set), else null: callers then report nothing. */
    metrics: AppMetrics | null;
  }
}

export const metricsPlugin = fp<{ metrics: AppMetrics | null; token: string | undefined }>(async (app, opts) => {
  const { metrics, token } = opts;
  app.decorate('metrics', metrics);
  if (!metrics || !token) return;
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  await app.register(metricsRoutes, { metrics, token });
});
