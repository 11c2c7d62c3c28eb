// The first-party analytics collector and the funnel report (SPEC §7 tracking; payloads and
// consent in @stay/shared/analytics). POST /v1/analytics/events takes a batch of up to 20 events
// the browser sent after consent; one bad event refuses the whole batch (400 INVALID_INPUT, nothing
// stored). A logged-in member's events carry their idx; a visitor's do not. GET
// /v1/analytics/funnel?days=N (staff only) is search -> view_item -> book by Korean day.
import { and, gte, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ANALYTICS_BATCH_MAX, validateCollectedEvent, type CollectedEvent } from '@stay/shared/analytics/events';
import { analyticsEvents } from '../../db/schema/analytics';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { msg } from '../../lib/fields';
import { requireAuth } from '../../plugins/auth';
import { supportFail } from '../support';
import { supportRepository } from '../support';
import { FUNNEL_STEPS, funnelByDay } from './rules/funnel';

const Batch = v.strictObject({
  events: v.pipe(v.array(v.unknown(), msg('TYPE')), v.minLength(1, msg('REQUIRED')), v.maxLength(ANALYTICS_BATCH_MAX, msg('INVALID'))),
});
const FunnelQuery = v.strictObject({
  days: v.optional(v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,2}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(31, msg('INVALID'))), '14'),
});

const KST_OFFSET_MS = 9 * 3_600_000;
const koreanDay = (d: Date) => new Date(d.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const orm = app.database.orm;
  const staff = supportRepository(orm);

  /** The member behind the request, or null for a visitor (an expired token is a visitor here). */
  const memberOf = async (request: FastifyRequest): Promise<number | null> => {
    try {
      await app.authenticate(request);
      return request.auth?.userIdx ?? null;
    } catch {
      return null;
    }
  };

  app.post('/v1/analytics/events', { schema: { body: Batch } }, async (request) => {
    const { events } = request.body as v.InferOutput<typeof Batch>;
    const issues = events.flatMap((e, i) => validateCollectedEvent(e).map((field) => ({ field: `events.${i}.${field}`, rule: 'INVALID' })));
    if (issues.length > 0) throw new AppError('INVALID_INPUT', { issues });
    const now = app.clock();
    const userIdx = await memberOf(request);
    const rows = (events as CollectedEvent[]).map((e) => {
      const at = new Date(e.at);
      // A client clock far off is not trusted for ordering beyond a day.
      const occurredAt = Math.abs(at.getTime() - now.getTime()) > 86_400_000 ? now : at;
      return { name: e.name, sessionId: e.sessionId, userIdx, params: e.params, occurredAt, receivedAt: now, day: koreanDay(now) };
    });
    await orm.insert(analyticsEvents).values(rows);
    return ok({ stored: rows.length });
  });

  app.get('/v1/analytics/funnel', { onRequest: app.authenticate, schema: { querystring: FunnelQuery } }, async (request) => {
    const { userIdx } = requireAuth(request);
    if (!(await staff.isStaff(userIdx))) throw supportFail('STAFF_ONLY', request.locale);
    const { days } = request.query as v.InferOutput<typeof FunnelQuery>;
    const from = koreanDay(new Date(app.clock().getTime() - (Number(days) - 1) * 86_400_000));
    const rows = await orm
      .select({ name: analyticsEvents.name, sessionId: analyticsEvents.sessionId, day: analyticsEvents.day, occurredAt: analyticsEvents.occurredAt })
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.day, from), inArray(analyticsEvents.name, [...FUNNEL_STEPS])))
      .limit(100_000);
    return ok({ from, days: Number(days), steps: FUNNEL_STEPS, rows: funnelByDay(rows) });
  });
};
