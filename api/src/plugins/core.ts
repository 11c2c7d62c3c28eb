// App plugins (STYLE "The back end"): the database, configuration, clock, repositories and the
// message transport as decorators, visible to every service.
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import { FolderStore } from '../modules/deploy/artifact-store';
import { createRepositories } from '../repositories';
import { outboxTransport, type MessageTransport } from '../modules/messages/outbox-transport';

export interface CorePluginOptions {
  database: Database;
  env: Env;
  clock: Clock;
  transport?: MessageTransport;
}

export const corePlugin = fp<CorePluginOptions>(async (app, opts) => {
  app.decorate('env', opts.env);
  app.decorate('clock', opts.clock);
  app.decorate('database', opts.database);
  const repos = createRepositories(opts.database.orm);
  app.decorate('repos', repos);
  app.decorate('transport', opts.transport ?? outboxTransport(repos.outbox));
  app.decorate('deployStore', new FolderStore(opts.env.deployRoot));
});
