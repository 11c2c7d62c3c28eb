// Coupons (SPEC §7 Coupons; booking README "Coupons"): download a public coupon once, the
// member's coupons and the downloadable ones. The member's coupons priced for one stay are the
// booking's call (booking/routes/stay-coupons.ts): they are priced by its quote.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { ID } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { koreanDay } from '../../../lib/days';
import { CouponDownloadFailure } from '../store/coupons';
import { optionalMember } from '../../../plugins/auth';
import { couponView, managerView } from '../rules/discount';
import { couponFail } from '../failures';
import { reposOf } from '../stores';

const DownloadBody = v.strictObject({ couponIdx: ID });

const STATE_ORDER = { unused: 0, reserved: 1, used: 2, expired: 3 } as const;

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };
  const today = () => koreanDay(app.clock());

  app.post('/v1/coupons', { ...auth, schema: { body: DownloadBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { couponIdx } = request.body as v.InferOutput<typeof DownloadBody>;
    try {
      const { coupon, manager } = await reposOf(app.database.orm).coupons.download(couponIdx, userIdx, today(), app.clock());
      return ok({ coupon: couponView(coupon, manager, today(), request.locale, null) });
    } catch (error) {
      if (!(error instanceof CouponDownloadFailure)) throw error;
      throw couponFail(error.reason === 'NOT_FOUND' ? 'COUPON_NOT_FOUND' : error.reason === 'ALREADY_ISSUED' ? 'COUPON_ALREADY_ISSUED' : 'COUPON_EXHAUSTED', request.locale);
    }
  });

  app.get('/v1/coupons/user', auth, async (request) => {
    const { userIdx } = requireAuth(request);
    const day = today();
    const coupons = (await reposOf(app.database.orm).coupons.ofUser(userIdx)).map((r) => couponView(r.coupon, r.manager, day, request.locale, null));
    coupons.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.useExpireDate.localeCompare(b.useExpireDate) || a.couponUserIdx - b.couponUserIdx);
    return ok({ coupons });
  });

  app.get('/v1/coupons/public', async (request) => {
    const userIdx = await optionalMember(app, request);
    const rows = await reposOf(app.database.orm).coupons.downloadable(today(), userIdx);
    return ok({
      coupons: rows.map(({ manager, issued }) => ({ ...managerView(manager, request.locale), useExpireDate: manager.useExpireDate, issued: userIdx !== null && issued })),
    });
  });
}
