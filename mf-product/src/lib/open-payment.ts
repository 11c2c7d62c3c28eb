// Sends the buyer on to the gateway the server prepared (a booking's payment, a voucher's additional
// payment): the sandbox's own page, or Toss Payments' window opened from this page, whose code is
// fetched only now (kit/toss-checkout.ts, and through it Toss's loader and script). When Toss's
// window does not open, rejects with a PaymentWindowError carrying the buyer's message.
import type { Locale } from '@stay/shared';
import type { PreparedPayment } from '@stay/shared/contracts/payment-checkout';
import { gatewayRedirect } from '@stay/shared/kit/gateway-redirect';

export class PaymentWindowError extends Error {
  /** TOSS_LOAD, TOSS_CANCELLED or TOSS_REFUSED; the message is for the buyer ('' when our own code did not load). */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'PaymentWindowError';
    this.code = code;
  }
}

/** `onOpening`: Toss's window is being loaded (the page says so on the Pay button). */
export async function openPayment(prepared: PreparedPayment, locale: Locale, onOpening: () => void): Promise<void> {
  if (prepared.gateway === 'sandbox') return gatewayRedirect.assign(prepared.checkoutUrl);
  onOpening();
  let kit: typeof import('@stay/shared/kit/toss-checkout');
  try {
    kit = await import('@stay/shared/kit/toss-checkout');
  } catch {
    throw new PaymentWindowError('TOSS_LOAD', '');
  }
  try {
    await kit.tossCheckout.requestPayment(prepared.toss);
  } catch (error) {
    if (!kit.isTossCheckoutError(error)) throw error;
    throw new PaymentWindowError(`TOSS_${error.reason.toUpperCase()}`, kit.tossFailureMessage(error, locale));
  }
}
