// Coupons (SPEC §7 Coupons; booking README "Coupons"): download a public coupon once, the
// member's coupons and the downloadable ones (use-cases/). The member's coupons priced for one
// stay are the booking's call (booking/routes/stay-coupons.ts): they are priced by its quote.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { ID } from '../../../lib/fields';
import { optionalMember, requireAuth } from '../../../plugins/auth';
import { downloadCoupon } from '../use-cases/download-coupon';
import { listMyCoupons } from '../use-cases/list-my-coupons';
import { listPublicCoupons } from '../use-cases/list-public-coupons';

const DownloadBody = v.strictObject({ couponIdx: ID });

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.post('/v1/coupons', { ...auth, schema: { body: DownloadBody } }, async (request) => {
    const { couponIdx } = request.body as v.InferOutput<typeof DownloadBody>;
    return ok(await downloadCoupon(app, requireAuth(request).userIdx, couponIdx, request.locale));
  });

  app.get('/v1/coupons/user', auth, async (request) => ok(await listMyCoupons(app, requireAuth(request).userIdx, request.locale)));

  // Public: a member's answer also says which they already have.
  app.get('/v1/coupons/public', async (request) => ok(await listPublicCoupons(app, await optionalMember(app, request), request.locale)));
}
