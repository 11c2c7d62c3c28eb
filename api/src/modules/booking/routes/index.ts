// Booking (issue 5 "Booking and payment"): the payment page's quote, order creation with room
// holds, and the hold expiry job. Registered by services/content/index.ts; README.md beside this.
import type { FastifyPluginAsync } from 'fastify';
import { gatewayFor } from '../../payment';
import { cancelRoutes } from '../../cancellation/routes/cancel';
import { partCancelRoutes } from '../../cancellation/routes/part-cancel';
import { bookingConfig } from '../config';
import { releaseExpiredHolds } from '../use-cases/release-holds';
import { startJob } from '../jobs';
import { reconcilePaying } from '../use-cases/reconcile-paying';
import { reconcileSupplierBookings } from '../use-cases/reconcile-suppliers';
import { supplierBookingConfig } from '../supplier-config';
import { bookingRoutes } from './booking';

export { releaseExpiredHolds } from '../use-cases/release-holds';
export { reconcilePaying } from '../use-cases/reconcile-paying';
export { reconcileSupplierBookings } from '../use-cases/reconcile-suppliers';

export const bookingService: FastifyPluginAsync = async (app) => {
  const config = bookingConfig();
  await bookingRoutes(app, config);
  await cancelRoutes(app);
  await partCancelRoutes(app);
  // Orders a crashed confirm left PAYING (README "Reconciliation").
  startJob(app, 'paying-reconciliation', config.reconcileIntervalSeconds, () => reconcilePaying(app.repos, gatewayFor(app.database, app.clock), app.clock(), config.payingStaleSeconds));
  // External channels: paid orders left confirm_wait are settled from their supplier (src/suppliers/README.md).
  const supplierConfig = supplierBookingConfig();
  startJob(app, 'supplier-reconciliation', supplierConfig.reconcileIntervalSeconds, () => reconcileSupplierBookings(app, app.clock(), supplierConfig));
  if (config.releaseIntervalSeconds > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      releaseExpiredHolds(app.repos, app.clock())
        .then((n) => n > 0 && app.log.info({ released: n }, 'expired booking holds released'))
        .catch((err: unknown) => app.log.error({ err }, 'hold release failed'))
        .finally(() => {
          running = false;
        });
    }, config.releaseIntervalSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
