// Cancellation (SPEC §4 "Cancellation text", §7 lmses cancel and books part-cancel): what a
// cancellation refunds, to which route and why (rules/, pure), the one pipeline that executes it
// for the whole booking, a room or the last nights, and the refunds ledger every screen reads
// back. README.md beside this file.
export { cancellationRoutes } from './routes';
export { freeCancelOpenOn, partOptions } from './rules';
export { refundView } from './use-cases/cancel';
export { cancellationStore } from './store';
