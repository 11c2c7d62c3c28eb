// The member home's figures: GET /points (SPEC §7 Auth: point = awesome cash, userPoint = welfare
// points), GET v1/coupons/user (usable = unused and not expired) and the booking tab counts.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { listOf, numberField, textField } from '@stay/shared/contracts/fields';

const PointsSchema = v.object({ point: numberField, userPoint: numberField });
const CouponsSchema = v.object({ coupons: listOf(v.object({ state: textField, avail: v.optional(v.boolean(), false) })) });
const CountsSchema = v.object({ bookCnts: listOf(v.object({ orderStatus: v.string(), orderCnt: numberField })) });

export interface Summary {
  point: number;
  userPoint: number;
  usableCoupons: number;
  upcoming: number;
}

export async function getSummary(signal: AbortSignal): Promise<Summary> {
  const [points, coupons, counts] = await Promise.all([
    apiRequest('auth', 'GET', '/points', { signal, suppressAlert: true, schema: PointsSchema }),
    apiRequest('content', 'GET', '/v1/coupons/user', { signal, suppressAlert: true, schema: CouponsSchema }),
    apiRequest('content', 'GET', '/v1/books/status/pending', { signal, suppressAlert: true, query: { page: 1, size: 1 }, schema: CountsSchema }),
  ]);
  return {
    point: points.point,
    userPoint: points.userPoint,
    usableCoupons: coupons.coupons.filter((c) => c.state === 'unused' && c.avail).length,
    upcoming: counts.bookCnts.find((c) => c.orderStatus === 'pending')?.orderCnt ?? 0,
  };
}
