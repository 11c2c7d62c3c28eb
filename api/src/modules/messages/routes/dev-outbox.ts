// GET /api/dev/outbox?dest=X: the messages the outbox transport holds for X, newest first.
// e2e tests and developers read verification codes here. Registered only in the demo
// (config/modes.ts), so in production the route does not exist at all.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg, normalizeDest } from '../../../lib/fields';
import { outboxStore } from '../store';

const OutboxQuery = v.strictObject({
  dest: v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.maxLength(254, msg('DEST'))),
});

export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/outbox', { schema: { querystring: OutboxQuery } }, async (request) => {
    const { dest } = request.query as v.InferOutput<typeof OutboxQuery>;
    const rows = await outboxStore(app.database.orm).listByDest(normalizeDest(dest));
    return ok({ messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
  });
};
