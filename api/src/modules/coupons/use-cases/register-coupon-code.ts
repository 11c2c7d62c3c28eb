// Registering a code on /mypage/coupon (SPEC §7 Coupons: a pack code, a company's code, a live
// broadcast's number): the coupons it gives and the kind it was. The one box sends no kind and the
// code's own text says it (rules/codes.ts recogniseCode); the per-kind calls look among their kind
// only. Wrong codes answer SPEC §8 "coupon issue failed" and count against the member
// (CODE_MISS_LIMIT per hour, shared store).
import type { FastifyInstance } from 'fastify';
import type { CouponCodeKind } from '../../../db/schema/coupons';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import { codeFail } from '../failures';
import { CODE_MISS_WINDOW_MS, compactCode, countsAsMiss, possibleKinds, recogniseCode } from '../rules/codes';
import { couponView } from '../rules/discount';
import { CodeRegisterFailure } from '../store/codes';
import { reposOf } from '../stores';

const missKey = (userIdx: number) => `coupon-code-miss:${userIdx}`;

/** `only`: the kind the call is for (the per-kind calls); none: any kind the code is. */
export async function registerCouponCode(app: FastifyInstance, userIdx: number, raw: string | number, locale: Locale, only?: CouponCodeKind) {
  const { couponCodes } = reposOf(app.database.orm);
  const now = app.clock();
  const recentMisses = Number(await app.shared.get(missKey(userIdx))) || 0;
  const typed = String(raw);
  const rows = await couponCodes.findMatching(compactCode(typed), possibleKinds(typed, only && [only]));
  const registered = await couponCodes.registeredAmong(rows.map((r) => r.idx), userIdx);
  const companyIdx = rows.some((r) => r.kind === 'CORPORATION') ? await couponCodes.companyOf(userIdx) : null;
  const candidates = rows.map((row) => ({ ...row, registered: registered.has(row.idx) }));
  const { code, refusal } = recogniseCode(typed, candidates, { recentMisses, companyIdx }, now);
  if (countsAsMiss(refusal)) await app.shared.incr(missKey(userIdx), CODE_MISS_WINDOW_MS);
  if (refusal === 'CODE_TOO_MANY_TRIES') throw codeFail(refusal, locale, { retryAfter: Math.ceil(CODE_MISS_WINDOW_MS / 1000) });
  if (refusal) throw codeFail(refusal, locale);
  try {
    const day = koreanDay(now);
    const given = await couponCodes.register(code, userIdx, day, now);
    return { kind: code.kind, coupons: given.map((g) => couponView(g.coupon, g.manager, day, locale, null)) };
  } catch (error) {
    if (!(error instanceof CodeRegisterFailure)) throw error;
    throw codeFail(error.reason === 'ALREADY_HELD' ? 'CODE_ALREADY_HELD' : error.reason, locale);
  }
}
