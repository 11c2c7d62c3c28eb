// Registering a code (SPEC §7 Coupons): POST /v1/coupons/pack {couponPackCode},
// /v1/coupons/corporation {code}, /v1/coupons/live {gripIdx}. The answer is the coupons it gave.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { listOf } from '@stay/shared/contracts/fields';
import { CouponSchema, type Coupon } from './coupons';

export type CodeKind = 'PACK' | 'CORPORATION' | 'LIVE';
export const CODE_KINDS: CodeKind[] = ['PACK', 'CORPORATION', 'LIVE'];

/** SPEC §5 CORPORATION_CODE; a live code is the broadcast's number. Packs are checked by the server. */
export function codeProblem(kind: CodeKind, raw: string): 'required' | 'corporationFormat' | 'liveFormat' | null {
  const code = raw.replace(/\s+/g, '').toUpperCase();
  if (!code) return 'required';
  if (kind === 'CORPORATION' && !/^[A-Z0-9]{4,20}$/.test(code)) return 'corporationFormat';
  if (kind === 'LIVE' && !/^[1-9][0-9]{0,9}$/.test(code)) return 'liveFormat';
  return null;
}

export async function registerCode(kind: CodeKind, raw: string): Promise<Coupon[]> {
  const code = raw.trim();
  const [path, body] =
    kind === 'PACK' ? ['/v1/coupons/pack', { couponPackCode: code }] : kind === 'CORPORATION' ? ['/v1/coupons/corporation', { code }] : ['/v1/coupons/live', { gripIdx: Number(code.replace(/\s+/g, '')) }];
  return (await apiRequest('content', 'POST', path, { body, suppressAlert: true, schema: v.object({ coupons: listOf(CouponSchema) }) })).coupons;
}
