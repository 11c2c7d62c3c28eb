// Toss Payments' error codes (core API 2022-11-16, `{code, message}`) mapped to ours: what the
// failure means for the booking (our fail code), whether asking again may succeed (then the outcome
// is treated as unknown: never a decline), and the buyer's message. Toss's own `message` is the
// issuer's reason for card refusals and is shown beside ours; for our own mistakes (keys, request)
// it is not (it would tell the buyer about our configuration).
import type { Locale, Texts } from '../../../lib/locale';

/** Our fail codes this rule gives (a subset of gateway.ts GatewayFailCode; rules import no floor above). */
export type TossFailCode = 'PAY_DECLINED' | 'USER_CANCEL' | 'NOT_APPROVED' | 'NOT_FOUND' | 'CANCELED' | 'SESSION_EXPIRED' | 'REFUSED';

export type TossBuyerMessage = 'CARD_DECLINED' | 'LIMIT_EXCEEDED' | 'CARD_EXPIRED' | 'USER_CANCEL' | 'SESSION_EXPIRED' | 'NOT_FOUND' | 'ALREADY_CANCELED' | 'NOT_CANCELABLE' | 'GATEWAY_BUSY' | 'GATEWAY_REFUSED';

export interface TossFailure {
  /** Ours (gateway.ts). */
  failCode: TossFailCode;
  /** Asking again (with the same idempotency key) may succeed: the outcome is unknown, not a decline. */
  retryable: boolean;
  /** ALREADY_PROCESSED_PAYMENT / DUPLICATED_ORDER_ID: the payment exists; read it back instead of failing. */
  readBack: boolean;
  message: TossBuyerMessage;
  /** Show Toss's `message` to the buyer as the issuer's reason. */
  showReason: boolean;
}

const MESSAGES: Record<TossBuyerMessage, Texts> = {
  CARD_DECLINED: { ko: '카드사에서 결제를 거절했습니다. 다른 카드나 결제 수단을 이용해 주세요.', en: 'The card issuer declined the payment. Please use another card or payment method.', ja: 'カード会社が決済を拒否しました。別のカードまたは決済手段をご利用ください。' },
  LIMIT_EXCEEDED: { ko: '결제 한도 또는 횟수를 초과했습니다. 다른 카드나 결제 수단을 이용해 주세요.', en: 'A payment limit of this card was exceeded. Please use another card or payment method.', ja: '決済の限度額または回数を超えました。別のカードまたは決済手段をご利用ください。' },
  CARD_EXPIRED: { ko: '카드 유효기간이 올바르지 않거나 만료되었습니다.', en: 'The card has expired or its expiry date is wrong.', ja: 'カードの有効期限が正しくないか、期限切れです。' },
  USER_CANCEL: { ko: '결제를 취소했습니다.', en: 'The payment was cancelled.', ja: '決済をキャンセルしました。' },
  SESSION_EXPIRED: { ko: '결제 시간(30분)이 지났습니다. 다시 결제해 주세요.', en: 'The 30 minutes to complete the payment ran out. Please pay again.', ja: '決済の有効時間(30分)が過ぎました。もう一度お支払いください。' },
  NOT_FOUND: { ko: '결제 정보를 찾을 수 없습니다.', en: 'The payment was not found.', ja: '決済情報が見つかりません。' },
  ALREADY_CANCELED: { ko: '이미 취소된 결제입니다.', en: 'This payment is already cancelled.', ja: 'すでにキャンセルされた決済です。' },
  NOT_CANCELABLE: { ko: '취소할 수 없는 결제 또는 금액입니다.', en: 'This payment or amount cannot be cancelled.', ja: 'キャンセルできない決済または金額です。' },
  GATEWAY_BUSY: { ko: '결제사 처리 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.', en: 'The payment company had a problem. Please try again shortly.', ja: '決済会社で問題が発生しました。しばらくしてから再度お試しください。' },
  GATEWAY_REFUSED: { ko: '결제를 진행할 수 없습니다. 잠시 후 다시 시도하거나 고객센터에 문의해 주세요.', en: 'The payment cannot go ahead. Please try again later or contact us.', ja: '決済を進められません。しばらくしてから再度お試しいただくか、お問い合わせください。' },
};

const declined = (message: TossBuyerMessage): TossFailure => ({ failCode: 'PAY_DECLINED', retryable: false, readBack: false, message, showReason: true });
const busy: TossFailure = { failCode: 'NOT_APPROVED', retryable: true, readBack: false, message: 'GATEWAY_BUSY', showReason: false };
const refused: TossFailure = { failCode: 'REFUSED', retryable: false, readBack: false, message: 'GATEWAY_REFUSED', showReason: false };

const KNOWN: Record<string, TossFailure> = {
  REJECT_CARD_COMPANY: declined('CARD_DECLINED'),
  REJECT_CARD_PAYMENT: declined('CARD_DECLINED'),
  INVALID_REJECT_CARD: declined('CARD_DECLINED'),
  INVALID_STOPPED_CARD: declined('CARD_DECLINED'),
  INVALID_CARD_LOST_OR_STOLEN: declined('CARD_DECLINED'),
  INVALID_CARD_NUMBER: declined('CARD_DECLINED'),
  INVALID_PASSWORD: declined('CARD_DECLINED'),
  REJECT_ACCOUNT_PAYMENT: declined('CARD_DECLINED'),
  NOT_SUPPORTED_INSTALLMENT_PLAN_CARD_OR_MERCHANT: declined('CARD_DECLINED'),
  EXCEED_MAX_DAILY_PAYMENT_COUNT: declined('LIMIT_EXCEEDED'),
  EXCEED_MAX_PAYMENT_AMOUNT: declined('LIMIT_EXCEEDED'),
  EXCEED_MAX_ONE_DAY_AMOUNT: declined('LIMIT_EXCEEDED'),
  EXCEED_MAX_AUTH_COUNT: declined('LIMIT_EXCEEDED'),
  EXCEED_MAX_AMOUNT: declined('LIMIT_EXCEEDED'),
  INVALID_CARD_EXPIRATION: declined('CARD_EXPIRED'),
  PAY_PROCESS_CANCELED: { failCode: 'USER_CANCEL', retryable: false, readBack: false, message: 'USER_CANCEL', showReason: false },
  PAY_PROCESS_ABORTED: { failCode: 'USER_CANCEL', retryable: false, readBack: false, message: 'USER_CANCEL', showReason: true },
  NOT_FOUND_PAYMENT: { failCode: 'NOT_FOUND', retryable: false, readBack: false, message: 'NOT_FOUND', showReason: false },
  NOT_FOUND_PAYMENT_SESSION: { failCode: 'SESSION_EXPIRED', retryable: false, readBack: false, message: 'SESSION_EXPIRED', showReason: false },
  ALREADY_PROCESSED_PAYMENT: { failCode: 'NOT_APPROVED', retryable: false, readBack: true, message: 'GATEWAY_BUSY', showReason: false },
  DUPLICATED_ORDER_ID: { failCode: 'NOT_APPROVED', retryable: false, readBack: true, message: 'GATEWAY_BUSY', showReason: false },
  ALREADY_CANCELED_PAYMENT: { failCode: 'CANCELED', retryable: false, readBack: false, message: 'ALREADY_CANCELED', showReason: false },
  NOT_CANCELABLE_AMOUNT: { failCode: 'REFUSED', retryable: false, readBack: false, message: 'NOT_CANCELABLE', showReason: false },
  NOT_CANCELABLE_PAYMENT: { failCode: 'REFUSED', retryable: false, readBack: false, message: 'NOT_CANCELABLE', showReason: false },
  PROVIDER_ERROR: busy,
  FAILED_INTERNAL_SYSTEM_PROCESSING: busy,
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: busy,
  FAILED_CARD_COMPANY_RESPONSE: busy,
  FAILED_DB_PROCESSING: busy,
  UNKNOWN_PAYMENT_ERROR: busy,
  UNAUTHORIZED_KEY: refused,
  INVALID_API_KEY: refused,
  INVALID_REQUEST: refused,
  FORBIDDEN_REQUEST: refused,
};

/** Our reading of a Toss error code; an unknown code is a refusal of our request (not the buyer's fault, nothing charged). */
export function tossFailure(code: string): TossFailure {
  return KNOWN[code] ?? refused;
}

/** The buyer's message: ours, then the issuer's reason Toss gave (for card refusals). */
export function tossBuyerMessage(failure: TossFailure, locale: Locale, tossMessage?: string): string {
  const ours = MESSAGES[failure.message][locale];
  const reason = failure.showReason && tossMessage ? tossMessage.trim().slice(0, 200) : '';
  return reason ? `${ours} (${reason})` : ours;
}
