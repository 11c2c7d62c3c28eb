// Vouchers: what a member reads of their bookings and does from the voucher page (SPEC §3
// Booking content, §4 Booking list, §7 lmses / books / add-payments): the voucher and booking
// detail, the list by tab, the open-date voucher's night, its extras (additional payments, each
// charged once; the payment routes ask `confirmAddPay` first) and hiding a past booking.
// README.md beside this file.
export { voucherRoutesPlugin as voucherRoutes } from './routes';
export { confirmAddPay, failAddPay } from './use-cases/add-pay-confirm';
export { ADD_PAY_ABANDONED, reconcileAddPays, type AddPayReconcileReport } from './use-cases/reconcile-add-pays';
export { isCancelled, tabOf } from './rules/status';
