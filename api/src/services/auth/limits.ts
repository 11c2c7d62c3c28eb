// Per-address (IP) limits on the auth endpoints, through @fastify/rate-limit (in memory: one
// process; a cluster would give it a shared store such as the machine's Redis). Per-account
// limits live in the database: SEND_LIMIT per phone per day and the wrong-password lock.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

export type LimitKind = 'login' | 'send' | 'check';

export function ipLimit(app: FastifyInstance, kind: LimitKind): FastifyContextConfig {
  const { env } = app;
  if (!env.rateLimitEnabled) return {};
  const max = kind === 'login' ? env.rateLimitLoginPerMinute : kind === 'send' ? env.rateLimitSendPerMinute : env.rateLimitSendPerMinute * 3;
  return { rateLimit: { max, timeWindow: 60_000 } };
}
