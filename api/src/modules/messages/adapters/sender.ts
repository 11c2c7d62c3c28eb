// What the relay hands to a provider, and what a provider answers. Every sender (SMTP, SOLAPI,
// the demo stand-in) implements MessageSender; a failure is a SendError whose `failure` carries
// a reason with no personal data and whether trying again can help (rules/relay.ts).
import type { SendFailure } from '../rules/relay';

export interface RelayedMessage {
  /** Stable per outbox row (`outbox-<idx>`): the e-mail's Message-ID, the provider's custom field. */
  ref: string;
  channel: 'EMAIL' | 'SMS';
  dest: string;
  type: string;
  subject: string | null;
  text: string;
  /** E-mail only: the HTML part (the text is always sent beside it). */
  html: string | null;
}

export interface MessageSender {
  readonly name: string;
  /** False for the demo stand-in: its messages stay in the outbox (read by the dev outbox route). */
  readonly relays: boolean;
  /** Resolves with the provider's id of the accepted message; rejects with SendError. */
  send(message: RelayedMessage): Promise<{ providerId: string }>;
  /**
   * Where the provider keeps a log that can be searched for this message: its id when the provider
   * already accepted it (since `since`), null when it did not. Asked before a message whose relay
   * died mid-send is sent again. Rejects when the log cannot be read.
   */
  lookup?(message: RelayedMessage, since: Date): Promise<string | null>;
  close?(): Promise<void>;
}

export class SendError extends Error {
  constructor(readonly failure: SendFailure) {
    super(`send failed: ${failure.reason}`);
    this.name = 'SendError';
  }
}

/** The demo stand-in: nothing leaves; the message is read through the dev outbox route. */
export const heldInOutbox: MessageSender = {
  name: 'outbox (demo)',
  relays: false,
  send: () => Promise.reject(new SendError({ reason: 'HELD_IN_OUTBOX', retryable: false })),
};

export interface Senders {
  EMAIL: MessageSender;
  SMS: MessageSender;
}
