// GET /metrics: the registry in Prometheus' text format, for the holder of METRICS_TOKEN only. Any
// other caller gets the very answer of an unknown URL (404), so the endpoint's existence is not told.
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './registry';
import { bearerMatches } from './rules/bearer';

export async function metricsRoutes(app: FastifyInstance, opts: { metrics: AppMetrics; token: string }): Promise<void> {
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, opts.token)) return reply.callNotFound();
    const text = await opts.metrics.registry.metrics();
    return reply.header('content-type', opts.metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
