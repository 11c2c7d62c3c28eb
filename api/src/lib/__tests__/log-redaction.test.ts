import { Writable } from 'node:stream';
import pino from 'pino';
import { logOptions, MASK, maskText, redactFields } from '../log-redaction';

describe('maskText', () => {
  test.each([
    ['sent to hong.gildong+stay@example.co.kr', `sent to ${MASK}`],
    ['GET /api/dev/outbox?dest=hong%40example.com', `GET /api/dev/outbox?dest=${MASK}`],
    ['/users/check/hong%40example.com', `/users/check/${MASK}`],
    ['call 010-1234-5678 now', `call ${MASK} now`],
    ['call 01012345678', `call ${MASK}`],
    ['call 010 1234 5678', `call ${MASK}`],
    ['call 011-123-4567', `call ${MASK}`],
    ['call +82 10 1234 5678', `call ${MASK}`],
    ['call +82-10-1234-5678', `call ${MASK}`],
    ['call +821012345678', `call ${MASK}`],
    ['call +82 010 1234 5678', `call ${MASK}`],
    ['tel=%2B821012345678x', `tel=${MASK}x`],
    ['office 02-123-4567', `office ${MASK}`],
    ['Authorization: Bearer abc.def-ghi', `Authorization: Bearer ${MASK}`],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl end', `token ${MASK} end`],
    ['/api/auth/kakao/callback?code=abc123&state=xyz', `/api/auth/kakao/callback?code=${MASK}&state=${MASK}`],
    ['/payment/result?orderNum=A1&paymentKey=sbx_0123&amount=10', `/payment/result?orderNum=A1&paymentKey=${MASK}&amount=10`],
    ['/api/service/payment/sandbox/checkout/sbx_00ff/decide?action=approve', `/api/service/payment/sandbox/checkout/${MASK}/decide?action=approve`],
  ])('%s', (text, masked) => {
    expect(maskText(text)).toBe(masked);
  });

  test('leaves ids, amounts, times, order numbers and routes alone', () => {
    const text = '{"time":1767225600000,"reqId":"0f1e2d3c-0101-4234-8567-89abcdef0123","orderNum":"20260101A0123","amount":120000,"url":"/api/service/content/v1/books/12/order","statusCode":201,"responseTime":0.01012345678}';
    expect(maskText(text)).toBe(text);
  });

  test('keeps a JSON line parseable', () => {
    const line = JSON.stringify({ msg: 'a "quoted" hong@example.com and 010-1234-5678', url: '/x?code=1' });
    expect(JSON.parse(maskText(line))).toEqual({ msg: `a "quoted" ${MASK} and ${MASK}`, url: `/x?code=${MASK}` });
  });
});

describe('redactFields', () => {
  test('replaces secret fields at any depth of plain objects and arrays, whatever their case', () => {
    const input = { body: { id: 'a@b.co', pwd: 'Secret1!', Guest: [{ guestName: '홍길동', guestTel: '01012345678' }] }, orderNum: 'A1', paymentKey: 'sbx_1', count: 2 };
    expect(redactFields(input)).toEqual({ body: { id: MASK, pwd: MASK, Guest: [{ guestName: MASK, guestTel: MASK }] }, orderNum: 'A1', paymentKey: MASK, count: 2 });
    expect(input.body.pwd).toBe('Secret1!');
  });

  test('leaves errors and class instances to their serializers, and survives cycles', () => {
    const err = new Error('boom');
    const cyclic: Record<string, unknown> = { token: 't' };
    cyclic.self = cyclic;
    const out = redactFields({ err, cyclic });
    expect(out.err).toBe(err);
    expect((out.cyclic as Record<string, unknown>).token).toBe(MASK);
  });
});

describe('logOptions', () => {
  test('a pino logger with them masks fields, headers and patterns in every part of a line', () => {
    let text = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((text += String(chunk)), done()) });
    const log = pino(logOptions('info'), sink).child({ reqId: 'r1' });
    log.info({ req: { headers: { authorization: 'Bearer abc', cookie: 'stay_rt=zzz' } }, email: 'x@y.com', nested: { refreshToken: 'rt' } }, 'login for x@y.com');
    const dbError = Object.assign(new Error('duplicate key value violates unique constraint'), { detail: 'Key (email)=(x@y.com) already exists.' });
    log.error({ err: dbError }, 'failed for 010-1234-5678');
    expect(text).not.toMatch(/x@y\.com|abc|zzz|"rt"|1234-5678/);
    expect(text).toContain('"reqId":"r1"');
    expect(text).toContain('duplicate key value');
    for (const line of text.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });
});
