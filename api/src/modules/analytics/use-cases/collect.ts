// Collects a batch of consented browser events (SPEC §7 tracking), already checked one by one at
// the route: each is stored with the member behind the request (null for a visitor) and the Korean
// day it arrived on, unless its session or its address is over its limit (rules/limits.ts): those
// are dropped quietly, the beacon does not wait for an answer.
import type { FastifyInstance } from 'fastify';
import type { CollectedEvent } from '@stay/shared/analytics/events';
import { koreanDay } from '../rules/day';
import { ADDRESS_EVENT_LIMIT, SESSION_EVENT_LIMIT, windowOf, withinLimits, type EventLimit } from '../rules/limits';
import { reposOf } from '../stores';

/** A client clock further off than this is not trusted for ordering. */
const CLOCK_TRUST_MS = 86_400_000;

export interface Collector {
  userIdx: number | null;
  /** The request's address (behind the trusted proxy). */
  ip: string;
}

/**
 * Each event takes its place in its address's counter, then (if within it) in its session's, in the
 * shared store (so every API process counts together), one increment per event so that parallel
 * batches cannot both slip under a limit. The address comes first so that a flood of made-up
 * session ids cannot fill the store with counters: at most the address's limit of them per window.
 */
async function keptByLimits(app: FastifyInstance, events: readonly CollectedEvent[], ip: string, now: Date): Promise<boolean[]> {
  const place = async (key: string, limit: EventLimit) => ({ count: await app.shared.incr(`analytics:${key}:${windowOf(now, limit)}`, limit.windowMs), limit });
  return Promise.all(
    events.map(async (e) => {
      if (app.env.rateLimitEnabled && !withinLimits([await place(`ip:${ip}`, ADDRESS_EVENT_LIMIT)])) return false;
      return withinLimits([await place(`session:${e.sessionId}`, SESSION_EVENT_LIMIT)]);
    }),
  );
}

/** Stores the events within the limits; returns how many were stored. */
export async function collectEvents(app: FastifyInstance, events: readonly CollectedEvent[], who: Collector): Promise<number> {
  const now = app.clock();
  const kept = await keptByLimits(app, events, who.ip, now);
  const rows = events
    .filter((_, i) => kept[i])
    .map((e) => {
      const at = new Date(e.at);
      // A client clock far off is not trusted for ordering beyond a day.
      const occurredAt = Math.abs(at.getTime() - now.getTime()) > CLOCK_TRUST_MS ? now : at;
      return { name: e.name, sessionId: e.sessionId, userIdx: who.userIdx, params: e.params, occurredAt, receivedAt: now, day: koreanDay(now) };
    });
  if (rows.length > 0) await reposOf(app.database.orm).analytics.addEvents(rows);
  return rows.length;
}
