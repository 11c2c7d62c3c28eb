// Registering a code on /mypage/coupon (SPEC §7 Coupons: a pack code, a company's code, a live
// broadcast's number): the coupons it gives. Rules: rules/codes.ts. Wrong codes answer SPEC §8
// "coupon issue failed" and count against the member (CODE_MISS_LIMIT per hour, shared store).
import type { FastifyInstance } from 'fastify';
import type { CouponCodeKind } from '../../../db/schema/coupons';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import { codeFail } from '../failures';
import { checkCode, CODE_MISS_WINDOW_MS, countsAsMiss, normaliseCode, wellFormed, type CodeRefusal } from '../rules/codes';
import { couponView } from '../rules/discount';
import { CodeRegisterFailure } from '../store/codes';
import { reposOf } from '../stores';

const missKey = (userIdx: number) => `coupon-code-miss:${userIdx}`;

export async function registerCouponCode(app: FastifyInstance, userIdx: number, kind: CouponCodeKind, raw: string | number, locale: Locale) {
  const { couponCodes } = reposOf(app.database.orm);
  const now = app.clock();
  const recentMisses = Number(await app.shared.get(missKey(userIdx))) || 0;
  const text = normaliseCode(raw);
  const code = wellFormed(kind, text) ? await couponCodes.find(kind, text) : undefined;
  const member = {
    recentMisses,
    companyIdx: kind === 'CORPORATION' ? await couponCodes.companyOf(userIdx) : null,
    registered: code ? await couponCodes.registered(code.idx, userIdx) : false,
  };
  const refusal: CodeRefusal | null = checkCode(kind, code, member, now);
  if (countsAsMiss(refusal)) await app.shared.incr(missKey(userIdx), CODE_MISS_WINDOW_MS);
  if (refusal === 'CODE_TOO_MANY_TRIES') throw codeFail(refusal, locale, { retryAfter: Math.ceil(CODE_MISS_WINDOW_MS / 1000) });
  if (refusal) throw codeFail(refusal, locale);
  try {
    const day = koreanDay(app.clock());
    const given = await couponCodes.register(code!, userIdx, day, now);
    return { coupons: given.map((g) => couponView(g.coupon, g.manager, day, locale, null)) };
  } catch (error) {
    if (!(error instanceof CodeRegisterFailure)) throw error;
    throw codeFail(error.reason === 'ALREADY_HELD' ? 'CODE_ALREADY_HELD' : error.reason, locale);
  }
}
