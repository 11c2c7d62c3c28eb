// Staff (role operator): GET /v1/staff/messages lists dead and retrying messages (masked);
// POST /v1/staff/messages/:idx/resend puts a dead one back in the queue.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { intParam } from '../../../lib/content-fields';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import { listDeadLetters, resendDeadLetter } from '../use-cases/dead-letters';

const IdxParams = v.strictObject({ idx: intParam(1, 2_000_000_000) });

export const deadLetterRoutes: FastifyPluginAsync = async (app) => {
  const auth = { onRequest: app.authenticate };
  app.get('/v1/staff/messages', auth, async (request) => ok({ messages: await listDeadLetters(app, requireAuth(request).userIdx, request.locale) }));
  app.post('/v1/staff/messages/:idx/resend', { ...auth, schema: { params: IdxParams } }, async (request) => {
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    return ok(await resendDeadLetter(app, requireAuth(request).userIdx, idx, request.locale));
  });
};
