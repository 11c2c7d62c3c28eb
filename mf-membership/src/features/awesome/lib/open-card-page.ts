// Sends the member on to register a card for the membership's billing, as POST .../checkout
// answered: the sandbox's card page, or Toss Payments' billing authorisation window opened from
// this page (its code fetched only now). Resolves with the buyer's message when Toss's window did
// not open (a script that failed, a window closed), or null when the member is on their way.
import type { Locale } from '@stay/shared';
import type { MembershipCheckout } from '@stay/shared/contracts/payment-checkout';
import { gatewayRedirect } from '@stay/shared/kit/gateway-redirect';

export async function openCardPage(started: MembershipCheckout, locale: Locale, onOpening: () => void, customer: { customerEmail?: string; customerName?: string } = {}): Promise<string | null> {
  if (started.gateway === 'sandbox') {
    gatewayRedirect.assign(started.registrationUrl);
    return null;
  }
  onOpening();
  let kit: typeof import('@stay/shared/kit/toss-checkout');
  try {
    kit = await import('@stay/shared/kit/toss-checkout');
  } catch {
    return '';
  }
  try {
    const { sdkUrl, clientKey, customerKey, successUrl, failUrl } = started;
    await kit.tossCheckout.requestBillingAuth({ sdkUrl, clientKey, customerKey, successUrl, failUrl, ...customer });
    return null;
  } catch (error) {
    if (!kit.isTossCheckoutError(error)) throw error;
    return kit.tossFailureMessage(error, locale);
  }
}
