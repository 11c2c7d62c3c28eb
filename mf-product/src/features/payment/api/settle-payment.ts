// The gateway's return (api booking README): POST /payments/confirm {orderNum, paymentKey, amount, orderId (Toss's)}
// after an approval (one charge however often it is called), POST /payments/fail {orderNum,
// paymentKey} after a decline or an abandoned payment (the server asks the gateway itself).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { numberField, textField } from '@stay/shared/contracts/fields';

// A channel order answers 'confirm' with its confirmNum, or 'confirm_wait' while the supplier has not confirmed.
const ConfirmedSchema = v.object({
  orderNum: v.string(),
  orderProductStatus: textField,
  payStatus: textField,
  payMethod: textField,
  totalAmount: numberField,
  payDate: textField,
  confirmNum: v.optional(v.nullable(v.string()), null),
});
export type Confirmed = v.InferOutput<typeof ConfirmedSchema>;

export function confirmPayment(body: { orderNum: string; paymentKey: string; amount: number; orderId?: string }): Promise<Confirmed> {
  return apiRequest('payment', 'POST', '/payments/confirm', { body, suppressAlert: true, schema: ConfirmedSchema });
}

export function failPayment(body: { orderNum: string; paymentKey: string }): Promise<unknown> {
  return apiRequest('payment', 'POST', '/payments/fail', { body, suppressAlert: true });
}
