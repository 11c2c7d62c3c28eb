// What the platform's plugins add to Fastify's types (declaration merging, as fastify/demo does).
// A module that decorates the app declares its own (messages: transport, deploy: deployStore).
import type { onRequestHookHandler } from 'fastify';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import type { JobWaker } from '../lib/jobs/runner';
import type { SharedStore } from '../lib/shared-store';
import type { Locale } from '../lib/locale';

export interface AuthContext {
  userIdx: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    clock: Clock;
    database: Database;
    /** Counters and locks every API process shares (Redis with REDIS_URL, else memory). */
    shared: SharedStore;
    /** Wakes a background job of this process's registry (src/jobs.ts) now rather than at its tick. */
    jobs: JobWaker;
    /** onRequest hook: 401 FAIL unless a live access token comes with the request. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook of routes that hash a password: 429 before the body is read while hashing is full. */
    hashAdmission: onRequestHookHandler;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    locale: Locale;
  }
  interface FastifyContextConfig {
    /**
     * CSRF policy of the route (plugins/csrf.ts). Default: checked for non-GET requests that carry
     * session cookies. 'always' also checks a GET (GET /users/unlink withdraws). false: never
     * (the local OAuth provider, which stands in for a third party).
     */
    csrf?: boolean | 'always';
    /** The name of the route's per-address rate limit, as metrics count its refusals (login, send ...). */
    limit?: string;
  }
}
