// POST /api/service/payment/payments/prepare {orderNum, method, successUrl, failUrl}: opens the
// gateway payment for the order's server-fixed amount. The sandbox answers its page (`checkoutUrl`);
// Toss answers what its window needs (contracts/payment-checkout.ts).
import { apiRequest } from '@stay/shared';
import { PreparedPaymentSchema, type PreparedPayment } from '@stay/shared/contracts/payment-checkout';

export type Prepared = PreparedPayment;

export function preparePayment(body: { orderNum: string; method: string; successUrl: string; failUrl: string }): Promise<Prepared> {
  return apiRequest('payment', 'POST', '/payments/prepare', { body, suppressAlert: true, schema: PreparedPaymentSchema });
}
