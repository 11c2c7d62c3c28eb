// POST /api/service/payment/payments/prepare {orderNum, method, successUrl, failUrl}: opens the
// gateway payment for the order's server-fixed amount; the buyer is then sent to `checkoutUrl`.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

const PreparedSchema = v.object({ orderNum: v.string(), paymentKey: v.string(), checkoutUrl: v.string(), amount: v.number() });
export type Prepared = v.InferOutput<typeof PreparedSchema>;

export function preparePayment(body: { orderNum: string; method: string; successUrl: string; failUrl: string }): Promise<Prepared> {
  return apiRequest('payment', 'POST', '/payments/prepare', { body, suppressAlert: true, schema: PreparedSchema });
}
