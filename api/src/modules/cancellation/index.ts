// Cancellation (SPEC §4 "Cancellation text", §7 lmses cancel and books part-cancel): what a
// cancellation of a booking refunds, to which route and why (rules/, pure), and the cancel
// itself. README.md beside this file.
export { cancellationRoutes } from './routes';
export { freeCancelOpenOn, partOptions } from './rules';
