// The payment methods' names in the site's languages (SPEC §9 payment labels): the gateway's own
// pages and the orders sent to it name a method the way the payment page does.
import type { PayMethod } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';

const LABELS: Record<PayMethod, Record<Locale, string>> = {
  card: { ko: '신용/체크카드', en: 'Credit/debit card', ja: 'クレジット/デビットカード' },
  tosspay: { ko: '토스페이', en: 'Toss Pay', ja: 'Toss Pay' },
  naverpay: { ko: '네이버페이', en: 'Naver Pay', ja: 'Naver Pay' },
  kakaopay: { ko: '카카오페이', en: 'Kakao Pay', ja: 'Kakao Pay' },
  payco: { ko: '페이코', en: 'Payco', ja: 'Payco' },
  eximbay: { ko: '해외카드', en: 'Overseas card', ja: '海外カード' },
};

export const methodLabel = (method: PayMethod, locale: Locale): string => LABELS[method][locale];
