// Gives every module `app.transport`: the transport passed to buildApp (a real mail or text
// gateway), else the outbox of this database.
import fp from 'fastify-plugin';
import { outboxStore } from './store';
import { outboxTransport, type MessageTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where verification codes and notices go (DESIGN §3): the outbox unless buildApp got another. */
    transport: MessageTransport;
  }
}

export const messagesPlugin = fp<{ transport?: MessageTransport }>(async (app, opts) => {
  app.decorate('transport', opts.transport ?? outboxTransport(outboxStore(app.database.orm)));
});
