// Toss Payments' payment window, opened from our page: the booking's and the voucher's payments
// (requestPayment) and the membership's card (requestBillingAuth), with what the server answered
// (contracts/payment-checkout.ts). Toss's loader is imported only here and only when a buyer pays,
// so it is on no page's first load; it loads Toss's script from the URL the server names.
// Whatever goes wrong before Toss takes the buyer away rejects with a TossCheckoutError whose
// message (ko/en/ja) the page shows beside the form it leaves as it was.
import type { Locale } from '@stay/shared';
import type { TossPaymentsPayment } from '@tosspayments/tosspayments-sdk';
import type { TossPaymentRequest } from '../contracts/payment-checkout';

/** load: Toss's script did not come (network, blocker, timeout); cancelled: the buyer closed the window; refused: the SDK said no. */
export type TossFailure = 'load' | 'cancelled' | 'refused';

const MESSAGES: Record<TossFailure, Record<Locale, string>> = {
  load: {
    ko: '결제창을 불러오지 못했어요. 인터넷 연결을 확인하고 다시 결제해 주세요. 입력한 내용은 그대로 있어요.',
    en: 'The payment window could not be loaded. Check your connection and pay again; what you entered is kept.',
    ja: '決済画面を読み込めませんでした。通信環境をご確認のうえ、もう一度お支払いください。入力内容はそのまま残っています。',
  },
  cancelled: {
    ko: '결제창을 닫아 결제하지 않았어요. 결제된 금액은 없어요. 다시 결제할 수 있어요.',
    en: 'You closed the payment window, so nothing was charged. You can pay again.',
    ja: '決済画面が閉じられたため、お支払いは行われていません。もう一度お支払いいただけます。',
  },
  refused: {
    ko: '결제창을 열지 못했어요. 결제된 금액은 없어요. 잠시 후 다시 결제해 주세요.',
    en: 'The payment window could not be opened and nothing was charged. Please pay again in a moment.',
    ja: '決済画面を開けませんでした。お支払いは行われていません。しばらくしてからもう一度お支払いください。',
  },
};

/** Toss's codes for a window the buyer closed (SDK v2 rejects with the first; a redirect carries the second). */
const CLOSED = new Set(['USER_CANCEL', 'PAY_PROCESS_CANCELED']);
/** A script that neither loads nor fails (a stalled network) must not leave the Pay button spinning. */
export const SCRIPT_TIMEOUT_MS = 20_000;

export class TossCheckoutError extends Error {
  readonly reason: TossFailure;
  /** Toss's own code when it gave one (e.g. USER_CANCEL, INVALID_PARAMETERS), else ''. */
  readonly code: string;
  constructor(reason: TossFailure, code: string, detail: string) {
    super(detail || reason);
    this.name = 'TossCheckoutError';
    this.reason = reason;
    this.code = code;
  }
}

export const isTossCheckoutError = (error: unknown): error is TossCheckoutError => error instanceof Error && error.name === 'TossCheckoutError';

/** What to tell the buyer, in their language. */
export function tossFailureMessage(error: TossCheckoutError, locale: Locale): string {
  return MESSAGES[error.reason][locale] ?? MESSAGES[error.reason].ko;
}

export interface TossOpening {
  sdkUrl: string;
  clientKey: string;
  customerKey: string;
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

async function paymentOf(o: TossOpening): Promise<TossPaymentsPayment> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), SCRIPT_TIMEOUT_MS);
    });
    const sdk = await Promise.race([loadTossPayments(o.clientKey, { src: o.sdkUrl }), timeout]);
    return sdk.payment({ customerKey: o.customerKey });
  } catch (error) {
    throw new TossCheckoutError('load', codeOf(error), error instanceof Error ? error.message : '');
  } finally {
    clearTimeout(timer);
  }
}

async function run(o: TossOpening, request: (payment: TossPaymentsPayment) => Promise<void>): Promise<void> {
  const payment = await paymentOf(o);
  try {
    // Resolves only where Toss does not redirect; the buyer normally leaves for successUrl / failUrl.
    await request(payment);
  } catch (error) {
    const code = codeOf(error);
    throw new TossCheckoutError(CLOSED.has(code) ? 'cancelled' : 'refused', code, error instanceof Error ? error.message : '');
  }
}

export const tossCheckout = {
  /** A booking's or an additional payment: the request exactly as /payments/prepare wrote it. */
  requestPayment(o: TossOpening & { request: TossPaymentRequest }): Promise<void> {
    // The SDK's type is a union per method; the server wrote a request of the method it prepared.
    return run(o, (payment) => payment.requestPayment(o.request as unknown as Parameters<TossPaymentsPayment['requestPayment']>[0]));
  },
  /** The membership's card for automatic billing (Toss's billing authorisation). */
  requestBillingAuth(o: TossOpening & { successUrl: string; failUrl: string; customerEmail?: string; customerName?: string }): Promise<void> {
    const { successUrl, failUrl, customerEmail, customerName } = o;
    return run(o, (payment) => payment.requestBillingAuth({ method: 'CARD', successUrl, failUrl, ...(customerEmail ? { customerEmail } : {}), ...(customerName ? { customerName } : {}) }));
  },
};
