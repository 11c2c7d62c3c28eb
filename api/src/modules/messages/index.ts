// Messages: how verification codes and notices leave (DESIGN §3). Other modules write their
// messages with `app.transport.send(message, {tx, now})` inside the transaction of the change
// they announce; the outbox relay (a job) delivers them through the configured senders.
// README.md beside this file.
export { messagesPlugin, RELAY_JOB, sendersOf } from './plugin';
export { outboxTransport, type MessageTransport, type OutgoingMessage } from './transport';
export { devOutboxRoutes } from './routes/dev-outbox';
export { messageHealthRoutes } from './routes/health';
export { deadLetterRoutes } from './routes/dead-letters';
export { outboxStore } from './store';
export { noticeEmail, type NoticeTexts } from './rules/notice-email';
export { renderMessage, type Template, type BookingConfirmedData, type BookingCancelledData } from './rules/render';
export { DEFAULT_RELAY_POLICY, type RelayPolicy } from './rules/relay';
export { drainOutbox, relayOutbox, type RelayResult } from './use-cases/relay';
export { outboxBacklog, type OutboxBacklog } from './use-cases/backlog';
export { heldInOutbox, SendError, type MessageSender, type RelayedMessage, type Senders } from './adapters/sender';
export { smtpSender } from './adapters/smtp';
export { solapiSender, solapiAuthorization } from './adapters/solapi';
