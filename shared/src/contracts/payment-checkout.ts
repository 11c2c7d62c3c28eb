// How a payment leaves our page, per gateway: the answer of POST /payments/prepare (a booking),
// POST /v1/add-payments (a voucher's additional payment) and POST .../membership/checkout (a card for
// the membership's billing). The sandbox sends the buyer to its own page (`checkoutUrl`,
// `registrationUrl`); Toss Payments opens its payment window from our page with its SDK, loaded
// from `sdkUrl` (Toss's script, or the double's in a test), and returns to successUrl / failUrl.
import * as v from 'valibot';
import { numberField, textField } from './fields';

/**
 * What the page hands to `payment({customerKey}).requestPayment(request)` as the server wrote it
 * (amount, orderId, return URLs: never composed in the browser), every field the server writes
 * (api payment/rules/toss-request.ts). Only the valibot parts the product page already carries
 * (no literal, no loose object), so its first load does not grow.
 */
export const TossPaymentRequestSchema = v.object({
  method: v.string(),
  amount: v.object({ currency: v.string(), value: v.number() }),
  orderId: v.string(),
  orderName: v.string(),
  successUrl: v.string(),
  failUrl: v.string(),
  customerEmail: v.optional(v.string()),
  customerName: v.optional(v.string()),
  /** An easy pay opened directly (flowMode DIRECT + easyPay), or international cards only. */
  card: v.optional(v.object({ flowMode: v.optional(v.string()), easyPay: v.optional(v.string()), useInternationalCardOnly: v.optional(v.boolean()) })),
});
export type TossPaymentRequest = v.InferOutput<typeof TossPaymentRequestSchema>;

/** Where and as whom Toss's SDK is opened. */
const tossOpening = { sdkUrl: v.string(), clientKey: v.string(), customerKey: v.string() };

const SandboxPreparedSchema = v.object({
  gateway: v.optional(v.picklist(['sandbox']), 'sandbox'),
  orderNum: textField,
  amount: numberField,
  paymentKey: v.string(),
  checkoutUrl: v.string(),
});
const TossPreparedSchema = v.object({
  gateway: v.picklist(['toss']),
  orderNum: textField,
  amount: numberField,
  holdExpiresAt: v.optional(v.nullable(v.string()), null),
  toss: v.object({ ...tossOpening, request: TossPaymentRequestSchema }),
});

/** POST /payments/prepare and POST /v1/add-payments: one shape, two gateways. */
export const PreparedPaymentSchema = v.union([TossPreparedSchema, SandboxPreparedSchema]);
export type PreparedPayment = v.InferOutput<typeof PreparedPaymentSchema>;
export type TossPrepared = v.InferOutput<typeof TossPreparedSchema>;

const SandboxCheckoutSchema = v.pipe(
  v.object({ checkoutId: v.string(), registrationUrl: v.string(), amount: v.number() }),
  v.transform((x) => ({ ...x, gateway: 'sandbox' as const })),
);
const TossCheckoutSchema = v.pipe(
  v.object({ checkoutId: v.string(), ...tossOpening, amount: v.number(), successUrl: v.string(), failUrl: v.string() }),
  v.transform((x) => ({ ...x, gateway: 'toss' as const })),
);

/**
 * POST .../membership/checkout: the sandbox's card page, or what Toss's billing authorisation
 * (`requestBillingAuth`) needs. Read into one union told apart by `gateway`.
 */
export const MembershipCheckoutSchema = v.union([TossCheckoutSchema, SandboxCheckoutSchema]);
export type MembershipCheckout = v.InferOutput<typeof MembershipCheckoutSchema>;
