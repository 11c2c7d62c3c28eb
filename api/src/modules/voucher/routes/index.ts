// Vouchers (lms), booking reads, the booking list and additional payments (SPEC §7 content
// service). Registered by services/content/index.ts; contract in booking/README.md "Vouchers".
import type { FastifyPluginAsync } from 'fastify';
import { addPayRoutes } from '../../booking/routes/add-pays';
import { bookRoutes } from './books';
import { voucherRoutes } from './voucher';

export { confirmAddPay, failAddPay } from '../../booking/use-cases/add-pay-confirm';

export const lmsService: FastifyPluginAsync = async (app) => {
  await bookRoutes(app);
  await voucherRoutes(app);
  await addPayRoutes(app);
};
