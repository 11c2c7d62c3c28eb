// Collects a batch of consented browser events (SPEC §7 tracking), already checked one by one at
// the route: each is stored with the member behind the request (null for a visitor) and the Korean
// day it arrived on.
import type { FastifyInstance } from 'fastify';
import type { CollectedEvent } from '@stay/shared/analytics/events';
import { koreanDay } from '../rules/day';
import { reposOf } from '../stores';

/** A client clock further off than this is not trusted for ordering. */
const CLOCK_TRUST_MS = 86_400_000;

/** Stores the events; returns how many were stored. */
export async function collectEvents(app: FastifyInstance, events: readonly CollectedEvent[], userIdx: number | null): Promise<number> {
  const now = app.clock();
  const rows = events.map((e) => {
    const at = new Date(e.at);
    // A client clock far off is not trusted for ordering beyond a day.
    const occurredAt = Math.abs(at.getTime() - now.getTime()) > CLOCK_TRUST_MS ? now : at;
    return { name: e.name, sessionId: e.sessionId, userIdx, params: e.params, occurredAt, receivedAt: now, day: koreanDay(now) };
  });
  await reposOf(app.database.orm).analytics.addEvents(rows);
  return rows.length;
}
