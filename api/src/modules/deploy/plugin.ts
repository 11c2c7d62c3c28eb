// Gives the app `app.deployStore`: the artifact store of remote versions and their registry
// (DEPLOY.md), read by the site for every page and written by the deploy CLI.
import fp from 'fastify-plugin';
import { FolderStore } from './artifact-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The artifact store of remote versions and their registry (DEPLOY.md). */
    deployStore: FolderStore;
  }
}

export const deployPlugin = fp(async (app) => {
  app.decorate('deployStore', new FolderStore(app.env.deployRoot));
});
