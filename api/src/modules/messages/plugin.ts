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

/** The registry's name of the relay job (src/jobs.ts). */
export const RELAY_JOB = 'outbox-relay';

export const messagesPlugin = fp<{ transport?: MessageTransport; senders?: Partial<Senders> }>(async (app, opts) => {
  const base = opts.transport ?? outboxTransport(outboxStore(app.database.orm));
  // A code or a confirmation written by a request leaves as soon as the request is answered (its
  // transaction has committed by then), not at the relay's next tick; anything missed (a message
  // whose request was answered before it committed) still leaves at that tick.
  let written = false;
  app.decorate('transport', {
    name: base.name,
    send: async (message, context) => {
      await base.send(message, context);
      written = true;
    },
  } satisfies MessageTransport);
  app.addHook('onResponse', async () => {
    if (!written) return;
    written = false;
    app.jobs.wake(RELAY_JOB);
  });
  const senders = { ...sendersOf(app.env), ...opts.senders };
  app.decorate('senders', senders);
  app.addHook('onClose', async () => {
    await Promise.all([senders.EMAIL.close?.(), senders.SMS.close?.()]);
  });
});
