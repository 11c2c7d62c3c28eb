// PUT /v1/lmses/{orderNum}/cancel on an unpaid hold: the unfinished checkout ends now and its room,
// points and coupon come back (api booking/cancel.ts "cancelUnpaid").
import { apiRequest } from '@stay/shared';

export async function releaseHold(orderNum: string): Promise<void> {
  await apiRequest('content', 'PUT', `/v1/lmses/${encodeURIComponent(orderNum)}/cancel`, { body: {}, suppressAlert: true });
}
