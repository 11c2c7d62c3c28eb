// Booking (SPEC §3 Payment, §4 statuses, §7 Bookings and Payment): the payment page's quote from
// the one price engine (with the member's price, the deal, the coupon and points), the order with
// its room hold (never oversold), its payment through the gateway (charged once), the channel
// booking at a supplier after payment, and the jobs that settle what a crash or a timeout left.
// README.md beside this file.
export { bookingRoutes, paymentRoutes, tossWebhookRoutes } from './routes';
export type { ExtraPayments } from './use-cases/extra-payments';
export { bookingFail } from './failures';
export { ownOrder, ownOrderBy } from './use-cases/own-order';
export { ORDER_NUM } from './rules/requests';
export type { BookingEvent } from './events';
export { bookingStore, type BookingStore } from './store';
export { giveBackHold, ordersRepository } from './store/orders';
export { orderPaymentsRepository } from './store/payments';
export { addPaymentsRepository } from './store/add-payments';
export { bookingConfig } from './config';
export { supplierBookingConfig } from './supplier-config';
export { releaseExpiredHolds } from './use-cases/release-holds';
export { reconcilePaying } from './use-cases/reconcile-paying';
export { reconcileSupplierBookings } from './use-cases/reconcile-suppliers';
export { demoOrdersSeeder } from './seed/demo-orders';
