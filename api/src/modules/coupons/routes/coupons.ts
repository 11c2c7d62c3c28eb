// Coupons (SPEC §7 Coupons; booking README "Coupons"): download a public coupon once, the
// member's coupons, the downloadable ones, and the member's coupons priced for one stay.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AppError, type FieldIssue } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { ID } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { addDays, koreanDay } from '../../pricing';
import { CouponDownloadFailure } from '../store/coupons';
import { bookingFail } from '../../booking/failures';
import { bookingQuote, orderTypeOf } from '../../booking/use-cases/quote';
import { ConditionBody } from '../../pricing/rules/condition';
import { optionalMember } from '../../product/routes/detail';
import { couponView, managerView } from '../rules/discount';
import { stayOf } from '../use-cases/apply';
import { couponFail } from '../failures';

const DownloadBody = v.strictObject({ couponIdx: ID });

/** SPEC §7 {productIdx, rateplanIdx, startDate}; the rest of the condition is optional (1 night, 2 adults, 1 room). */
const StayCouponsBody = v.strictObject({
  productIdx: ID,
  rateplanIdx: ID,
  startDate: ConditionBody.entries.checkInDate,
  endDate: v.optional(ConditionBody.entries.checkOutDate),
  adtCnt: v.optional(ConditionBody.entries.adtCnt, 2),
  chdCnt: ConditionBody.entries.chdCnt,
  chdAges: ConditionBody.entries.chdAges,
  count: ConditionBody.entries.count,
});
type StayCouponsInput = v.InferOutput<typeof StayCouponsBody>;

const STATE_ORDER = { unused: 0, reserved: 1, used: 2, expired: 3 } as const;
const RENAMED: Record<string, string> = { checkInDate: 'startDate', checkOutDate: 'endDate' };

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };
  const today = () => koreanDay(app.clock());

  app.post('/v1/coupons', { ...auth, schema: { body: DownloadBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { couponIdx } = request.body as v.InferOutput<typeof DownloadBody>;
    try {
      const { coupon, manager } = await app.repos.coupons.download(couponIdx, userIdx, today(), app.clock());
      return ok({ coupon: couponView(coupon, manager, today(), request.locale, null) });
    } catch (error) {
      if (!(error instanceof CouponDownloadFailure)) throw error;
      throw couponFail(error.reason === 'NOT_FOUND' ? 'COUPON_NOT_FOUND' : error.reason === 'ALREADY_ISSUED' ? 'COUPON_ALREADY_ISSUED' : 'COUPON_EXHAUSTED', request.locale);
    }
  });

  app.get('/v1/coupons/user', auth, async (request) => {
    const { userIdx } = requireAuth(request);
    const day = today();
    const coupons = (await app.repos.coupons.ofUser(userIdx)).map((r) => couponView(r.coupon, r.manager, day, request.locale, null));
    coupons.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.useExpireDate.localeCompare(b.useExpireDate) || a.couponUserIdx - b.couponUserIdx);
    return ok({ coupons });
  });

  app.get('/v1/coupons/public', async (request) => {
    const userIdx = await optionalMember(app, request);
    const rows = await app.repos.coupons.downloadable(today(), userIdx);
    return ok({
      coupons: rows.map(({ manager, issued }) => ({ ...managerView(manager, request.locale), useExpireDate: manager.useExpireDate, issued: userIdx !== null && issued })),
    });
  });

  app.post('/v1/coupons/book', { ...auth, schema: { body: StayCouponsBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as StayCouponsInput;
    const endDate = body.endDate ?? addDays(body.startDate, 1);
    if (endDate <= body.startDate) throw new AppError('INVALID_INPUT', { issues: [{ field: 'endDate', rule: 'INVALID' }] });
    const plan = (await app.repos.productDetail.roomsAndPlans(body.productIdx)).plans.find((p) => p.idx === body.rateplanIdx);
    if (!plan) throw bookingFail('RATEPLAN_NOT_FOUND', request.locale);
    const nights = Math.round((Date.parse(endDate) - Date.parse(body.startDate)) / 86_400_000);
    const params = { productIdx: body.productIdx, type: orderTypeOf(body.count, nights), accoms: String(body.productIdx), rooms: String(plan.roomIdx), rateplan: String(plan.idx) };
    const condition = { adtCnt: body.adtCnt, chdCnt: body.chdCnt, chdAges: body.chdAges, checkInDate: body.startDate, checkOutDate: endDate, count: body.count };
    let q;
    try {
      // The booking's own quote: the coupon amounts here are the ones the order will take off.
      q = await bookingQuote(app, params, condition, userIdx, request.locale);
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_INPUT') {
        throw new AppError('INVALID_INPUT', { issues: error.issues.map((i): FieldIssue => ({ ...i, field: RENAMED[i.field] ?? i.field })) });
      }
      throw error;
    }
    const day = today();
    const stay = stayOf(q);
    const coupons = (await app.repos.coupons.ofUser(userIdx))
      .filter((r) => r.coupon.state === 'unused' && r.coupon.useExpireDate >= day)
      .map((r) => couponView(r.coupon, r.manager, day, request.locale, stay))
      .sort((a, b) => Number(b.avail) - Number(a.avail) || b.couponAmount - a.couponAmount || a.couponUserIdx - b.couponUserIdx);
    return ok({ coupons, saleAmount: q.saleAmount });
  });
}
