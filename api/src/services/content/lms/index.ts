// Vouchers (lms), booking reads, the booking list and additional payments (SPEC §7 content
// service). Registered by services/content/index.ts; contract in booking/README.md "Vouchers".
import type { FastifyPluginAsync } from 'fastify';
import { addPayRoutes } from './add-pay-routes';
import { bookRoutes } from './book-routes';
import { voucherRoutes } from './voucher-routes';

export { confirmAddPay, failAddPay } from './add-pay-confirm';

export const lmsService: FastifyPluginAsync = async (app) => {
  await bookRoutes(app);
  await voucherRoutes(app);
  await addPayRoutes(app);
};
