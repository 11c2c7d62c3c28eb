// Per-address (IP) limits on the auth endpoints, through @fastify/rate-limit (in Redis with
// REDIS_URL, shared by every API process; else in this process). SEND_LIMIT per phone per day lives
// in the database; wrong-password locks per (e-mail, address) in the shared store
// (use-cases/login-guard.ts).
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

export type LimitKind = 'login' | 'send' | 'check';

export function ipLimit(app: FastifyInstance, kind: LimitKind): FastifyContextConfig {
  const { env } = app;
  if (!env.rateLimitEnabled) return {};
  const max = kind === 'login' ? env.rateLimitLoginPerMinute : kind === 'send' ? env.rateLimitSendPerMinute : env.rateLimitSendPerMinute * 3;
  return { limit: kind, rateLimit: { max, timeWindow: 60_000 } };
}
