// Gives every module `app.transport` (where messages are written: the outbox unless buildApp got
// another) and the relay its `app.senders`: the real senders the configuration names (SMTP,
// SOLAPI), else the demo stand-in, which leaves its channel's messages in the outbox.
import fp from 'fastify-plugin';
import { heldInOutbox, type Senders } from './adapters/sender';
import { smtpSender } from './adapters/smtp';
import { solapiSender } from './adapters/solapi';
import { outboxStore } from './store';
import { outboxTransport, type MessageTransport } from './transport';
import type { Env } from '../../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where verification codes and notices go (DESIGN §3): the outbox unless buildApp got another. */
    transport: MessageTransport;
    /** Who delivers what the outbox holds, per channel (the relay job, use-cases/relay.ts). */
    senders: Senders;
  }
}

export function sendersOf(env: Env): Senders {
  return {
    EMAIL: env.smtpUrl && env.mailFrom ? smtpSender({ url: env.smtpUrl, from: env.mailFrom }) : heldInOutbox,
    SMS: env.solapi ? solapiSender(env.solapi) : heldInOutbox,
  };
}

export const messagesPlugin = fp<{ transport?: MessageTransport; senders?: Partial<Senders> }>(async (app, opts) => {
  app.decorate('transport', opts.transport ?? outboxTransport(outboxStore(app.database.orm)));
  const senders = { ...sendersOf(app.env), ...opts.senders };
  app.decorate('senders', senders);
  app.addHook('onClose', async () => {
    await Promise.all([senders.EMAIL.close?.(), senders.SMS.close?.()]);
  });
});
