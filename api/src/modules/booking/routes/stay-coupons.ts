// POST /v1/coupons/book (SPEC §7 Coupons): the member's coupons priced for one stay on the payment
// page, by the booking's own quote, so the amounts shown are the ones the order will take off.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AppError, type FieldIssue } from '../../../lib/app-error';
import { addDays } from '../../../lib/days';
import { ok } from '../../../lib/envelope';
import { ID } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { couponsForStay } from '../../coupons';
import { ConditionBody } from '../../pricing';
import { bookingFail } from '../failures';
import { reposOf } from '../stores';
import { couponStayOf } from '../use-cases/apply-coupon';
import { bookingQuote, orderTypeOf } from '../use-cases/quote';

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

const RENAMED: Record<string, string> = { checkInDate: 'startDate', checkOutDate: 'endDate' };

export async function stayCouponRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.post('/v1/coupons/book', { ...auth, schema: { body: StayCouponsBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as StayCouponsInput;
    const endDate = body.endDate ?? addDays(body.startDate, 1);
    if (endDate <= body.startDate) throw new AppError('INVALID_INPUT', { issues: [{ field: 'endDate', rule: 'INVALID' }] });
    const plan = (await reposOf(app.database.orm).productDetail.roomsAndPlans(body.productIdx)).plans.find((p) => p.idx === body.rateplanIdx);
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
    const coupons = await couponsForStay(app, couponStayOf(q), userIdx, request.locale);
    return ok({ coupons, saleAmount: q.saleAmount });
  });
}
