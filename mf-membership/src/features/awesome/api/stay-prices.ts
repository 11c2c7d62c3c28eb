// Today's headline prices of one stay for given dates: POST /v2/products/{idx} (the product page's
// own call; SPEC §3 Accommodation detail prices). Only the fields the estimate needs are read.
import { apiRequest } from '@stay/shared';
import type { StayCondition } from '@stay/shared/contracts/stay-condition';
import * as v from 'valibot';
import type { StayLook } from '../lib/savings';

const DetailSchema = v.object({
  info: v.object({ productName: v.string() }),
  prices: v.nullish(v.object({ displayLowestAmount: v.number(), awesomeLowestAmount: v.number(), soldOut: v.optional(v.boolean(), false) }), null),
});

export const getStayPrices = (look: StayLook, signal?: AbortSignal) =>
  apiRequest('content', 'POST', `/v2/products/${look.productIdx}`, {
    body: { checkInDate: look.checkInDate, checkOutDate: look.checkOutDate, adtCnt: look.adtCnt, chdCnt: look.chdCnt } satisfies Partial<StayCondition>,
    schema: DetailSchema,
    signal,
    suppressAlert: true,
  });
