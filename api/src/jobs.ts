// Everything that runs on its own, in one list: each periodic job of every module, its cadence
// and what it calls. server.ts starts this registry once the server listens (never in tests,
// which call the jobs directly with a clock they move). Each job is idempotent by a key of its
// own (row claims, markers, leases), so several API processes may run the same list.
import type { FastifyInstance } from 'fastify';
import type { Job } from './lib/jobs/runner';
import { pruneAnalyticsEvents } from './modules/analytics';
import { pruneLoginHistory } from './modules/auth';
import { bookingConfig, releaseExpiredHolds, reconcilePaying, reconcileSupplierBookings, sendBookingNotices, supplierBookingConfig } from './modules/booking';
import { ALARM_SWEEP_MS, notifyOpenedDeals } from './modules/deals';
import { PRUNE_REPORTS_INTERVAL_SECONDS, SETTLE_INTERVAL_SECONDS, pruneDeployReports, settleDeploys } from './modules/deploy';
import { membershipGateway, renewalSeconds, runRenewals } from './modules/membership';
import { DEFAULT_RELAY_POLICY, drainOutbox, RELAY_JOB } from './modules/messages';
import { gatewayFor } from './modules/payment';
import { runWelfareYearEnd } from './modules/points';
import { reconcileAddPays } from './modules/voucher';

export function jobsOf(app: FastifyInstance): Job[] {
  const db = app.database.orm;
  const booking = bookingConfig();
  const suppliers = supplierBookingConfig();
  return [
    // Unpaid holds past their time give back rooms, points and coupon (booking README "Holds").
    { name: 'hold-release', everySeconds: booking.releaseIntervalSeconds, run: () => releaseExpiredHolds(db, app.clock()) },
    // Orders a crashed confirm left PAYING are settled from the gateway (booking README "Reconciliation").
    { name: 'paying-reconciliation', everySeconds: booking.reconcileIntervalSeconds, run: () => reconcilePaying(db, gatewayFor(app.database, app.clock), app.clock(), booking.payingStaleSeconds, (events) => sendBookingNotices(app, events)) },
    // Additional payments whose confirm never answered are settled from the gateway (voucher README).
    { name: 'add-pay-reconciliation', everySeconds: booking.reconcileIntervalSeconds, run: () => reconcileAddPays(app, gatewayFor(app.database, app.clock), app.clock(), booking.payingStaleSeconds) },
    // Paid channel orders left confirm_wait are settled from their supplier (suppliers README).
    { name: 'supplier-reconciliation', everySeconds: suppliers.reconcileIntervalSeconds, run: () => reconcileSupplierBookings(app, app.clock(), suppliers) },
    // Membership renewals, reminders and price-consent requests (membership README).
    { name: 'membership-renewals', everySeconds: renewalSeconds(), run: () => runRenewals(db, membershipGateway(app), app.clock(), app.transport) },
    // Welfare points' reminder in December and expiry after 31 December, once per member and year.
    { name: 'welfare-year-end', everySeconds: renewalSeconds(), run: () => runWelfareYearEnd(db, app.clock(), app.transport) },
    // Members who asked to be told when a deal opens are told once it has.
    { name: 'deal-alarms', everySeconds: ALARM_SWEEP_MS / 1000, run: () => notifyOpenedDeals(db, app.transport, app.clock()) },
    // Messages written to the outbox leave through the configured senders (messages README "Relay").
    { name: RELAY_JOB, everySeconds: app.env.outboxRelaySeconds, run: () => drainOutbox(db, app.senders, app.clock, { ...DEFAULT_RELAY_POLICY, maxAttempts: app.env.outboxMaxAttempts }) },
    // A remote version that has served without failures long enough becomes its last good one.
    { name: 'deploy-settle', everySeconds: SETTLE_INTERVAL_SECONDS, run: () => settleDeploys(app) },
    // Page-load reports past their retention are deleted (the gates only look back 30 minutes).
    { name: 'deploy-reports-prune', everySeconds: PRUNE_REPORTS_INTERVAL_SECONDS, run: () => pruneDeployReports(app) },
    // Analytics events past their retention (analytics README "Retention") are removed.
    { name: 'analytics-retention', everySeconds: 3600, run: () => pruneAnalyticsEvents(db, app.clock()) },
    // Login records past the 3 months the privacy policy keeps them are destroyed (auth rules).
    { name: 'login-history-retention', everySeconds: 3600, run: () => pruneLoginHistory(db, app.clock()) },
    // Expired per-address counters and locks are forgotten (in memory; Redis expires its own).
    { name: 'limits-sweep', everySeconds: 60, run: () => app.shared.sweep() },
  ];
}
