// E-mail over SMTP (nodemailer). SMTP_URL: smtps://user:pass@host:465 (TLS from the start) or
// smtp://user:pass@host:587 (STARTTLS when offered); MAIL_FROM: the From header. A pooled
// connection is reused across the relay's batches. The Message-ID is the outbox row's, so a mail
// sent again after a lost answer is one conversation in the reader's client, not two.
import nodemailer from 'nodemailer';
import { SendError, type MessageSender, type RelayedMessage } from './sender';

export interface SmtpConfig {
  url: string;
  from: string;
  /** Tests talk to a local server without a certificate. */
  tls?: { rejectUnauthorized: boolean };
}

/** SMTP replies that say "this address will never take it": retrying cannot help. */
const PERMANENT = new Set([501, 550, 551, 553, 554]);

function failureOf(error: unknown) {
  const e = error as { responseCode?: number; code?: string };
  if (typeof e.responseCode === 'number') {
    return { reason: `SMTP_${e.responseCode}`, retryable: !(PERMANENT.has(e.responseCode) && e.code === 'EENVELOPE') };
  }
  return { reason: typeof e.code === 'string' ? e.code : 'SMTP_ERROR', retryable: true };
}

export function smtpSender(config: SmtpConfig): MessageSender {
  const domain = (config.from.match(/@([^>\s]+)/)?.[1] ?? 'awesomestay.kr').toLowerCase();
  const transport = nodemailer.createTransport({
    url: config.url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(config.tls ? { tls: config.tls } : {}),
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    relays: true,
    async send(message: RelayedMessage) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: message.dest,
          subject: message.subject ?? '',
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          messageId: `<${message.ref}@${domain}>`,
          headers: { 'X-Stay-Type': message.type },
        });
        return { providerId: String(info.messageId ?? message.ref) };
      } catch (error) {
        throw new SendError(failureOf(error));
      }
    },
    async close() {
      transport.close();
    },
  };
}
