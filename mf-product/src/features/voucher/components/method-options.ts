// The SPEC §9 payment methods the gateway takes, with their labels (shared 'payment.*' texts).
import { paymentMethodLabelKey, translate } from '@stay/shared';

export const GATEWAY_METHODS = ['card', 'tosspay', 'naverpay', 'kakaopay', 'payco', 'eximbay'] as const;

export function methodOptions(): { value: string; label: string }[] {
  return GATEWAY_METHODS.map((m) => ({ value: m, label: translate(paymentMethodLabelKey(m) ?? m) }));
}
