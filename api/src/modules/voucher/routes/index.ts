// The voucher page and the member's bookings under /api/service/content (SPEC §7): booking reads
// and the booking list, the open-date voucher's date choice, the extras paid from the voucher
// (additional payments), and hiding a past booking from the list.
import type { FastifyPluginAsync } from 'fastify';
import { addPayRoutes } from './add-pays';
import { bookRoutes } from './books';
import { hideRoutes } from './hide';
import { voucherRoutes } from './voucher';

export const voucherRoutesPlugin: FastifyPluginAsync = async (app) => {
  await bookRoutes(app);
  await voucherRoutes(app);
  await addPayRoutes(app);
  await hideRoutes(app);
};
