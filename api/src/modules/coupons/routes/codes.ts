// Registering a code on /mypage/coupon (SPEC §7 Coupons): POST /v1/coupons/pack {couponPackCode},
// /corporation {code}, /live {gripIdx}, and GET /v1/coupons/{id} (one coupon of the member).
// Rules: rules/codes.ts. Wrong codes answer SPEC §8 "coupon issue failed" and count
// against the member (CODE_MISS_LIMIT per hour, shared store); the per-address limit applies too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { failureCatalog } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { ID, msg } from '../../../lib/fields';
import type { Texts } from '../../../lib/locale';
import { requireAuth } from '../../../plugins/auth';
import { koreanDay } from '../../pricing';
import { checkCode, CODE_MISS_WINDOW_MS, countsAsMiss, normaliseCode, wellFormed, type CodeRefusal } from '../rules/codes';
import type { CouponCodeKind } from '../../../db/schema/coupons';
import { CodeRegisterFailure } from '../store/codes';
import { ipLimit } from '../../auth';
import { couponView } from '../rules/discount';
import { couponFail } from '../failures';
import { reposOf } from '../stores';

const TEXTS = {
  // SPEC §8 "Action failures: coupon issue failed"
  CODE_INVALID: { ko: '쿠폰 발급에 실패했습니다. 코드를 다시 확인해 주세요.', en: 'The coupon could not be issued. Check the code and try again.', ja: 'クーポンの発行に失敗しました。コードをもう一度確認してください。' },
  CODE_EXPIRED: { ko: '쿠폰 발급에 실패했습니다. 등록 기간이 끝난 코드입니다.', en: 'The coupon could not be issued. This code has ended.', ja: 'クーポンの発行に失敗しました。登録期間が終了したコードです。' },
  CODE_USED: { ko: '이미 등록한 코드입니다. 코드는 한 번만 등록할 수 있습니다.', en: 'You already registered this code. A code registers once.', ja: 'すでに登録したコードです。コードの登録は1回のみです。' },
  CODE_NOT_ELIGIBLE: { ko: '쿠폰 발급에 실패했습니다. 해당 기업 회원만 등록할 수 있는 코드입니다.', en: "The coupon could not be issued. Only that company's members can register this code.", ja: 'クーポンの発行に失敗しました。該当企業の会員のみ登録できるコードです。' },
  CODE_EXHAUSTED: { ko: '쿠폰 발급에 실패했습니다. 이 코드의 쿠폰이 모두 소진되었습니다.', en: 'The coupon could not be issued. All coupons of this code are gone.', ja: 'クーポンの発行に失敗しました。このコードのクーポンはすべて配布終了しました。' },
  CODE_TOO_MANY_TRIES: { ko: '잘못된 코드를 여러 번 입력했습니다. 1시간 뒤에 다시 시도해 주세요.', en: 'Too many wrong codes. Please try again in an hour.', ja: '誤ったコードが何度も入力されました。1時間後にもう一度お試しください。' },
  CODE_ALREADY_HELD: { ko: '이 코드의 쿠폰을 이미 모두 가지고 있습니다.', en: 'You already hold every coupon of this code.', ja: 'このコードのクーポンはすでにすべてお持ちです。' },
} satisfies Record<string, Texts>;

const codeFail = failureCatalog(TEXTS, { CODE_INVALID: 400, CODE_EXPIRED: 400, CODE_USED: 409, CODE_NOT_ELIGIBLE: 400, CODE_EXHAUSTED: 409, CODE_TOO_MANY_TRIES: 429, CODE_ALREADY_HELD: 409 });

const CODE_TEXT = v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.maxLength(64, msg('INVALID')));
const PackBody = v.strictObject({ couponPackCode: CODE_TEXT });
const CorporationBody = v.strictObject({ code: CODE_TEXT });
/** SPEC §7 {gripIdx}: the live broadcast's number. */
const LiveBody = v.strictObject({ gripIdx: ID });
const CouponParams = v.strictObject({
  id: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID'))),
});

const missKey = (userIdx: number) => `coupon-code-miss:${userIdx}`;

export async function couponCodeRoutes(app: FastifyInstance): Promise<void> {
  const today = () => koreanDay(app.clock());

  async function register(request: FastifyRequest, kind: CouponCodeKind, raw: string | number) {
    const { userIdx } = requireAuth(request);
    const now = app.clock();
    const recentMisses = Number(await app.shared.get(missKey(userIdx))) || 0;
    const text = normaliseCode(raw);
    const code = wellFormed(kind, text) ? await reposOf(app.database.orm).couponCodes.find(kind, text) : undefined;
    const member = {
      recentMisses,
      companyIdx: kind === 'CORPORATION' ? await reposOf(app.database.orm).couponCodes.companyOf(userIdx) : null,
      registered: code ? await reposOf(app.database.orm).couponCodes.registered(code.idx, userIdx) : false,
    };
    const refusal: CodeRefusal | null = checkCode(kind, code, member, now);
    if (countsAsMiss(refusal)) await app.shared.incr(missKey(userIdx), CODE_MISS_WINDOW_MS);
    if (refusal === 'CODE_TOO_MANY_TRIES') throw codeFail(refusal, request.locale, { retryAfter: Math.ceil(CODE_MISS_WINDOW_MS / 1000) });
    if (refusal) throw codeFail(refusal, request.locale);
    try {
      const day = today();
      const given = await reposOf(app.database.orm).couponCodes.register(code!, userIdx, day, now);
      return ok({ coupons: given.map((g) => couponView(g.coupon, g.manager, day, request.locale, null)) });
    } catch (error) {
      if (!(error instanceof CodeRegisterFailure)) throw error;
      throw codeFail(error.reason === 'ALREADY_HELD' ? 'CODE_ALREADY_HELD' : error.reason, request.locale);
    }
  }

  const opts = (body: v.GenericSchema) => ({ onRequest: app.authenticate, config: ipLimit(app, 'check'), schema: { body } });

  app.post('/v1/coupons/pack', opts(PackBody), async (request) => register(request, 'PACK', (request.body as v.InferOutput<typeof PackBody>).couponPackCode));
  app.post('/v1/coupons/corporation', opts(CorporationBody), async (request) => register(request, 'CORPORATION', (request.body as v.InferOutput<typeof CorporationBody>).code));
  app.post('/v1/coupons/live', opts(LiveBody), async (request) => register(request, 'LIVE', (request.body as v.InferOutput<typeof LiveBody>).gripIdx));

  app.get('/v1/coupons/:id', { onRequest: app.authenticate, schema: { params: CouponParams } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { id } = request.params as v.InferOutput<typeof CouponParams>;
    const found = await reposOf(app.database.orm).coupons.ofUserByIdx(id, userIdx);
    // Someone else's coupon is 404 like an unknown one.
    if (!found) throw couponFail('COUPON_NOT_FOUND', request.locale);
    return ok({ coupon: couponView(found.coupon, found.manager, today(), request.locale, null) });
  });
}
