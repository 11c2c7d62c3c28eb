// The mount table: which module answers under which base path of SPEC §7. A URL no longer
// dictates a folder: a base path is shared by several modules (the content service's calls belong
// to nine of them), and a module may answer under several base paths (the booking's quote under
// /content, its payment under /payment). Modules that need something from a module above them get
// it here, as an option.
import type { FastifyInstance } from 'fastify';
import { outboxEnabled } from './config/modes';
import { accountRoutes, memberProfile } from './modules/account';
import { analyticsRoutes } from './modules/analytics';
import { authRoutes, messengerLoginRoutes } from './modules/auth';
import { bookingRoutes, bookingStore, paymentRoutes, tossWebhookRoutes } from './modules/booking';
import { cancellationRoutes } from './modules/cancellation';
import { catalogRoutes, hotelsCombinedRoutes, mediaRoutes } from './modules/catalog';
import { couponsRoutes } from './modules/coupons';
import { alarmRoutes, eventDealRoutes } from './modules/deals';
import { deployRoutes } from './modules/deploy';
import { membershipRoutes } from './modules/membership';
import { deadLetterRoutes, devOutboxRoutes, messageHealthRoutes } from './modules/messages';
import { configureGateway, sandboxGatewayRoutes } from './modules/payment';
import { pointRoutes } from './modules/points';
import { productRoutes } from './modules/product';
import { reviewsRoutes } from './modules/reviews';
import { staffRoutes } from './modules/staff';
import { supportRoutes } from './modules/support';
import { confirmAddPay, failAddPay, voucherRoutes } from './modules/voucher';

export const BASE = {
  auth: '/api/service/auth',
  content: '/api/service/content',
  payment: '/api/service/payment',
  message: '/api/service/message',
  hotelsCombined: '/api/service/hotelsCombined',
  internalAuth: '/api/auth',
  deploy: '/api/deploy',
  media: '/media',
  dev: '/api/dev',
} as const;

export async function mountModules(api: FastifyInstance): Promise<void> {
  const { env } = api;
  await api.register(authRoutes, { prefix: BASE.auth, profileOf: memberProfile });
  await api.register(accountRoutes, { prefix: BASE.auth });
  await api.register(pointRoutes, { prefix: BASE.auth, neverPaidOrderNums: (app, nums) => bookingStore(app.database.orm).orders.neverPaidAmong(nums) });
  await api.register(messengerLoginRoutes, { prefix: BASE.internalAuth });

  await api.register(
    async (content) => {
      await content.register(catalogRoutes);
      await content.register(productRoutes);
      await content.register(reviewsRoutes);
      await content.register(bookingRoutes);
      await content.register(cancellationRoutes);
      await content.register(voucherRoutes);
      await content.register(couponsRoutes);
      await content.register(supportRoutes);
      await content.register(staffRoutes);
      await content.register(deadLetterRoutes);
      await content.register(eventDealRoutes);
      await content.register(alarmRoutes);
      await content.register(analyticsRoutes);
      await content.register(membershipRoutes, { prefix: '/membership' });
    },
    { prefix: BASE.content },
  );
  await api.register(mediaRoutes, { prefix: BASE.media });

  // Every payment of this app, from a route or a job, goes through the gateway chosen here (its
  // calls timed and counted when the app keeps metrics).
  configureGateway(api.database, env, api.metrics?.gateway);
  await api.register(
    async (payment) => {
      if (env.paymentGateway === 'toss') await payment.register(tossWebhookRoutes);
      await payment.register(paymentRoutes, { extras: { confirm: confirmAddPay, fail: failAddPay } });
      // The sandbox approves without a card: mounted only when it is the gateway (config/modes.ts).
      if (env.paymentGateway === 'sandbox') await payment.register(sandboxGatewayRoutes);
    },
    { prefix: BASE.payment },
  );

  await api.register(messageHealthRoutes, { prefix: BASE.message });
  await api.register(hotelsCombinedRoutes, { prefix: BASE.hotelsCombined });
  await api.register(deployRoutes, { prefix: BASE.deploy });
  // A demo part: never in production, and elsewhere only with DEMO_MODE (config/modes.ts).
  if (outboxEnabled(env)) await api.register(devOutboxRoutes, { prefix: BASE.dev });
}
