// GET /v1/books/num/{orderNum}/img-count/1, read for one field: the booking's orderProductIdx, which
// keys the calls of a room's or the nights' cancellation. Someone else's booking is 404.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

const BookingIdSchema = v.object({ orderProductIdx: v.number() });

export async function getBookingId(orderNum: string, signal?: AbortSignal): Promise<number> {
  const data = await apiRequest('content', 'GET', `/v1/books/num/${encodeURIComponent(orderNum)}/img-count/1`, { signal, suppressAlert: true, schema: BookingIdSchema });
  return data.orderProductIdx;
}
