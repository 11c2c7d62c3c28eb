// The platform's decorators (STYLE "The back end"): configuration, the clock and the database,
// visible to every module. Each module builds its own store from `app.database`.
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';

export interface CorePluginOptions {
  database: Database;
  env: Env;
  clock: Clock;
}

export const corePlugin = fp<CorePluginOptions>(async (app, opts) => {
  app.decorate('env', opts.env);
  app.decorate('clock', opts.clock);
  app.decorate('database', opts.database);
});
