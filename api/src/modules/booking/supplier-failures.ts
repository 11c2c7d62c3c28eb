// Failures of external-channel bookings (../suppliers/README.md), in the booking module's way:
// the code in data.code through the envelope's extra, the HTTP status saying the kind.
import { failureCatalog } from '../../lib/app-error';
import type { Texts } from '../../lib/locale';

const TEXTS = {
  SUPPLIER_UNAVAILABLE: {
    ko: '숙소 예약 시스템이 응답하지 않습니다. 잠시 후 다시 시도해 주세요.',
    en: "The property's booking system is not answering. Please try again shortly.",
    ja: '宿泊施設の予約システムが応答しません。しばらくしてから再度お試しください。',
  },
  SUPPLIER_REJECTED: {
    ko: '숙소에서 예약을 확정하지 못했습니다. 결제 금액은 전액 환불되었습니다.',
    en: 'The property could not confirm this booking. Your payment has been refunded in full.',
    ja: '宿泊施設で予約を確定できませんでした。お支払い金額は全額返金されました。',
  },
} satisfies Record<string, Texts>;

export type SupplierCode = keyof typeof TEXTS;

const STATUS: Record<SupplierCode, number> = {
  // The supplier (an upstream system) did not answer: a gateway error, as GATEWAY_ERROR is.
  SUPPLIER_UNAVAILABLE: 502,
  // Paid, then refused by the supplier and refunded: the world changed (like SOLD_OUT).
  SUPPLIER_REJECTED: 409,
};

export const supplierFail = failureCatalog(TEXTS, STATUS);
