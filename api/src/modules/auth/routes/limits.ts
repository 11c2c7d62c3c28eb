// Per-address (IP) limits on the auth endpoints, through @fastify/rate-limit (in Redis with
// REDIS_URL, shared by every API process; else in this process). SEND_LIMIT per phone per day lives
// in the database; wrong-password locks per (e-mail, address) in the shared store.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { LoginGuard } from '../store/login-guard';

export type LimitKind = 'login' | 'send' | 'check';

export function ipLimit(app: FastifyInstance, kind: LimitKind): FastifyContextConfig {
  const { env } = app;
  if (!env.rateLimitEnabled) return {};
  const max = kind === 'login' ? env.rateLimitLoginPerMinute : kind === 'send' ? env.rateLimitSendPerMinute : env.rateLimitSendPerMinute * 3;
  return { rateLimit: { max, timeWindow: 60_000 } };
}

/** The wrong-password locks (store/login-guard.ts) with this app's settings and shared store. */
export function loginGuard(app: FastifyInstance): LoginGuard {
  const { env } = app;
  return new LoginGuard(app.shared, { threshold: env.loginLockThreshold, baseSeconds: env.loginLockBaseSeconds, maxSeconds: env.loginLockMaxSeconds });
}
