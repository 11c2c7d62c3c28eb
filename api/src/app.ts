// The app as a plugin tree (DESIGN §3, STYLE "The back end"): external plugins, then app plugins
// (errors, db/config/repositories/transport, auth), then the services by folder under the SPEC §7
// base paths. server.ts and the tests (through `inject`) both build it here.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { defaultEnv, type Env } from './config/env';
import { outboxEnabled } from './config/modes';
import { hashAdmission, wasRefused } from './lib/hash-admission';
import { memoryStore, redisClient, redisStore } from './lib/shared-store';
import type { Database } from './db/database';
import { AppError } from './lib/app-error';
import { hashGate } from './lib/hash-gate';
import { systemClock, type Clock } from './lib/clock';
import { ok } from './lib/envelope';
import { pickLocale } from './lib/locale';
import { authPlugin } from './plugins/auth';
import { corePlugin } from './plugins/core';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin, sendFail, toAppError } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { valibotPlugin } from './plugins/valibot';
import './plugins/fastify-types';
import { authService } from './modules/auth/routes';
import { contentService, mediaRoutes } from './content-service';
import { deployService } from './modules/deploy/routes';
import { devOutboxRoutes } from './modules/messages/routes/dev-outbox';
import { hotelsCombinedService } from './modules/catalog/routes/hotels-combined';
import { internalAuthService } from './modules/auth/routes/kakao-index';
import { messageService } from './modules/messages/routes/health';
import type { MessageTransport } from './modules/messages/outbox-transport';
import { paymentService } from './modules/booking/routes/payment';
import { membershipRoutes } from './modules/membership/routes';
import { sandboxBillingRoutes } from './modules/payment/routes/sandbox-billing';

export const BODY_LIMIT = 256 * 1024;

export interface BuildAppOptions {
  db: Database;
  logger?: boolean | object;
  env?: Partial<Env>;
  /** Tests move time with this (certificate expiry, account locks). */
  clock?: Clock;
  /** Replaces the outbox transport (e.g. a real SMS / mail gateway). */
  transport?: MessageTransport;
  /** Called for every route as it is added (the bad-input test enumerates routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const env: Env = { ...defaultEnv(), ...opts.env };
  if (!env.authSecret) {
    if (env.nodeEnv === 'production') throw new Error('AUTH_SECRET must be set in production');
    // Tokens of a throw-away secret die with the process: fine for tests and one-off runs.
    env.authSecret = crypto.randomBytes(32).toString('base64url');
  }

  // A ready pino instance (server.ts) goes in as loggerInstance, options or a boolean as logger.
  const isInstance = typeof opts.logger === 'object' && opts.logger !== null && 'child' in opts.logger;
  const app = Fastify({
    ...(isInstance ? { loggerInstance: opts.logger as FastifyBaseLogger } : { logger: opts.logger ?? false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: env.trustProxy,
    // A login refused for a full hash gate writes no request log (limits/hash-admission.ts): a
    // flood of them must not cost a log line each.
    logController: new LogController({ disableRequestLogging: (request: object) => wasRefused(request) }),
    // A proxy's x-request-id is kept when it looks like an id; anything else gets a fresh UUID.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    // Router-level failures (bad URL encoding, over-long path parameters) skip the error
    // handler; they still leave as envelopes.
    frameworkErrors: (error, request, reply) => {
      request.locale = pickLocale(request.headers['accept-language']);
      return sendFail(request, reply, toAppError(error) ?? new AppError('BAD_REQUEST'));
    },
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);

  // Limits and locks shared by every API process (issue 14): Redis with REDIS_URL, else memory.
  const redis = env.redisUrl ? redisClient(env.redisUrl) : null;
  const shared = redis ? redisStore(redis, env.redisPrefix) : memoryStore();
  app.decorate('shared', shared);
  app.decorate('hashAdmission', hashAdmission({ capacity: hashGate.capacity, maxWaitMs: env.hashBusyDelayMs, maxWaiting: 4096 }).hook);
  app.addHook('onClose', async () => shared.close());

  // External plugins.
  await app.register(cookie);
  // Issue 16: HTML and API answers compressed on the fly (brotli at a quick level, else gzip), with
  // Vary: Accept-Encoding; static builds come pre-compressed (site/index.ts) and are left alone.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${env.redisPrefix}rate:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', { extra: { retryAfter: Math.ceil(context.ttl / 1000) } }),
  });

  // App plugins.
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(corePlugin, { database: opts.db, env, clock: opts.clock ?? systemClock, transport: opts.transport });
  await app.register(authPlugin);

  // Routes, in one scope that validates with valibot and checks CSRF.
  await app.register(async (api) => {
    await api.register(valibotPlugin);
    await api.register(csrfPlugin);

    api.get('/healthz', async (_request, reply) => {
      try {
        await opts.db.orm.execute(sql`select 1`);
        return ok({ status: 'ok' });
      } catch {
        return reply.code(503).send({ result: 'FAIL', data: { code: 'SERVICE_UNAVAILABLE', message: 'database not ready' } });
      }
    });

    await api.register(authService, { prefix: '/api/service/auth' });
    await api.register(contentService, { prefix: '/api/service/content' });
    await api.register(mediaRoutes, { prefix: '/media' });
    await api.register(paymentService, { prefix: '/api/service/payment' });
    await api.register(messageService, { prefix: '/api/service/message' });
    await api.register(internalAuthService, { prefix: '/api/auth' });
    await api.register(hotelsCombinedService, { prefix: '/api/service/hotelsCombined' });
    await api.register(deployService, { prefix: '/api/deploy' });
    await api.register(membershipRoutes, { prefix: '/api/service/content/membership' });
    if (env.paymentGateway === 'sandbox') await api.register(sandboxBillingRoutes, { prefix: '/api/service/payment/sandbox/billing' });
    // A demo part: never in production, and elsewhere only with DEMO_MODE (config/modes.ts).
    if (outboxEnabled(env)) await api.register(devOutboxRoutes, { prefix: '/api/dev' });
  });

  return app;
}
