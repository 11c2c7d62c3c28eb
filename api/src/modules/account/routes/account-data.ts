// The member's own data (the my-page data rights): GET /users/export, a JSON of everything we hold
// about the member (only their own rows; secrets such as the password hash never leave), and
// PUT /users/marketing {agree}, the marketing consent with its date. The work:
// ../use-cases/member-data.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { koreanDay } from '../../../lib/days';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { memberExport, setMarketingConsent } from '../use-cases/member-data';

const MarketingBody = v.strictObject({ agree: v.boolean(msg('TYPE')) });

export const accountDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/users/export', { onRequest: app.authenticate }, async (request, reply) => {
    const { userIdx } = requireAuth(request);
    const data = await memberExport(app, userIdx);
    const day = koreanDay(app.clock());
    reply.header('content-disposition', `attachment; filename="awesomestay-my-data-${day}.json"`);
    return ok(data);
  });

  app.put('/users/marketing', { onRequest: app.authenticate, schema: { body: MarketingBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { agree } = request.body as v.InferOutput<typeof MarketingBody>;
    return ok(await setMarketingConsent(app, userIdx, agree, request.locale));
  });
};
