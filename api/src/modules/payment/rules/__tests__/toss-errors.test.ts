import { tossBuyerMessage, tossFailure } from '../toss-errors';

describe("Toss's error codes", () => {
  test('card refusals are declines with the issuer reason shown to the buyer', () => {
    for (const code of ['REJECT_CARD_COMPANY', 'EXCEED_MAX_DAILY_PAYMENT_COUNT', 'INVALID_CARD_EXPIRATION']) {
      expect(tossFailure(code)).toMatchObject({ failCode: 'PAY_DECLINED', retryable: false, readBack: false, showReason: true });
    }
    const f = tossFailure('REJECT_CARD_COMPANY');
    expect(tossBuyerMessage(f, 'ko', '[1234] 한도초과')).toBe('카드사에서 결제를 거절했습니다. 다른 카드나 결제 수단을 이용해 주세요. ([1234] 한도초과)');
    expect(tossBuyerMessage(f, 'en', 'limit')).toMatch(/^The card issuer declined.*\(limit\)$/);
    expect(tossBuyerMessage(f, 'ja', '')).toMatch(/^カード会社が決済を拒否しました/);
    expect(tossBuyerMessage(tossFailure('INVALID_CARD_EXPIRATION'), 'en')).toMatch(/expired/);
  });

  test('Toss-side failures are retryable (unknown outcome), never declines', () => {
    for (const code of ['PROVIDER_ERROR', 'FAILED_INTERNAL_SYSTEM_PROCESSING', 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING']) {
      expect(tossFailure(code)).toMatchObject({ retryable: true, readBack: false });
      expect(tossFailure(code).failCode).not.toBe('PAY_DECLINED');
    }
  });

  test('an already processed payment or a duplicate order id is read back, not failed', () => {
    expect(tossFailure('ALREADY_PROCESSED_PAYMENT')).toMatchObject({ readBack: true, retryable: false });
    expect(tossFailure('DUPLICATED_ORDER_ID')).toMatchObject({ readBack: true });
  });

  test('the session window, missing payments, cancels and our own mistakes', () => {
    expect(tossFailure('NOT_FOUND_PAYMENT_SESSION')).toMatchObject({ failCode: 'SESSION_EXPIRED' });
    expect(tossBuyerMessage(tossFailure('NOT_FOUND_PAYMENT_SESSION'), 'en')).toMatch(/30 minutes/);
    expect(tossFailure('NOT_FOUND_PAYMENT')).toMatchObject({ failCode: 'NOT_FOUND' });
    expect(tossFailure('ALREADY_CANCELED_PAYMENT')).toMatchObject({ failCode: 'CANCELED' });
    expect(tossFailure('NOT_CANCELABLE_AMOUNT')).toMatchObject({ failCode: 'REFUSED' });
    expect(tossFailure('NOT_CANCELABLE_PAYMENT')).toMatchObject({ failCode: 'REFUSED' });
    // Our keys or request: not the buyer's fault, and Toss's text (about our setup) is not shown.
    for (const code of ['UNAUTHORIZED_KEY', 'INVALID_REQUEST', 'SOMETHING_NEW']) {
      const f = tossFailure(code);
      expect(f).toMatchObject({ failCode: 'REFUSED', retryable: false, showReason: false });
      expect(tossBuyerMessage(f, 'ko', '시크릿 키가 잘못되었습니다')).not.toContain('시크릿');
    }
  });
});
