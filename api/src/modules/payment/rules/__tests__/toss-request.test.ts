import { absoluteOn, tossCustomerKey, tossMethodOf, tossOrderId, tossPaymentRequest, TOSS_ORDER_ID } from '../toss-request';

describe("the SDK's payment request", () => {
  test('our pay methods as Toss methods', () => {
    expect(tossMethodOf('card')).toEqual({ method: 'CARD' });
    expect(tossMethodOf('tosspay')).toEqual({ method: 'CARD', card: { flowMode: 'DIRECT', easyPay: 'TOSSPAY' } });
    expect(tossMethodOf('kakaopay')).toEqual({ method: 'CARD', card: { flowMode: 'DIRECT', easyPay: 'KAKAOPAY' } });
    expect(tossMethodOf('naverpay')).toEqual({ method: 'CARD', card: { flowMode: 'DIRECT', easyPay: 'NAVERPAY' } });
    expect(tossMethodOf('payco')).toEqual({ method: 'CARD', card: { flowMode: 'DIRECT', easyPay: 'PAYCO' } });
    expect(tossMethodOf('eximbay')).toEqual({ method: 'CARD', card: { useInternationalCardOnly: true } });
  });

  test("an attempt's orderId follows Toss's rule and is refused otherwise", () => {
    expect(tossOrderId('AS20261128ABCD', 'P', 1)).toBe('AS20261128ABCD-P1');
    expect(TOSS_ORDER_ID.test('AS20261128ABCD-P12')).toBe(true);
    expect(TOSS_ORDER_ID.test('abc')).toBe(false);
    expect(TOSS_ORDER_ID.test('a'.repeat(65))).toBe(false);
    expect(TOSS_ORDER_ID.test('AS1234/P1')).toBe(false);
    expect(() => tossOrderId('AS1', 'P', 1)).not.toThrow();
    expect(() => tossOrderId('A', 'P', 1)).toThrow();
  });

  test('the customer key is stable and opaque', () => {
    const a = tossCustomerKey('secret', 42);
    expect(tossCustomerKey('secret', 42)).toBe(a);
    expect(tossCustomerKey('secret', 43)).not.toBe(a);
    expect(tossCustomerKey('other', 42)).not.toBe(a);
    expect(a).not.toContain('42');
    expect(a).toMatch(/^[\w-]{2,50}$/);
  });

  test('the request: KRW amount, absolute return URLs, optional buyer fields', () => {
    const req = tossPaymentRequest({ method: 'tosspay', amount: 120_000, orderId: 'AS1234-P1', orderName: 'x'.repeat(150), successUrl: absoluteOn('https://awesomestay.kr', '/payment/result?orderNum=AS1234'), failUrl: absoluteOn('https://awesomestay.kr', '/en/payment/result?failed=1'), customerEmail: null });
    expect(req).toEqual({
      method: 'CARD',
      card: { flowMode: 'DIRECT', easyPay: 'TOSSPAY' },
      amount: { currency: 'KRW', value: 120_000 },
      orderId: 'AS1234-P1',
      orderName: 'x'.repeat(100),
      successUrl: 'https://awesomestay.kr/payment/result?orderNum=AS1234',
      failUrl: 'https://awesomestay.kr/en/payment/result?failed=1',
    });
  });
});
