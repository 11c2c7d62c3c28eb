// A Toss call's metric labels: a fixed operation per endpoint (never a key or an id from the path)
// and a bounded code.
import { tossCallCode, tossOperation } from '../toss-operation';

test('each endpoint is one operation, whatever key or id the path carries', () => {
  expect(tossOperation('POST', '/v1/payments/confirm')).toBe('confirm');
  expect(tossOperation('POST', '/v1/payments/tviva2024abc/cancel')).toBe('cancel');
  expect(tossOperation('GET', '/v1/payments/tviva2024abc')).toBe('read');
  expect(tossOperation('GET', '/v1/payments/orders/ORD-1-P1')).toBe('read-by-order');
  expect(tossOperation('POST', '/v1/billing/authorizations/issue')).toBe('billing-issue');
  expect(tossOperation('POST', '/v1/billing/bk_secret%2Fkey')).toBe('billing-charge');
  expect(tossOperation('GET', '/v1/somewhere/else')).toBe('other');
  expect(tossOperation('GET', '/v1/payments/confirm/extra/parts')).toBe('other');
});

test('the code: OK, Toss\'s code, or why no answer came; never free text', () => {
  expect(tossCallCode({ ok: true })).toBe('OK');
  expect(tossCallCode({ ok: false, code: 'REJECT_CARD_COMPANY' })).toBe('REJECT_CARD_COMPANY');
  expect(tossCallCode({ ok: false, code: '<html>Bad gateway</html>' })).toBe('UNKNOWN');
  expect(tossCallCode({ unavailable: 'TIMEOUT' })).toBe('TIMEOUT');
});
