// Messages: how verification codes and notices leave (DESIGN §3). Other modules write their
// messages with `app.transport.send(message, {tx, now})` inside the transaction of the change
// they announce. README.md beside this file.
export { messagesPlugin } from './plugin';
export { outboxTransport, type MessageTransport, type OutgoingMessage } from './transport';
export { devOutboxRoutes } from './routes/dev-outbox';
export { messageHealthRoutes } from './routes/health';
export { outboxStore } from './store';
export { noticeEmail, type NoticeTexts } from './rules/notice-email';
