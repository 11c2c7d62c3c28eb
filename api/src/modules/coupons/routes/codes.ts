// Registering a code on /mypage/coupon (SPEC §7 Coupons): the one box POST /v1/coupons/code {code}
// (any kind, recognised from the code), the per-kind calls POST /v1/coupons/pack {couponPackCode},
// /corporation {code}, /live {gripIdx}, and GET /v1/coupons/{id} (one coupon of the member).
// The work: use-cases/register-coupon-code.ts (wrong codes count against the member) and
// use-cases/read-my-coupon.ts; the per-address limit applies too.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { COUPON_CODE_MAX_LENGTH } from '@stay/shared/contracts/member-coupons';
import { ok } from '../../../lib/envelope';
import { ID, msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { ipLimit } from '../../auth';
import { readMyCoupon } from '../use-cases/read-my-coupon';
import { registerCouponCode } from '../use-cases/register-coupon-code';

const CODE_TEXT = v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.maxLength(COUPON_CODE_MAX_LENGTH, msg('INVALID')));
/** The one box: the code's own text says its kind. */
const CodeBody = v.strictObject({ code: CODE_TEXT });
const PackBody = v.strictObject({ couponPackCode: CODE_TEXT });
const CorporationBody = v.strictObject({ code: CODE_TEXT });
/** SPEC §7 {gripIdx}: the live broadcast's number. */
const LiveBody = v.strictObject({ gripIdx: ID });
const CouponParams = v.strictObject({
  id: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID'))),
});

export async function couponCodeRoutes(app: FastifyInstance): Promise<void> {
  const opts = (body: v.GenericSchema) => ({ onRequest: app.authenticate, config: ipLimit(app, 'check'), schema: { body } });

  app.post('/v1/coupons/code', opts(CodeBody), async (request) => {
    const { code } = request.body as v.InferOutput<typeof CodeBody>;
    return ok(await registerCouponCode(app, requireAuth(request).userIdx, code, request.locale));
  });

  app.post('/v1/coupons/pack', opts(PackBody), async (request) => {
    const { couponPackCode } = request.body as v.InferOutput<typeof PackBody>;
    return ok(await registerCouponCode(app, requireAuth(request).userIdx, couponPackCode, request.locale, 'PACK'));
  });

  app.post('/v1/coupons/corporation', opts(CorporationBody), async (request) => {
    const { code } = request.body as v.InferOutput<typeof CorporationBody>;
    return ok(await registerCouponCode(app, requireAuth(request).userIdx, code, request.locale, 'CORPORATION'));
  });

  app.post('/v1/coupons/live', opts(LiveBody), async (request) => {
    const { gripIdx } = request.body as v.InferOutput<typeof LiveBody>;
    return ok(await registerCouponCode(app, requireAuth(request).userIdx, gripIdx, request.locale, 'LIVE'));
  });

  app.get('/v1/coupons/:id', { onRequest: app.authenticate, schema: { params: CouponParams } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof CouponParams>;
    return ok(await readMyCoupon(app, requireAuth(request).userIdx, id, request.locale));
  });
}
