// The app as a plugin tree (DESIGN §3, STYLE "The back end"): external plugins, then the platform's
// plugins (errors, configuration and database, auth, the message transport, the deploy store),
// then every module's routes under the SPEC §7 base paths (mounts.ts). server.ts and the tests
// (through `inject`) both build it here.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { defaultEnv, type Env } from './config/env';
import { hashAdmission, wasRefused } from './lib/hash-admission';
import { memoryStore, redisClient, redisStore } from './lib/shared-store';
import type { Database } from './db/database';
import { AppError } from './lib/app-error';
import { hashGate } from './lib/hash-gate';
import { systemClock, type Clock } from './lib/clock';
import { logOptions } from './lib/log-redaction';
import { pickLocale } from './lib/locale';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, sendFail, toAppError } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { securityHeadersPlugin } from './plugins/security-headers';
import { valibotPlugin } from './plugins/valibot';
import { corePlugin } from './plugins/core';
import { healthPlugin, healthRoutes } from './plugins/health';
import { csrfPlugin } from './plugins/csrf';
import './plugins/fastify-types';
import { mountModules } from './mounts';
import { jobWaker } from './lib/jobs/runner';
import { messagesPlugin, type MessageTransport, type Senders } from './modules/messages';
import { sessionCheck } from './modules/auth';
import { canaryStates, deployPlugin } from './modules/deploy';
import { outboxBacklog } from './modules/messages';
import { createMetrics, metricsPlugin } from './modules/metrics';

export const BODY_LIMIT = 256 * 1024;

export interface BuildAppOptions {
  db: Database;
  logger?: boolean | object;
  env?: Partial<Env>;
  /** Tests move time with this (certificate expiry, account locks). */
  clock?: Clock;
  /** Replaces the outbox transport (e.g. a real SMS / mail gateway). */
  transport?: MessageTransport;
  /** Replaces the senders the configuration names (tests: a local SMTP server, an SMS double). */
  senders?: Partial<Senders>;
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

  // A ready pino instance (server.ts, built with logOptions) goes in as loggerInstance; options or
  // `true` get the same redaction (lib/log-redaction.ts), so no logger of the API prints a person.
  const isInstance = typeof opts.logger === 'object' && opts.logger !== null && 'child' in opts.logger;
  const given = typeof opts.logger === 'object' && opts.logger !== null ? (opts.logger as { level?: string }) : {};
  const app = Fastify({
    ...(isInstance
      ? { loggerInstance: opts.logger as FastifyBaseLogger }
      : { logger: opts.logger ? { ...given, ...logOptions(given.level ?? env.logLevel) } : false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: env.trustProxy,
    // A login refused for a full hash gate writes no request log (lib/hash-admission.ts): a
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
  const clock = opts.clock ?? systemClock;

  // Metrics only with METRICS_TOKEN (modules/metrics): a registry of this app's own, the outbox
  // read through its module when Prometheus scrapes.
  const metrics = env.metricsToken
    ? createMetrics({
        outbox: () => outboxBacklog(opts.db.orm, clock()),
        canaries: async () => {
          const doc = await app.deployStore.readRegistry();
          return doc ? canaryStates(doc) : [];
        },
        onCollectError: (err) => app.log.warn({ err }, 'metrics: a scrape-time read failed'),
      })
    : null;

  // Limits and locks shared by every API process: Redis with REDIS_URL, else memory.
  const redis = env.redisUrl ? redisClient(env.redisUrl) : null;
  const shared = redis ? redisStore(redis, env.redisPrefix) : memoryStore();
  app.decorate('shared', shared);
  // Request code may wake a background job (the mail relay after a request wrote a message).
  app.decorate('jobs', jobWaker());
  app.decorate('hashAdmission', hashAdmission({ capacity: hashGate.capacity, maxWaitMs: env.hashBusyDelayMs, maxWaiting: 4096, onRefused: metrics ? () => metrics.hashRefused() : undefined }).hook);
  app.addHook('onClose', async () => shared.close());

  // External plugins.
  await app.register(cookie);
  // HTML and API answers compressed on the fly (brotli at a quick level, else gzip), with Vary:
  // Accept-Encoding; static builds come pre-compressed (modules/site) and are left alone.
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
    ...(metrics ? { onExceeded: (request: FastifyRequest) => metrics.rateLimited(request.routeOptions.config.limit) } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', { extra: { retryAfter: Math.ceil(context.ttl / 1000) } }),
  });

  // App plugins; metrics first, so its request hook sees every route and the not-found answer.
  await app.register(metricsPlugin, { metrics, token: env.metricsToken });
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(corePlugin, { database: opts.db, env, clock });
  await app.register(healthPlugin);
  await app.register(authPlugin, { checkSession: sessionCheck(opts.db.orm) });
  await app.register(messagesPlugin, { transport: opts.transport, senders: opts.senders });
  await app.register(deployPlugin);

  // Routes, in one scope that validates with valibot and checks CSRF.
  await app.register(async (api) => {
    await api.register(valibotPlugin);
    await api.register(csrfPlugin);

    // GET /healthz (alive) and GET /readyz (database, migrations, jobs; draining).
    healthRoutes(api);

    await mountModules(api);
  });

  return app;
}
