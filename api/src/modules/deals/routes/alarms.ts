// Advance notice (SPEC §7 POST/GET/DELETE /v1/advance-notice): a member signs up to be told when a
// deal opens, lists their alarms, and cancels one not sent yet. The sweep that sends them is
// ../use-cases/alarms.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { intParam } from '../../../lib/content-fields';
import { ok } from '../../../lib/envelope';
import { ID, msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { cancelAlarm, memberAlarms, signUpForDeal } from '../use-cases/member-alarms';

const Body = v.strictObject({ alarmIdx: ID, eventType: v.picklist(['EVENT'], msg('INVALID')) });
const CancelParams = v.strictObject({ alarmIdx: intParam(1, 2_000_000_000) });

export const alarmRoutes: FastifyPluginAsync = async (app) => {
  const auth = { onRequest: app.authenticate };

  app.post('/v1/advance-notice', { ...auth, schema: { body: Body } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { alarmIdx, eventType } = request.body as v.InferOutput<typeof Body>;
    return ok({ alarm: await signUpForDeal(app, userIdx, alarmIdx, eventType, request.locale) });
  });

  app.get('/v1/advance-notice', auth, async (request) => {
    const { userIdx } = requireAuth(request);
    return ok({ alarms: await memberAlarms(app, userIdx, request.locale) });
  });

  // The member's own alarm on a deal, until it has been sent; another member's is a 404.
  app.delete('/v1/advance-notice/:alarmIdx', { ...auth, schema: { params: CancelParams } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { alarmIdx } = request.params as v.InferOutput<typeof CancelParams>;
    return ok({ alarm: await cancelAlarm(app, userIdx, alarmIdx, request.locale) });
  });
};
