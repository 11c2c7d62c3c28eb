// SPEC §9 Payment method labels, as i18n keys of namespace 'common' (texts in i18n/resources).

export const PAYMENT_METHODS = ['tosspay', 'uplus', 'card', 'naverpay', 'naver', 'kakaopay', 'kakao', 'eximbay', 'payco'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABEL_KEYS: Record<PaymentMethod, string> = {
  tosspay: 'payment.tosspay',
  uplus: 'payment.card',
  card: 'payment.card',
  naverpay: 'payment.naverpay',
  naver: 'payment.naverpay',
  kakaopay: 'payment.kakaopay',
  kakao: 'payment.kakaopay',
  eximbay: 'payment.eximbay',
  payco: 'payment.payco',
};

/** The label key of a method, or undefined for a method the table does not know. */
export function paymentMethodLabelKey(method: string): string | undefined {
  return (PAYMENT_METHOD_LABEL_KEYS as Record<string, string>)[method.toLowerCase()];
}
