// The wrong-password locks (store/login-guard.ts) with this app's settings and shared store.
import type { FastifyInstance } from 'fastify';
import { LoginGuard } from '../store/login-guard';

export function loginGuard(app: FastifyInstance): LoginGuard {
  const { env } = app;
  return new LoginGuard(app.shared, { threshold: env.loginLockThreshold, baseSeconds: env.loginLockBaseSeconds, maxSeconds: env.loginLockMaxSeconds });
}
