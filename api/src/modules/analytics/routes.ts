// The first-party analytics collector and the funnel report (SPEC §7 tracking; payloads and
// consent in @stay/shared/analytics). POST /v1/analytics/events takes a batch of up to 20 events
// the browser sent after consent; one bad event refuses the whole batch (400 INVALID_INPUT, nothing
// stored); events over their session's or address's limit are dropped quietly (`stored` says how
// many were kept). A logged-in member's events carry their idx; a visitor's do not. GET
// /v1/analytics/funnel?days=N (staff only) is search -> view_item -> book by Korean day.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ANALYTICS_BATCH_MAX, validateCollectedEvent, type CollectedEvent } from '@stay/shared/analytics/events';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { msg } from '../../lib/fields';
import { optionalMember, requireAuth } from '../../plugins/auth';
import { collectEvents } from './use-cases/collect';
import { funnelReport } from './use-cases/funnel';

const Batch = v.strictObject({
  events: v.pipe(v.array(v.unknown(), msg('TYPE')), v.minLength(1, msg('REQUIRED')), v.maxLength(ANALYTICS_BATCH_MAX, msg('INVALID'))),
});
const FunnelQuery = v.strictObject({
  days: v.optional(v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,2}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(31, msg('INVALID'))), '14'),
});

/** Every event checked one by one: one bad event refuses the whole batch, naming it. */
function checkedEvents(events: unknown[]): CollectedEvent[] {
  const issues = events.flatMap((e, i) => validateCollectedEvent(e).map((field) => ({ field: `events.${i}.${field}`, rule: 'INVALID' })));
  if (issues.length > 0) throw new AppError('INVALID_INPUT', { issues });
  return events as CollectedEvent[];
}

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  // A logged-in member's events carry their idx; a visitor's (or an expired token's) do not.
  app.post('/v1/analytics/events', { schema: { body: Batch } }, async (request) => {
    const events = checkedEvents((request.body as v.InferOutput<typeof Batch>).events);
    return ok({ stored: await collectEvents(app, events, { userIdx: await optionalMember(app, request), ip: request.ip }) });
  });

  app.get('/v1/analytics/funnel', { onRequest: app.authenticate, schema: { querystring: FunnelQuery } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { days } = request.query as v.InferOutput<typeof FunnelQuery>;
    return ok(await funnelReport(app, userIdx, Number(days), request.locale));
  });
};
