// DESIGN §3: messages (verification codes by text and e-mail, notices) go through a transport.
// The default transport is the outbox: the message is written in the same transaction as the
// change it announces, so nothing is sent for a rolled-back request nor lost for a committed one.
// A relay (or, in the demo, the dev outbox route) reads from there. A real SMS / mail gateway
// implements the same interface and is passed to buildApp({transport}).
import type { Tx } from '../../db/database';
import type { OutgoingMessage } from './rules/message';
import type { OutboxStore } from './store';

export type { OutgoingMessage };

export interface MessageTransport {
  readonly name: string;
  /** Throws when the message cannot be accepted; the caller answers SEND_FAIL. */
  send(message: OutgoingMessage, context: { tx: Tx; now: Date }): Promise<void>;
}

export function outboxTransport(outbox: OutboxStore): MessageTransport {
  return {
    name: 'outbox',
    send: (message, { tx, now }) => outbox.add(message, now, tx),
  };
}
