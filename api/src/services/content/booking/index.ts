// Booking (issue 5 "Booking and payment"): the payment page's quote, order creation with room
// holds, and the hold expiry job. Registered by services/content/index.ts; README.md beside this.
import type { FastifyPluginAsync } from 'fastify';
import { bookingConfig } from './config';
import { releaseExpiredHolds } from './holds';
import { bookingRoutes } from './routes';

export { releaseExpiredHolds } from './holds';

export const bookingService: FastifyPluginAsync = async (app) => {
  const config = bookingConfig();
  await bookingRoutes(app, config);
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
